import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { WeekendDetail } from '@shop/api-contract';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { platformStore, resetWishlist, wishlistStore } from '@shop/platform';
import { fakeTimers, stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';
import { setMobile } from '../test/media';
import { loadCopy } from '../test/render';
import { otherOffersAnswer, upsellAnswer, weekendDetail } from '../test/weekend';

// ADR 0014: the page's second part waits for the page's idle moment; here that moment is now.
jest.unstable_mockModule('@shop/design-system/when-idle', () => ({ useIdle: () => true }));
const { default: ProductPage } = await import('./ProductPage');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Answers {
  detail?: () => Response;
  upsell?: () => Response;
  otherOffers?: () => Response;
}

let fetchMock: jest.Mock<FunctionLike>;
function answerWith(answers: Answers = {}) {
  fetchMock = jest.fn<FunctionLike>(async (input: unknown) => {
    const url = String(input);
    if (url.includes('/detail.json'))
      return answers.detail ? answers.detail() : json(weekendDetail());
    if (url.includes('/upsell.json'))
      return answers.upsell ? answers.upsell() : json(upsellAnswer());
    if (url.includes('/otherOffers.json'))
      return answers.otherOffers ? answers.otherOffers() : json(otherOffersAnswer(3));
    return json({ error: 'NOT_FOUND', message: url }, 404);
  });
  stubGlobal('fetch', fetchMock);
}
const detailWith = (overrides: Partial<WeekendDetail>) => () => json(weekendDetail(overrides));
const calledUrls = (part: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(part));

let navigate: jest.Mock<FunctionLike>;
function setPlatform(
  state: {
    locale?: 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_BE';
    search?: string;
    hash?: string;
    production?: boolean;
    indexing?: boolean;
    nativeApp?: boolean;
  } = {},
) {
  navigate = jest.fn<FunctionLike>();
  platformStore.setState({
    locale: state.locale ?? 'fr_FR',
    language: 'en',
    location: {
      pathname: '/weekend/746',
      search: state.search ?? '?lng=en',
      hash: state.hash ?? '',
    },
    environment: { production: state.production ?? false, indexing: state.indexing ?? false },
    nativeApp: state.nativeApp ?? false,
    navigate,
  });
}

async function renderPage(productId = '746') {
  loadCopy();
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Suspense fallback={null}>
          <ProductPage params={{ productId }} />
        </Suspense>
      </SWRConfig>,
    );
  });
}
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Spa escape and dinner' });

beforeAll(async () => {
  // The lazily loaded parts, compiled once up front (the first import is slow under VM modules).
  await Promise.all([
    import('../widgets/stay-body/components/StayBody'),
    import('../features/hotel-reviews/components/HotelReviews'),
    import('../widgets/stay-header/components/StayActions'),
    import('../features/photo-gallery/components/PhotoCarousel'),
    import('../features/photo-gallery/components/PhotoGalleryModal'),
    import('../features/upsell/components/UpsellExtras'),
    import('../features/other-offers/components/OtherOffers'),
  ]);
});
beforeEach(() => {
  installDialogPolyfill();
  setMobile(false);
  setPlatform();
  answerWith();
  window.localStorage.clear();
  resetWishlist();
  window.dataLayer = [];
  document.title = 'Weekend Shop';
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  unstubAllGlobals();
  document.head
    .querySelectorAll('script[type="application/ld+json"]')
    .forEach((node) => node.remove());
});

describe('stay product page', () => {
  it('PROD-002: inside the native app wrapper a Back button replaces the breadcrumb', async () => {
    setPlatform({ nativeApp: true });
    await renderPage();
    await loaded();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    // Opened straight from the app (no history in the tab): back leads to the search page.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenCalledWith('/search');
    // The breadcrumb data stays for search engines.
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it('PROD-002: a breadcrumb from home through the places and the hotel to the product, with BreadcrumbList data', async () => {
    await renderPage();
    await loaded();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/?lng=en'],
      ['France', '/search?lng=en#country=1'],
      ['Nice', '/search?lng=en#city=64'],
      ['Hotel del Mar', '/hotel/499?lng=en'],
    ]);
    expect(within(nav).getByText('Spa escape and dinner')).toHaveAttribute('aria-current', 'page');
    const data = document.head.querySelector('script[type="application/ld+json"]');
    const list = JSON.parse(data?.textContent ?? '{}') as {
      '@type': string;
      itemListElement: { name: string }[];
    };
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'France',
      'Nice',
      'Hotel del Mar',
      'Spa escape and dinner',
    ]);
  });

  it('PROD-003: a mosaic of the first 5 photos in a reserved box; "See 12 pictures" opens the full gallery, closing gives the focus back', async () => {
    const user = userEvent.setup();
    await renderPage();
    await loaded();
    const mosaic = screen.getByRole('list', { name: 'Pictures of Spa escape and dinner' });
    expect(within(mosaic).getAllByRole('button')).toHaveLength(5);
    const images = mosaic.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('width', '640');
    expect(images[0]).toHaveAttribute('height', '360');
    const seeAll = screen.getByRole('button', { name: 'See 12 pictures' });
    await user.click(seeAll);
    const dialog = await screen.findByRole('dialog', {
      name: 'Spa escape and dinner: 12 pictures',
    });
    expect(within(dialog).getAllByRole('img')).toHaveLength(12);
    await user.click(within(dialog).getByRole('button', { name: 'Close the pictures' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seeAll).toHaveFocus();
  });

  it('PROD-003: a mosaic photo opens the gallery too', async () => {
    const user = userEvent.setup();
    await renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Open picture 3 of 12' }));
    expect(await screen.findByRole('dialog', { name: /12 pictures/ })).toBeInTheDocument();
  });

  it('PROD-003: mobile shows a carousel of every photo instead of the mosaic', async () => {
    setMobile(true);
    await renderPage();
    await loaded();
    expect(screen.queryByRole('list', { name: 'Pictures of Spa escape and dinner' })).toBeNull();
    const carousel = screen.getByRole('region', { name: 'Pictures of Spa escape and dinner' });
    expect(within(carousel).getAllByRole('img')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'See 12 pictures' })).toBeInTheDocument();
  });

  it('PROD-004: wishlist heart on the shared wishlist, title, hotel and score, "Your stay includes"', async () => {
    const user = userEvent.setup();
    await renderPage();
    await loaded();
    const heart = await screen.findByRole('button', {
      name: 'Save Spa escape and dinner to my wishlist',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistStore.getState().lists.STAY).toEqual([
      expect.objectContaining({ id: 746, label: 'Spa escape and dinner', uri: '/weekend/746' }),
    ]);
    const hotel = screen.getByTestId('hotel-score');
    expect(hotel).toHaveTextContent('Hotel del Mar');
    expect(within(hotel).getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(within(hotel).getByText('Rated 8,6 out of 10, 109 reviews')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your stay includes' }),
    ).toBeInTheDocument();
  });

  it('PROD-005: the sections are present, each a landmark with the id of its tab', async () => {
    await renderPage();
    await loaded();
    for (const [id, name] of [
      ['description', 'Your stay includes'],
      ['room', 'Your room'],
      ['experience', 'Program and activities'],
      ['reviews', 'Reviews'],
      ['hotel', 'The hotel: Hotel del Mar'],
    ] as const) {
      const section = screen.getByRole('region', { name });
      expect(section).toHaveAttribute('id', id);
    }
    expect(await screen.findByRole('heading', { name: 'Add an extra' })).toBeInTheDocument();
    // PROD-064: the reviews section holds mfe-content's reviews widget for the hotel.
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(reviews.querySelector('[data-boundary="mfe_content"]')).toHaveAttribute(
      'data-widget',
      './HotelReviews',
    );
  });

  it('PROD-006: the hotel’s other offers in a carousel titled "{{count}} other offers at: {{hotelName}}"', async () => {
    await renderPage();
    await loaded();
    const heading = await screen.findByRole('heading', {
      name: '3 other offers at: Hotel del Mar',
    });
    const carousel = screen.getByRole('group', { name: '3 other offers at: Hotel del Mar' });
    expect(
      within(carousel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/weekend/900?lng=en', '/weekend/901?lng=en', '/weekend/902?lng=en']);
    expect(heading).toBeInTheDocument();
    expect(calledUrls('/otherOffers.json')).toEqual([
      '/api/weekend/746/otherOffers.json?locale=fr_FR',
    ]);
  });

  it('PROD-006: no carousel when the hotel has no other offer or the call fails', async () => {
    answerWith({ otherOffers: () => json({ error: 'INTERNAL_ERROR', message: 'boom' }, 500) });
    await renderPage();
    await loaded();
    await waitFor(() => expect(calledUrls('/otherOffers.json')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /other offers? at/ })).toBeNull();
  });

  it('PROD-007: five tabs; a click scrolls smoothly to the section 70 px below the top on desktop', async () => {
    const scrollTo = jest.fn<FunctionLike>();
    stubGlobal('scrollTo', scrollTo);
    const user = userEvent.setup();
    await renderPage();
    await loaded();
    const nav = screen.getByRole('navigation', { name: 'Sections of the offer' });
    const tabs = within(nav).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Description',
      'Room',
      'Experience',
      'Reviews',
      'Hotel',
    ]);
    const reviews = document.getElementById('reviews')!;
    reviews.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    await user.click(within(nav).getByRole('button', { name: 'Reviews' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 930, behavior: 'smooth' });
    expect(reviews).toHaveFocus();
    // A block above loaded during the scroll and moved the section 120 px down: put back.
    Object.defineProperty(window, 'scrollY', { value: 930, configurable: true });
    reviews.getBoundingClientRect = () => ({ top: 190 }) as DOMRect;
    act(() => window.dispatchEvent(new Event('scrollend')));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1050, behavior: 'auto' });
    expect(within(nav).getByRole('button', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('PROD-007: on mobile the tab leaves 30 px above the section', async () => {
    setMobile(true);
    const scrollTo = jest.fn<FunctionLike>();
    stubGlobal('scrollTo', scrollTo);
    await renderPage();
    await loaded();
    document.getElementById('hotel')!.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Hotel' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 470, behavior: 'smooth' });
  });

  it('PROD-007: the active tab follows the section in view, observed at a 0.3 threshold', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    stubGlobal('IntersectionObserver', FakeObserver);
    await renderPage();
    await loaded();
    const tabs = observers.find((observer) => observer.options?.threshold === 0.3);
    expect(tabs).toBeDefined();
    const entry = (id: string, ratio: number) =>
      ({
        target: document.getElementById(id),
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
      }) as unknown as IntersectionObserverEntry;
    act(() =>
      tabs!.callback([entry('description', 0), entry('room', 0.5)], {} as IntersectionObserver),
    );
    expect(screen.getByRole('button', { name: 'Room' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Description' })).not.toHaveAttribute('aria-current');
    act(() =>
      tabs!.callback([entry('room', 0.2), entry('experience', 0.31)], {} as IntersectionObserver),
    );
    expect(screen.getByRole('button', { name: 'Experience' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('PROD-007: of the sections in view, the last one whose top reached the 70 px line is active', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    stubGlobal('IntersectionObserver', FakeObserver);
    await renderPage();
    await loaded();
    const tabs = observers.find((observer) => observer.options?.threshold === 0.3)!;
    const at = (id: string, top: number, ratio: number) => {
      const target = document.getElementById(id)!;
      target.getBoundingClientRect = () => ({ top }) as DOMRect;
      return {
        target,
        isIntersecting: true,
        intersectionRatio: ratio,
      } as unknown as IntersectionObserverEntry;
    };
    act(() =>
      tabs.callback(
        [at('room', -200, 0.4), at('experience', 300, 0.5)],
        {} as IntersectionObserver,
      ),
    );
    expect(screen.getByRole('button', { name: 'Room' })).toHaveAttribute('aria-current', 'true');
    act(() =>
      tabs.callback([at('room', -400, 0.4), at('experience', 70, 0.9)], {} as IntersectionObserver),
    );
    expect(screen.getByRole('button', { name: 'Experience' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('PROD-007: a clicked tab stays active while its scroll passes other sections', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    stubGlobal('IntersectionObserver', FakeObserver);
    stubGlobal('scrollTo', jest.fn<FunctionLike>());
    await renderPage();
    await loaded();
    const tabs = observers.find((observer) => observer.options?.threshold === 0.3)!;
    const entry = (id: string, ratio: number) =>
      ({
        target: document.getElementById(id),
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
      }) as unknown as IntersectionObserverEntry;
    fireEvent.click(screen.getByRole('button', { name: 'Hotel' }));
    act(() =>
      tabs.callback([entry('reviews', 1), entry('hotel', 0.6)], {} as IntersectionObserver),
    );
    expect(screen.getByRole('button', { name: 'Hotel' })).toHaveAttribute('aria-current', 'true');
    // The scroll has ended and settled: the sections in view lead again.
    act(() => window.dispatchEvent(new Event('scrollend')));
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 300);
    act(() =>
      tabs.callback([entry('hotel', 0), entry('reviews', 0.9)], {} as IntersectionObserver),
    );
    expect(screen.getByRole('button', { name: 'Reviews' })).toHaveAttribute('aria-current', 'true');
  });

  it.each(['es_ES', 'it_IT'] as const)(
    'PROD-008: in %s the tabs are hidden and the hotel and score sit above the title',
    async (locale) => {
      setPlatform({ locale });
      await renderPage();
      const title = await loaded();
      expect(screen.queryByRole('navigation', { name: 'Sections of the offer' })).toBeNull();
      const hotel = screen.getByTestId('hotel-score');
      expect(hotel.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('PROD-008: elsewhere (nl_BE) the tabs show and the hotel and score follow the title', async () => {
    setPlatform({ locale: 'nl_BE' });
    await renderPage();
    const title = await loaded();
    expect(screen.getByRole('navigation', { name: 'Sections of the offer' })).toBeInTheDocument();
    const hotel = screen.getByTestId('hotel-score');
    expect(hotel.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('PROD-013: an expired offer says "Too late!" and leads to the hotel’s other offers', async () => {
    answerWith({ detail: detailWith({ published: false }) });
    await renderPage();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Too late!' })).toBeInTheDocument();
    expect(
      screen.getByText('This offer has expired... Luckily, we have other stays to suggest you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other offers' })).toHaveAttribute(
      'href',
      '/hotel/499?lng=en#anchor=products',
    );
    expect(screen.queryByRole('navigation', { name: 'Sections of the offer' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your room' })).toBeNull();
  });

  it('PROD-013: an offer past its expiration day has expired too', async () => {
    answerWith({ detail: detailWith({ expiration: '2020-01-31' }) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Too late!' })).toBeInTheDocument();
  });

  it('PROD-014, SHELL-057: the "CM" button shows the connectivity outside production', async () => {
    const user = userEvent.setup();
    answerWith({
      detail: detailWith({ connectivity: 'CHANNEL_MANAGER', channelManagerId: 'CM-499' }),
    });
    await renderPage();
    await loaded();
    const cm = screen.getByRole('button', { name: 'CM: connectivity of this offer' });
    expect(cm).toHaveTextContent('CM');
    expect(screen.queryByText('CM-499')).not.toBeVisible();
    await user.click(cm);
    expect(cm).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('CM-499')).toBeVisible();
    expect(screen.getByText('CHANNEL_MANAGER')).toBeVisible();
  });

  it('PROD-014, SHELL-057: no "CM" button in production', async () => {
    setPlatform({ production: true });
    await renderPage();
    await loaded();
    expect(screen.queryByRole('button', { name: /^CM/ })).toBeNull();
  });

  it('PROD-077: the breakfast the stay includes: its hours, what it offers, what to know', async () => {
    answerWith({
      detail: detailWith({
        breakfast: {
          type: 'BREAKFAST',
          title: 'Breakfast for every morning',
          schedules: ['7:00–10:30', '8:00–11:00'],
          detailList: ['Continental buffet'],
          mustKnowList: ['Served in the hotel restaurant.'],
        },
      }),
    });
    await renderPage();
    await loaded();
    const experience = screen.getByRole('region', { name: 'Program and activities' });
    const breakfast = within(experience).getByRole('region', {
      name: 'Breakfast for every morning',
    });
    expect(breakfast).toHaveTextContent('Served 7:00–10:30, 8:00–11:00');
    expect(within(breakfast).getByText('Continental buffet')).toBeVisible();
    expect(
      within(breakfast).getByRole('heading', { level: 4, name: 'Good to know' }),
    ).toBeVisible();
    expect(within(breakfast).getByText('Served in the hotel restaurant.')).toBeVisible();
  });

  it('PROD-015: the program lines, then the activities with the dinner menu, summaries cut at 250 characters', async () => {
    const user = userEvent.setup();
    const long = `${'Sea bass, '.repeat(30)}and a dessert.`;
    const base = weekendDetail();
    answerWith({
      detail: detailWith({
        activities: base.activities.map((activity) =>
          activity.type === 'DINNER' ? { ...activity, menu: long } : activity,
        ),
      }),
    });
    await renderPage();
    await loaded();
    const includes = screen.getByRole('region', { name: 'Your stay includes' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 night in a double room',
      'Breakfast',
      'Dinner for two',
      'Access to the spa',
      'Sea view',
      'Spa included',
    ]);
    const experience = screen.getByRole('region', { name: 'Program and activities' });
    expect(
      within(experience).getByRole('heading', { level: 3, name: 'Dinner for two' }),
    ).toBeInTheDocument();
    expect(
      within(experience).getByRole('heading', { level: 4, name: 'Dinner menu' }),
    ).toBeInTheDocument();
    const menu = within(experience).getByText((text) => text.startsWith('Sea bass'));
    expect(menu.textContent).toBe(`${long.slice(0, 250)}…`);
    await user.click(within(experience).getByRole('button', { name: 'Read more' }));
    expect(menu.textContent).toBe(long);
    expect(within(experience).getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(experience).getByText('Two hours of sauna, hammam and pool.'),
    ).toBeInTheDocument();
  });

  it('PROD-016: the stress badges, at most 2', async () => {
    answerWith({
      detail: detailWith({
        lastMinute: true,
        availableRooms: 2,
        marketingLabels: ['BEST_SELLER'],
        targetedLabel: 'FAMILY',
      }),
    });
    await renderPage();
    await loaded();
    expect(screen.getByText('Last minute')).toBeInTheDocument();
    expect(screen.getByText('2 rooms left')).toBeInTheDocument();
    expect(screen.queryByText('Best seller')).toBeNull();
    expect(screen.queryByText('Ideal for families')).toBeNull();
  });

  it('PROD-017: the minisite of the address goes with the detail call', async () => {
    setPlatform({ search: '?lng=en&minisite=club-7' });
    await renderPage();
    await loaded();
    expect(calledUrls('/detail.json')).toEqual([
      '/api/weekend/746/detail.json?locale=fr_FR&client=msite&minisite=club-7',
    ]);
  });

  it('PROD-037, PROD-038: adding an extra shows "We are adding your extra ..." and moves to its product after 500 ms', async () => {
    setPlatform({ hash: '#a=3' });
    await renderPage();
    await loaded();
    const extras = await screen.findByRole('heading', { name: 'Add an extra' });
    const list = extras.parentElement!;
    // PROD-038: 1 night by default: the voucher without a 1-night difference is left out.
    await within(list).findByText('Spa escape with massage');
    expect(within(list).queryByText('Spa escape with champagne')).toBeNull();
    expect(within(list).getByText('+30 €')).toBeInTheDocument();
    fakeTimers();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Add the extra Spa escape with massage' }),
    );
    expect(
      screen.getByRole('dialog', { name: 'We are adding your extra ...' }),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/weekend/800?lng=en#a=3', undefined);
  });

  it('PROD-038: with 2 nights in the hash, the vouchers with a 2-night difference', async () => {
    setPlatform({ hash: '#checkin=2030-06-01&checkout=2030-06-03&nights=2' });
    await renderPage();
    await loaded();
    expect(await screen.findByText('Spa escape with champagne')).toBeInTheDocument();
    expect(screen.getByText('Spa escape with massage')).toBeInTheDocument();
    expect(calledUrls('/upsell.json')).toEqual([
      '/api/weekend/746/upsell.json?locale=fr_FR&nights=2',
    ]);
  });

  it('PROD-037: removing the extra shows "We are removing your extra ..." and goes back to the base product after 500 ms', async () => {
    answerWith({
      detail: detailWith({
        upsellBaseId: 700,
        priceDifference: 3_000,
        priceDifferencePerLos: { '1': 3_000 },
      }),
    });
    await renderPage();
    await loaded();
    const remove = await screen.findByRole('button', {
      name: 'Remove the extra of Spa escape and dinner',
    });
    fakeTimers();
    fireEvent.click(remove);
    expect(
      screen.getByRole('dialog', { name: 'We are removing your extra ...' }),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(navigate).toHaveBeenCalledWith('/weekend/700?lng=en', undefined);
  });

  it('PROD-037: closing the loading modal before 500 ms stays on the page', async () => {
    await renderPage();
    await loaded();
    const add = await screen.findByRole('button', {
      name: 'Add the extra Spa escape with massage',
    });
    fakeTimers();
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => jest.advanceTimersByTime(1_000));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('PROD-081: a failing detail call leaves the page without details and says so, no crash', async () => {
    answerWith({ detail: () => json({ error: 'INTERNAL_ERROR', message: 'boom' }, 500) });
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Oops, something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spa escape and dinner' })).toBeNull();
  });

  it('PROD-081: an answer that breaks the contract is no detail either', async () => {
    answerWith({ detail: () => json({ id: 746, label: 3 }) });
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Oops, something went wrong' }),
    ).toBeInTheDocument();
  });

  it('an unknown or non-numeric id shows the not-found message with noindex', async () => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    answerWith({
      detail: () =>
        json({ error: 'BAD_REQUEST', message: 'id: expected a positive integer id' }, 400),
    });
    await renderPage('abc');
    expect(
      await screen.findByRole('heading', { name: 'This offer does not exist' }),
    ).toBeInTheDocument();
    expect(robots.content).toBe('noindex, follow');
    expect(document.title).toBe('This offer does not exist | Weekend Shop');
    robots.remove();
  });

  it('issue 11: the title, description and (where indexing is allowed) robots come from the pageModel', async () => {
    setPlatform({ indexing: true });
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    await renderPage();
    await loaded();
    expect(document.title).toBe('Spa escape and dinner - Hotel del Mar | Weekend Shop');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Hotel del Mar, Nice · Sea view · Spa included',
    );
    expect(robots.content).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.weekend-shop.fr/weekend/746',
    );
    expect(document.head.querySelector('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute(
      'href',
      'https://nl.weekend-shop.be/weekend/746',
    );
    robots.remove();
  });

  it('issue 11: without indexing the shell’s noindex stays', async () => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    await renderPage();
    await loaded();
    expect(robots.content).toBe('noindex');
    robots.remove();
  });

  it('LEFT-040: view_item on the product view, once', async () => {
    await renderPage();
    await loaded();
    const views = (window.dataLayer ?? []).filter((entry) => entry.event === 'view_item');
    expect(views).toEqual([
      expect.objectContaining({
        event: 'view_item',
        item_id: 746,
        item_name: 'Spa escape and dinner',
        price: 199,
      }),
    ]);
  });
});
