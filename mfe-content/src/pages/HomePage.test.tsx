import {
  DEFAULT_FLAGS,
  platformStore,
  type PlatformLocation,
  type RemoteComponentModule,
  type RemoteModuleLoader,
} from '@shop/platform';
import { fakeTimers, unstubAllGlobals } from '@shop/test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { SWRConfig } from 'swr';
import HomePage from './HomePage';
import { renderWithCopy } from '../test/render';
import { SEARCH_BOX, type SearchBoxWidgetProps } from '../features/home-hero/components/HomeHero';
import {
  answerRoutes,
  BANNERS,
  BOXES,
  EMPTY_ACTIVITIES,
  failure,
  flowContent,
  homepage,
  OFFERS,
  SEARCH_KEY,
  type Routes,
} from '../test/content-fixtures';
import { contentOfFlow, homeFlowOf } from '../entities/homepage/model/home-flow';

function FakeSearchBox({ flow }: SearchBoxWidgetProps) {
  return <form role="search" aria-label={`Search ${flow ?? 'none'}`} />;
}

function loaderAnswering(...answers: (RemoteComponentModule | Error)[]) {
  const loadModule = jest.fn<FunctionLike>(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  const loader: RemoteModuleLoader = { loadModule, reset: jest.fn<FunctionLike>() };
  platformStore.setState({ remoteLoader: loader });
  return loadModule;
}

const searchBoxModule = { default: FakeSearchBox } as RemoteComponentModule;

const HOME_URL = '/api/cms/homepage';
const ROUTES: Routes = {
  [HOME_URL]: homepage(),
  '/api/front/content-boxes-block/fr_FR': BOXES,
  '/api/content/targetedBanner.json': BANNERS,
  '/api/search-keys/romantic-weekends.json': SEARCH_KEY,
  '/api/offers.json': OFFERS,
};

const at = (search = ''): PlatformLocation => ({ pathname: '/', search, hash: '' });

function renderHome() {
  return renderWithCopy(
    <SWRConfig value={{ provider: () => new Map() }}>
      <HomePage params={{}} />
    </SWRConfig>,
  );
}

beforeEach(() => {
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: at(),
    environment: { production: false, indexing: false },
    flags: DEFAULT_FLAGS,
  });
  loaderAnswering(searchBoxModule);
});

afterEach(() => {
  jest.useRealTimers();
  unstubAllGlobals();
  platformStore.setState({ remoteLoader: null });
  document.title = '';
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
});

describe('home content per flow (CONT-001..008)', () => {
  it('CONT-001 / CONT-003 / CONT-006: loading, then the booking content of the market', async () => {
    const fetchMock = answerRoutes(ROUTES);
    const { container } = await renderHome();
    // Loading: the jumbotron shows this app's copy of the flow at once (no layout shift).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your next weekend starts here',
    );
    expect(container.querySelector('[data-testid="home-hero"] img')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your next weekend starts here' }),
    ).toBeVisible();
    expect(
      screen.getByText('Over 2,000 hotels with breakfast, dinner, spa or activity included'),
    ).toBeVisible();
    const call = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(call.pathname + call.search).toBe(`${HOME_URL}?locale=fr_FR&lng=en`);
    // CONT-005: the jumbotron's small and large images (600 px breakpoint).
    const hero = screen.getByTestId('home-hero');
    expect(hero.querySelector('source')).toHaveAttribute(
      'srcset',
      '/api/images/content/home-booking-large.svg',
    );
    expect(hero.querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/content/home-booking-small.svg',
    );
    expect(container.querySelector('[data-flow="booking"]')).not.toBeNull();
  });

  it('CONT-004 / CONT-011: the Stays/Gifts toggle changes ?flow; the promo bar links', async () => {
    answerRoutes(ROUTES);
    await renderHome();
    const toggle = await screen.findByRole('navigation', { name: 'Stays or gifts' });
    expect(within(toggle).getByRole('link', { name: 'Stays' })).toHaveAttribute('href', '/');
    expect(within(toggle).getByRole('link', { name: 'Stays' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(toggle).getByRole('link', { name: 'Gifts' })).toHaveAttribute(
      'href',
      '/?flow=gifting',
    );
    const bar = screen.getByRole('list', { name: 'Offers of the moment' });
    // The flow-tab link is the toggle's own; black variant; a new tab without opener.
    expect(within(bar).queryByRole('link', { name: 'Stays' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Last-minute deals' })).toHaveClass('black');
    expect(within(bar).getByRole('link', { name: 'Partner offers' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('CONT-004 / CONT-001: ?flow=gifting shows the gifting content and the gift search box', async () => {
    platformStore.setState({ location: at('?flow=gifting') });
    answerRoutes(ROUTES);
    await renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Give a weekend away' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gifts' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('search', { name: 'Search gifting' })).toBeInTheDocument();
    // CONT-015 / CONT-016: the gifting flow carries the boxes block.
    expect(
      await screen.findByRole('heading', { name: 'Our best-selling gift boxes' }),
    ).toBeVisible();
  });

  it('CONT-002: a flow without its own content gets the booking content', () => {
    const answer = homepage();
    expect(homeFlowOf('?flow=activity')).toBe('activity');
    expect(homeFlowOf('?flow=<script>')).toBe('booking');
    expect(homeFlowOf('')).toBe('booking');
    expect(contentOfFlow(answer, 'activity')).toEqual(answer.booking);
    expect(contentOfFlow({ ...answer, gifting: undefined } as never, 'gifting')).toBe(
      answer.booking,
    );
    expect(contentOfFlow(answer, 'gifting').seo.title).toBe('Gift a weekend');
  });

  it('CONT-008: the flow SEO: title and description; robots only where indexing is allowed', async () => {
    answerRoutes(ROUTES);
    const first = await renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Your next weekend starts here' });
    await waitFor(() => expect(document.title).toMatch(/^Weekend breaks at the best price/));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Book a weekend in a hand-picked hotel.',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    first.unmount();
    platformStore.setState({ environment: { production: true, indexing: true } });
    await renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Your next weekend starts here' });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'index, nofollow',
      ),
    );
  });

  it('the homepage call fails: the jumbotron keeps this app copy and the search box', async () => {
    answerRoutes({ ...ROUTES, [HOME_URL]: failure });
    await renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your next weekend starts here' }),
    ).toBeVisible();
    expect(await screen.findByRole('search', { name: 'Search booking' })).toBeInTheDocument();
  });
});

describe('home blocks (CONT-007, CONT-012..017, CONT-021..023)', () => {
  it('CONT-007: every block type of the booking flow shows', async () => {
    answerRoutes(ROUTES);
    await renderHome();
    // main USP
    expect(await screen.findByText('Best price guaranteed')).toBeVisible();
    // categories
    const categories = await screen.findByRole('region', { name: 'Browse by theme' });
    expect(within(categories).getByRole('link', { name: 'Spa and wellness' })).toHaveAttribute(
      'href',
      '/search?theme=spa',
    );
    // jumbotron promo
    const promo = await screen.findByRole('region', { name: 'Looking for a gift?' });
    expect(within(promo).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'href',
      '/gift/search',
    );
    // marketing carousel
    const carousel = await screen.findByRole('region', { name: 'Our selections' });
    expect(
      within(carousel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/landing/selection-1', '/landing/selection-4']));
    // top search results: 3 of the 4 answered (CONT-021)
    const top = await screen.findByTestId('top-results');
    expect(within(top).getAllByRole('listitem')).toHaveLength(3);
  });

  it('CONT-013 / LEFT-037 / CONT-012 / CONT-014: the first banner matching the page wins; images at 600 px', async () => {
    answerRoutes(ROUTES);
    await renderHome();
    // Booking flow: the gifting banner and the spa banner (no theme here) do not match.
    const banner = await screen.findByRole('complementary', { name: 'Home banner' });
    expect(screen.queryByRole('complementary', { name: 'Gift banner' })).toBeNull();
    expect(banner.querySelector('source')).toHaveAttribute('media', '(min-width: 600px)');
    expect(banner.querySelector('source')).toHaveAttribute(
      'srcset',
      '/api/images/content/banners-home-desktop.svg',
    );
    expect(within(banner).getByRole('img', { name: 'Home banner picture' })).toHaveAttribute(
      'src',
      '/api/images/content/banners-home-mobile.svg',
    );
    expect(within(banner).getByRole('link', { name: 'Home banner CTA' })).toBeVisible();
    expect(banner).toHaveAttribute('data-tracking', 'targeted-banner-home');
  });

  it('CONT-013: in the gifting flow the gifting banner is first to match', async () => {
    platformStore.setState({ location: at('?flow=gifting') });
    answerRoutes(ROUTES);
    await renderHome();
    expect(await screen.findByRole('complementary', { name: 'Gift banner' })).toBeVisible();
  });

  it('CONT-015 / CONT-016 / CONT-019: boxes block: title, subtitle, button, cards with rating x/10, image 250 high, discount', async () => {
    platformStore.setState({ location: at('?flow=gifting') });
    answerRoutes(ROUTES);
    await renderHome();
    const block = await screen.findByRole('region', { name: 'Our best-selling gift boxes' });
    expect(block).toHaveAttribute('data-campaign', 'best-boxes');
    expect(within(block).getByText('A choice of hotels and experiences')).toBeVisible();
    expect(within(block).getByRole('link', { name: 'See all gift boxes' })).toHaveAttribute(
      'href',
      '/boxes/best-sellers',
    );
    const [first, second] = within(block).getAllByRole('listitem');
    if (!first || !second) throw new Error('no box cards');
    expect(within(first).getByRole('link', { name: 'Romantic escape' })).toHaveAttribute(
      'href',
      '/boxes/101',
    );
    expect(within(first).getByText('9.1/10')).toBeVisible();
    expect(within(first).getByText('-21%')).toBeVisible();
    expect(first.querySelector('img')).toHaveAttribute('height', '250');
    expect(first).toHaveAttribute('data-position', '1');
    // No promotion: no struck price, no badge.
    expect(second.querySelector('del')).toBeNull();
  });

  it('SHELL-054: with the gift boxes toggle off the boxes block is hidden (not even asked for)', async () => {
    platformStore.setState({
      location: at('?flow=gifting'),
      flags: { ...DEFAULT_FLAGS, giftBoxes: false },
    });
    const fetchMock = answerRoutes(ROUTES);
    const gifting = await renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Give a weekend away' });
    await act(async () => undefined);
    expect(gifting.container.querySelector('[data-block="boxes"]')).toBeEmptyDOMElement();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/content-boxes-block/')),
    ).toBe(false);
  });

  it('CONT-017 / CONT-023: a failing boxes block or top results block is left out, no error text', async () => {
    platformStore.setState({ location: at('?flow=gifting') });
    answerRoutes({ ...ROUTES, '/api/front/content-boxes-block/fr_FR': failure });
    const gifting = await renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Give a weekend away' });
    await waitFor(() =>
      expect(gifting.container.querySelector('[data-block="boxes"]')).toBeEmptyDOMElement(),
    );
    await act(async () => undefined);
    expect(screen.queryByText(/^Error:/)).toBeNull();
    gifting.unmount();
    platformStore.setState({ location: at() });
    answerRoutes({ ...ROUTES, '/api/offers.json': failure });
    const booking = await renderHome();
    await screen.findByRole('region', { name: 'Looking for a gift?' });
    await waitFor(() =>
      expect(
        booking.container.querySelector('[data-block="topSearchResults"]'),
      ).toBeEmptyDOMElement(),
    );
  });

  it('CONT-022: top results resolve the key, then search stays by priceQuality, 1 package per hotel', async () => {
    const fetchMock = answerRoutes(ROUTES);
    await renderHome();
    await screen.findByTestId('top-results');
    const search = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/offers.json'));
    const body = JSON.parse(String((search?.[1] as RequestInit | undefined)?.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      locale: 'fr_FR',
      criteria: { theme: 1 },
      sort: 'priceQuality',
      numberOfPackagesPerHotel: 1,
      page: 0,
      limit: 3,
    });
    expect(body.criteria).not.toHaveProperty('flow');
  });
});

describe('top results of activities (CONT-022)', () => {
  it("CONT-022: an activities key searches activities with the block's limit, 20 per page, page 0", async () => {
    const fetchMock = answerRoutes({
      ...ROUTES,
      '/api/search-keys/romantic-weekends.json': {
        ...SEARCH_KEY,
        type: 'activities',
        numberOfPackagesPerHotel: 20,
      },
      '/api/activity-only/search.json': EMPTY_ACTIVITIES,
    });
    await renderHome();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/api/activity-only/search.json'),
        ),
      ).toBe(true),
    );
    const search = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/api/activity-only/search.json'),
    );
    expect(JSON.parse(String((search?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      locale: 'fr_FR',
      numberOfPackagesPerHotel: 20,
      page: 0,
      limit: 3,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/offers.json'))).toBe(
      false,
    );
  });
});

describe('HomePage hero (CONT-005: jumbotron with search box)', () => {
  it('CONT-005: the header and the footer parts the content leaves out are named for the shell', async () => {
    const booking = flowContent('booking', {
      header: { showHeader: false },
      footer: { showFooter: true, showLegal: false, showNewsletter: false, showContact: true },
    });
    answerRoutes({ ...ROUTES, [HOME_URL]: { ...homepage(), booking } });
    const { container } = await renderHome();
    await waitFor(() =>
      expect(container.querySelector('[data-hide-chrome]')).toHaveAttribute(
        'data-hide-chrome',
        'header legal newsletter',
      ),
    );
  });

  it('CONT-005: content that shows every part names none', async () => {
    answerRoutes(ROUTES);
    const { container } = await renderHome();
    await screen.findByText('Over 2,000 hotels with breakfast, dinner, spa or activity included');
    expect(container.querySelector('[data-hide-chrome]')).toBeNull();
  });

  it('CONT-005: the search box loads once the page is idle, in its reserved space', async () => {
    answerRoutes(ROUTES);
    fakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loadModule = loaderAnswering(searchBoxModule);
    const { container } = await renderHome();
    const region = container.querySelector('[data-boundary="mfe_search"]');
    expect(region).toHaveClass('searchBox');
    expect(region?.querySelector('[data-remote-widget="placeholder"]')).toHaveClass('placeholder');
    expect(loadModule).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(loadModule).toHaveBeenCalledWith(SEARCH_BOX.remote, SEARCH_BOX.module);
    jest.useRealTimers();
    expect(await screen.findByRole('search', { name: 'Search booking' })).toBeInTheDocument();
  });

  it('BEY-011: mfe_search unreachable → a localised message with a retry; the page stays', async () => {
    answerRoutes(ROUTES);
    loaderAnswering(new Error('503'), searchBoxModule);
    const { container } = await renderHome();
    const region = container.querySelector('[data-boundary="mfe_search"]');
    if (!region) throw new Error('no search box region');
    fireEvent.pointerEnter(region);
    expect(
      await screen.findByText(
        'The search is not available right now. The rest of the page still works.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your next weekend starts here' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('search', { name: 'Search booking' })).toBeInTheDocument();
  });
});
