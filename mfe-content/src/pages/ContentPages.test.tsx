import { platformStore } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { renderWithCopy } from '../test/render';
import {
  answerRoutes,
  BANNERS,
  BOXES,
  failure,
  FAQ,
  IDEAS,
  landing,
  MINISITE,
  OFFERS,
  SEARCH_KEY,
  type Routes,
} from '../test/content-fixtures';
import IdeasPage from './IdeasPage';
import LandingPage from './LandingPage';
import MinisitePage from './MinisitePage';
import StaticPage from './StaticPage';

const ROUTES: Routes = {
  '/api/landing/romantic-weekends.json': landing(),
  '/api/front/content-boxes-block/fr_FR': BOXES,
  '/api/content/targetedBanner.json': BANNERS,
  '/api/search-keys/romantic-weekends.json': SEARCH_KEY,
  '/api/offers.json': OFFERS,
  '/api/ideas.json': IDEAS,
  '/api/content/faq.json': FAQ,
  '/api/minisites/cezam-fr.json': MINISITE,
};

const render = (ui: ReactElement) =>
  renderWithCopy(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

let navigateMock: jest.Mock<FunctionLike>;
beforeEach(() => {
  navigateMock = jest.fn<FunctionLike>();
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/', search: '', hash: '' },
    environment: { production: false, indexing: false },
    navigate: navigateMock,
  });
});
afterEach(() => unstubAllGlobals());

describe('landing pages (CONT-020..024, SHELL-008)', () => {
  it('CONT-020: a landing without header or footer names them for the shell', async () => {
    answerRoutes({
      ...ROUTES,
      '/api/landing/romantic-weekends.json': { ...landing(), showHeader: false, showFooter: false },
    });
    const { container } = await render(<LandingPage params={{ landingId: 'romantic-weekends' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Romantic weekends' });
    expect(container.querySelector('[data-hide-chrome]')).toHaveAttribute(
      'data-hide-chrome',
      'header footer',
    );
  });

  it('CONT-020: the configured components in order, with the landing SEO', async () => {
    const fetchMock = answerRoutes(ROUTES);
    const { container } = await render(<LandingPage params={{ landingId: 'romantic-weekends' }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Romantic weekends' }),
    ).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/landing/romantic-weekends.json?locale=fr_FR',
    );
    expect(
      [...container.querySelectorAll('[data-block]')].map((block) =>
        block.getAttribute('data-block'),
      ),
    ).toEqual([
      'topBar',
      'jumbotronPromo',
      'mainUsp',
      'topSearchResults',
      'promoCards',
      'targetedBanner',
      'boxes',
    ]);
    expect(await screen.findByRole('note')).toHaveTextContent('Best price guaranteed');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Our most romantic hotels.',
      ),
    );
    expect(await screen.findByRole('complementary', { name: 'Home banner' })).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Our best-selling gift boxes' }),
    ).toBeVisible();
  });

  it('CONT-021 / CONT-022: top results: at most 3 in a 3-column grid, linked to their pages', async () => {
    answerRoutes(ROUTES);
    await render(<LandingPage params={{ landingId: 'romantic-weekends' }} />);
    const top = await screen.findByTestId('top-results');
    const grid = within(top).getByRole('list');
    expect(grid).toHaveAttribute('data-columns', '3');
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Weekend 1' }),
    ).toHaveAttribute('href', '/weekend/1');
    expect(within(top).getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('CONT-023: a search key or search that fails hides its block; the rest stays', async () => {
    answerRoutes({ ...ROUTES, '/api/search-keys/romantic-weekends.json': failure });
    const { container } = await render(<LandingPage params={{ landingId: 'romantic-weekends' }} />);
    expect(
      await screen.findByRole('region', { name: 'Our best-selling gift boxes' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(container.querySelector('[data-block="topSearchResults"]')).toBeEmptyDOMElement(),
    );
    expect(screen.queryByTestId('top-results')).toBeNull();
  });

  it('CONT-024: promo cards capped at 5 columns, the USP grid at 5', async () => {
    answerRoutes(ROUTES);
    await render(<LandingPage params={{ landingId: 'romantic-weekends' }} />);
    const cards = await screen.findByRole('region', { name: 'More ideas for your weekend' });
    expect(within(cards).getByRole('list')).toHaveAttribute('data-columns', '5');
    expect(within(cards).getByRole('link', { name: 'Selection 2' })).toHaveAttribute(
      'href',
      '/landing/selection-2',
    );
  });

  it('SHELL-008: no landing for the id and locale → the default page with a way on', async () => {
    answerRoutes(ROUTES);
    await render(<LandingPage params={{ landingId: 'nothing-here' }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not available.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});

describe('ideas page (CONT-025, CONT-026, LEFT-028)', () => {
  it('CONT-025 / LEFT-028: title, intro, 6 ideas per section before "See more", region links', async () => {
    const fetchMock = answerRoutes(ROUTES);
    await render(<IdeasPage params={{}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend ideas' })).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/ideas.json?locale=fr_FR&lng=en');
    expect(screen.getByText('Not sure where to go?')).toBeVisible();
    const themes = screen.getByRole('region', { name: 'By theme' });
    expect(within(themes).getAllByRole('link')).toHaveLength(6);
    await userEvent.click(within(themes).getByRole('button', { name: 'See more: By theme' }));
    expect(within(themes).getAllByRole('link')).toHaveLength(8);
    await waitFor(() =>
      expect(within(themes).getByRole('link', { name: 'Theme 7' })).toHaveFocus(),
    );
    expect(within(themes).queryByRole('button', { name: /See more/ })).toBeNull();
    // Four ideas: no "See more".
    const seasons = screen.getByRole('region', { name: 'By season' });
    expect(within(seasons).getAllByRole('link')).toHaveLength(4);
    expect(within(seasons).queryByRole('button')).toBeNull();
    expect(within(seasons).getByRole('link', { name: 'Season 3' })).toHaveAttribute(
      'href',
      '/landing/season-3',
    );
    const regions = screen.getByRole('navigation', { name: 'Regions' });
    expect(within(regions).getByRole('link', { name: 'Alsace' })).toHaveAttribute(
      'href',
      '/search?region=alsace',
    );
  });

  it('CONT-026: a failing ideas call shows "Oops, something went wrong"', async () => {
    answerRoutes({ ...ROUTES, '/api/ideas.json': failure });
    await render(<IdeasPage params={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong');
  });
});

describe('static pages (CONT-027, SHELL-006)', () => {
  it('CONT-027: the title and content of the content id; site links stay in the app', async () => {
    const fetchMock = answerRoutes(ROUTES);
    await render(<StaticPage params={{ contentId: 'faq' }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/content/faq.json?locale=fr_FR&lng=en');
    expect(
      screen.getByRole('heading', { level: 2, name: 'How do I change my booking?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'the contact page' }));
    expect(navigateMock).toHaveBeenCalledWith('/contact', undefined);
  });

  it('SHELL-006: nothing without a content id; an unknown id gives the default page', async () => {
    const fetchMock = answerRoutes(ROUTES);
    const empty = await render(<StaticPage params={{}} />);
    expect(empty.container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    empty.unmount();
    await render(<StaticPage params={{ contentId: 'nothing' }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not available.' }),
    ).toBeVisible();
  });
});

describe('minisites (CONT-066..068, LEFT-004)', () => {
  it('CONT-066 / CONT-067: logo, banners (desktop/mobile), links carrying the minisite id, legal footer', async () => {
    const fetchMock = answerRoutes(ROUTES);
    await render(<MinisitePage params={{ minisiteId: 'cezam-fr', '*': '' }} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Weekends for Cezam Avantages members',
      }),
    ).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/minisites/cezam-fr.json');
    expect(screen.getByRole('img', { name: 'Cezam Avantages' })).toHaveAttribute(
      'src',
      '/api/images/content/minisites-cezam-fr-logo.svg',
    );
    const banner = document.querySelector('picture');
    expect(banner?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/api/images/content/minisites-cezam-fr-desktop.svg',
    );
    expect(banner?.querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/content/minisites-cezam-fr-mobile.svg',
    );
    const links = screen.getByRole('navigation', { name: 'Cezam Avantages offers' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/search?minisite=cezam-fr',
      '/gift/search?minisite=cezam-fr',
      '/weekend-ideas?minisite=cezam-fr',
    ]);
    expect(
      screen.getByRole('region', { name: 'Cezam Avantages legal information' }),
    ).toHaveTextContent('example price €99 per night, bookable until 31 December');
  });

  it('LEFT-004: a deeper minisite address goes to its main route with the minisite id', async () => {
    answerRoutes(ROUTES);
    platformStore.setState({
      location: { pathname: '/minisite/cezam-fr/search', search: '?lng=en', hash: '#a=3' },
    });
    await render(<MinisitePage params={{ minisiteId: 'cezam-fr', '*': 'search' }} />);
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/search?lng=en&minisite=cezam-fr#a=3', {
        replace: true,
      }),
    );
  });

  it('an unknown minisite shows the default page', async () => {
    answerRoutes(ROUTES);
    await render(<MinisitePage params={{ minisiteId: 'nobody', '*': '' }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This partner site does not exist.' }),
    ).toBeVisible();
    await act(async () => undefined);
  });
});
