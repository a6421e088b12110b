import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { unstubAllGlobals, stubGlobal } from '@shop/test-support';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelDetail } from '@shop/api-contract';
import {
  activityDates,
  handoffOk,
  hotelDetail,
  offerDetail,
  offersMap,
  productOffer,
  quote,
} from '../test/hotel';
import { json, mockFetch } from '@shop/test-support/fetch';
import { renderWithCopy, setMobile, setPlatform } from '../test/hotel-render';
import HotelPage from './HotelPage';

const DATED = '#checkin=2027-04-02&checkout=2027-04-04';

interface Answers {
  detail?: () => Response;
  offers?: (url: string) => Response;
  list?: (body: string) => Response;
  offerDetail?: () => Response;
  dates?: () => Response;
  quote?: () => Response;
  handoff?: () => Response;
}

const server500 = () => json({ error: 'INTERNAL_ERROR', message: 'boom' }, 500);

function answerWith(answers: Answers = {}) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/hotels/499/detail.json'))
      return answers.detail ? answers.detail() : json(hotelDetail());
    if (url.startsWith('/api/hotels/')) return json({ error: 'NOT_FOUND', message: 'no' }, 404);
    if (/^\/api\/product\/\d+\/offers/.test(url))
      return answers.offers
        ? answers.offers(url)
        : json(
            offersMap([productOffer(101), productOffer(102), productOffer(103, { roomId: 12 })]),
          );
    if (url === '/api/offers.json')
      return answers.list
        ? answers.list(String(init?.body))
        : json({ exactMatch: [], resultsCount: 0 });
    if (/^\/api\/weekend\/\d+\/detail\.json/.test(url))
      return answers.offerDetail ? answers.offerDetail() : json(offerDetail(101));
    if (/^\/api\/weekend\/\d+\/activityDates\.json/.test(url))
      return answers.dates ? answers.dates() : json(activityDates());
    if (/^\/api\/product\/\d+\/quote/.test(url))
      return answers.quote ? answers.quote() : json(quote(101));
    if (url === '/api/front/checkout/handoff')
      return answers.handoff ? answers.handoff() : json(handoffOk(101));
    return json({ error: 'NOT_FOUND', message: url }, 404);
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));

async function renderPage(hotelId = '499') {
  await renderWithCopy(<HotelPage params={{ hotelId }} />);
  if (/^\d+$/.test(hotelId)) await screen.findByRole('heading', { level: 1 });
}

beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  setMobile(false);
  stubGlobal('scrollTo', jest.fn());
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  unstubAllGlobals();
  document.head
    .querySelectorAll('meta[name="robots"], meta[name="description"]')
    .forEach((m) => m.remove());
});

describe('hotel page', () => {
  it('PROD-044: breadcrumb, 4-image gallery, date and traveller selector, anchors, rooms and reviews', async () => {
    setPlatform();
    answerWith();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel del Mar' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('France')).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'Photos of Hotel del Mar' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(4);
    expect(within(gallery).getByText('See 6 pictures')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dates/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Travellers/ })).toBeInTheDocument();
    const anchors = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(anchors)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Offers', 'Reviews']);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Sea view room' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Garden suite' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(document.getElementById('reviews')).not.toBeNull();
  });

  it('PROD-044: a gallery picture opens the full-screen slideshow, which turns the pictures', async () => {
    setPlatform();
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 6' }));
    const slideshow = await screen.findByRole('dialog', { name: 'Photos' });
    expect(within(slideshow).getByText('Photo 2 of 6')).toBeInTheDocument();
    await user.click(within(slideshow).getByRole('button', { name: 'Next photo' }));
    expect(within(slideshow).getByText('Photo 3 of 6')).toBeInTheDocument();
    expect(within(slideshow).getByRole('img')).toHaveAttribute('alt', 'Hotel del Mar, photo 3');
  });

  it('PROD-046: the sticky bar carries the tabs getaways, about, reviews and the selector', async () => {
    setPlatform();
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    const bar = screen.getByTestId('hotel-sticky-bar');
    const tabs = within(bar).getByRole('navigation', { name: 'Hotel sections' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Getaways', 'About', 'Reviews']);
    expect(within(bar).getByRole('button', { name: /^Dates/ })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /^Travellers/ })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('button', { name: 'Reviews' }));
    expect(window.scrollTo).toHaveBeenCalled();
    expect(document.activeElement).toBe(document.getElementById('reviews'));
  });

  it('PROD-047: the hash party and dates go to the offers call; anchor=products scrolls to the offers', async () => {
    setPlatform({ hash: `${DATED}&a=3&c=1&anchor=products` });
    const fetchMock = answerWith();
    await renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Sea view room' });
    const [url] = callsTo(fetchMock, '/api/product/101/offers')[0]!;
    const query = new URLSearchParams(String(url).split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      locale: 'fr_FR',
      checkin: '2027-04-02',
      nights: '2',
      adult: '3',
      child: '1',
      baby: '0',
    });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.getElementById('offers'));
  });

  it('PROD-047: an impossible hash (past dates, 40 adults) asks the defaults', async () => {
    setPlatform({ hash: '#checkin=2020-01-01&checkout=2020-01-03&a=40&b=x' });
    const fetchMock = answerWith();
    await renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Sea view room' });
    const [url] = callsTo(fetchMock, '/api/product/101/offers')[0]!;
    expect(String(url)).toBe('/api/product/101/offers?locale=fr_FR&adult=2&child=0&baby=0');
  });

  it("PROD-017: from a partner minisite, the offers and the chosen offer's quote carry it", async () => {
    setPlatform({ search: '?minisite=cezam-fr', hash: DATED });
    const fetchMock = answerWith();
    const user = userEvent.setup();
    await renderPage();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Sea view room' })).closest(
      'article',
    )!;
    const [offers] = callsTo(fetchMock, '/api/product/101/offers')[0]!;
    expect(new URL(String(offers), 'http://x').searchParams.get('minisite')).toBe('cezam-fr');
    await user.click(within(card).getByRole('button', { name: 'Select Offer 101' }));
    await screen.findByRole('dialog', { name: 'Offer 101' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => /\/api\/product\/\d+\/quote\?/.test(String(url))),
      ).toBe(true),
    );
    const quote = fetchMock.mock.calls.find(([url]) =>
      /\/api\/product\/\d+\/quote\?/.test(String(url)),
    )!;
    expect(new URL(String(quote[0]), 'http://x').searchParams.get('minisite')).toBe('cezam-fr');
  });

  it('PROD-047: a traveller change writes a, c, b to the hash', async () => {
    const navigate = setPlatform({ hash: DATED });
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: /^Travellers/ }));
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    expect(navigate).toHaveBeenLastCalledWith(
      '/hotel/499#checkin=2027-04-02&checkout=2027-04-04&c=1&s=1',
      { replace: true },
    );
  });

  it('PROD-047, §4.2: the shared calendar writes checkin and checkout to the hash', async () => {
    const navigate = setPlatform({ hash: '#a=3' });
    const fetchMock = answerWith();
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    await within(dialog).findAllByRole('grid');
    // The hotel's own days (its availabilities call) decide what can be picked.
    expect(callsTo(fetchMock, '/api/hotels/499/availabilities.json')).not.toHaveLength(0);
    const days = Array.from(dialog.querySelectorAll<HTMLElement>('[data-date]')).filter(
      (cell) => cell.getAttribute('aria-disabled') !== 'true',
    );
    const checkin = days[10]!.dataset.date!;
    const checkout = days[12]!.dataset.date!;
    await user.click(days[10]!);
    await user.click(days[12]!);
    expect(navigate).toHaveBeenLastCalledWith(
      `/hotel/499#checkin=${checkin}&checkout=${checkout}&a=3`,
      { replace: true },
    );
  });

  it('PROD-048: no offer on the dates: the message, phone help, hours, and See all offers clears the hash', async () => {
    const navigate = setPlatform({ hash: DATED });
    answerWith({ offers: () => json(offersMap([])) });
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByText('Sorry, no availability on your dates')).toBeInTheDocument();
    expect(screen.getByText(/help you find a stay by phone/)).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday 10h-19h, Saturday 10h-18h')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all offers' }));
    expect(navigate).toHaveBeenLastCalledWith('/hotel/499', { replace: true });
  });

  it('PROD-049: a hotel selling nothing says so', async () => {
    setPlatform();
    const fetchMock = answerWith({
      detail: () => json(hotelDetail({ weekends: [], rooms: [], active: false })),
    });
    await renderPage();
    expect(
      screen.getByText("Sorry, we currently don't have any offers for this hotel."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/product/')).toHaveLength(0);
  });

  it('PROD-050: a hotel that is not active gets noindex; an active one keeps the shell value', async () => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'index, follow';
    document.head.append(meta);
    setPlatform();
    answerWith({ detail: () => json(hotelDetail({ active: false })) });
    await renderPage();
    await waitFor(() => expect(meta).toHaveAttribute('content', 'noindex'));
    expect(document.title).toContain('Hotel del Mar');
    cleanup();
    expect(meta).toHaveAttribute('content', 'index, follow');
    answerWith();
    await renderPage();
    expect(meta).toHaveAttribute('content', 'index, follow');
  });

  it('PROD-051: a room card lists its offers; selecting one without dates opens the calendar', async () => {
    setPlatform();
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Sea view room' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Offer 101')).toBeInTheDocument();
    expect(within(card).getByText('Offer 102')).toBeInTheDocument();
    expect(within(card).queryByText('Offer 103')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Select Offer 101' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your dates' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Offer 101' })).toBeNull();
  });

  it('PROD-057: prices in euros from cents, rounded up; a promo under 10 % shows no badge', async () => {
    setPlatform();
    answerWith({
      offers: () =>
        json(
          offersMap([
            productOffer(101),
            productOffer(102, {
              priceInfo: { ...productOffer(102).priceInfo, promoPercentageRounded: 5 },
            }),
          ]),
        ),
    });
    await renderPage();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Sea view room' })).closest(
      'article',
    )!;
    const rows = within(card).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/121\s€/);
    expect(rows[0]).toHaveTextContent('-20%');
    expect(rows[1]).toHaveTextContent(/121\s€/);
    expect(rows[1]).not.toHaveTextContent('-5%');
  });

  it('PROD-058: a hotel without room-bound offers lists its offers from POST offers.json, priceAsc', async () => {
    setPlatform({ hash: DATED });
    const { offerCard } = await import('@shop/api-contract/samples');
    const fetchMock = answerWith({
      detail: () => json(hotelDetail({ rooms: [] })),
      list: () =>
        json({
          exactMatch: [offerCard({ id: 201, label: 'Cheap escape', sellPrice: 9000, promo: 8 })],
          resultsCount: 1,
        }),
    });
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Cheap escape' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('-8%')).toBeNull();
    const [, init] = callsTo(fetchMock, '/api/offers.json')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      locale: 'fr_FR',
      orderBy: 'priceAsc',
      criteria: {
        hotelId: 499,
        adults: 2,
        children: 0,
        babies: 0,
        checkin: '2027-04-02',
        night: 2,
      },
    });
  });

  it('PROD-055, LEFT-035: a failing offers call shows the no-availability message', async () => {
    setPlatform({ hash: DATED });
    answerWith({ offers: server500 });
    await renderPage();
    expect(await screen.findByText('Sorry, no availability on your dates')).toBeInTheDocument();
  });
});

describe('offer detail and booking options', () => {
  async function openOffer(answers: Answers = {}, hash = DATED) {
    const navigate = setPlatform({ hash });
    const fetchMock = answerWith(answers);
    const user = userEvent.setup();
    await renderPage();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Sea view room' })).closest(
      'article',
    )!;
    await user.click(within(card).getByRole('button', { name: 'Select Offer 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer 101' });
    return { dialog, user, navigate, fetchMock };
  }

  it('PROD-065: selecting an offer opens its detail: program lines, room and booking options', async () => {
    const { dialog } = await openOffer();
    expect(await within(dialog).findByText('1 night in a sea view room')).toBeInTheDocument();
    expect(within(dialog).getByText('Dinner for two')).toBeInTheDocument();
    expect(within(dialog).getByText('Sea view room')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Booking options' })).toBeInTheDocument();
    expect(dialog.className).toMatch(/sheet/);
  });

  it('PROD-065: the details button opens the detail too, even without dates', async () => {
    setPlatform();
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Details: Offer 103' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer 103' });
    expect(
      within(dialog).getByText('Choose your dates to see the price of your stay.'),
    ).toBeInTheDocument();
  });

  it('PROD-056: a failing offer detail shows "Oops, something went wrong"', async () => {
    const { dialog } = await openOffer({ offerDetail: server500 });
    expect(await within(dialog).findByText('Oops, something went wrong')).toBeInTheDocument();
  });

  it('PROD-052: the clicked offer is chosen among the room offers, with one date per activity', async () => {
    const { dialog, user } = await openOffer();
    const offers = within(dialog).getByRole('group', { name: 'Your offer' });
    expect(within(offers).getByRole('radio', { name: 'Offer 101' })).toBeChecked();
    const spa = await within(dialog).findByRole('combobox', { name: 'Date of Spa access' });
    await user.selectOptions(spa, 'SPA1_2027-04-02');
    await user.selectOptions(spa, 'SPA1_2027-04-03');
    expect(spa).toHaveValue('SPA1_2027-04-03');
  });

  it('PROD-053: Book is blocked until every activity has a date and flags the missing one', async () => {
    const { dialog, user, fetchMock } = await openOffer();
    const spa = await within(dialog).findByRole('combobox', { name: 'Date of Spa access' });
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(spa).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getAllByText('Please choose your activity dates.').length,
    ).toBeGreaterThan(0);
    expect(callsTo(fetchMock, '/api/front/checkout/handoff')).toHaveLength(0);
  });

  it('PROD-054: options not fully in view: the first Book click only scrolls them into view', async () => {
    const { dialog, user, fetchMock, navigate } = await openOffer();
    const spa = await within(dialog).findByRole('combobox', { name: 'Date of Spa access' });
    await user.selectOptions(spa, 'SPA1_2027-04-03');
    const panel = within(dialog).getByTestId('booking-options');
    const scrollIntoView = jest.fn();
    panel.scrollIntoView = scrollIntoView;
    panel.getBoundingClientRect = () => ({ top: 500, bottom: 2000 }) as DOMRect;
    const book = within(dialog).getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, '/api/front/checkout/handoff')).toHaveLength(0);
    await user.click(book);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('CHK-001..003: Book initialises checkout by offer id, records add_to_cart and goes to the summary', async () => {
    const { dialog, user, fetchMock, navigate } = await openOffer();
    const spa = await within(dialog).findByRole('combobox', { name: 'Date of Spa access' });
    await user.selectOptions(spa, 'SPA1_2027-04-03');
    const book = within(dialog).getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls.at(-1)?.[0]).toBe(
      '/checkout/101/summary?flow=booking#checkin=2027-04-02&checkout=2027-04-04&nights=2&activityDates=SPA1_2&productId=101',
    );
    const [, init] = callsTo(fetchMock, '/api/front/checkout/handoff')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      flow: 'booking',
      productId: 101,
      locale: 'fr_FR',
      criteria: {
        checkin: '2027-04-02',
        checkout: '2027-04-04',
        nights: 2,
        a: 2,
        c: 0,
        b: 0,
        activityDates: 'SPA1_2',
      },
      selectedOffer: 101,
      selectedDates: ['SPA1_2027-04-03'],
      hbp: true,
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', item_id: 101 }),
    );
  });

  it('CHK-002: a refused hand-off is logged and checkout does not start', async () => {
    const { dialog, user, fetchMock, navigate } = await openOffer({
      handoff: () => json({ ok: false, error: 'NOT_BOOKABLE', message: 'no' }),
    });
    const spa = await within(dialog).findByRole('combobox', { name: 'Date of Spa access' });
    await user.selectOptions(spa, 'SPA1_2027-04-03');
    const book = within(dialog).getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    expect(await within(dialog).findByText('Oops, something went wrong')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/logs')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalledWith(expect.stringContaining('/checkout/'));
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
  });

  it('PROD-055: a failing quote in the booking options shows the no-availability message', async () => {
    const { dialog } = await openOffer({ quote: server500 });
    expect(
      await within(dialog).findByText('Sorry, no availability on your dates'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book' })).toBeDisabled();
  });
});

describe('hotel info block', () => {
  it('PROD-062, PROD-063: things to know shows the pets policy, local tax and cancellation; focus returns on close', async () => {
    setPlatform();
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    const opener = screen.getByRole('button', { name: 'Things to know' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Things to know' });
    expect(within(dialog).getByText('Pets are allowed: 1 pet per room.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Extra charge: 15\s€ per pet\./)).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum weight: 10 kg.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Local tax: 1,50\s€ per person per night\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/until 7 days before arrival/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('PROD-063: petsMaxNumberOfPets defaults to 1 and a percentage tax is a share of the package', async () => {
    setPlatform();
    const hotel: HotelDetail = hotelDetail({
      policy: { petsAllowed: true, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 0 },
      localTax: {
        amount: 0,
        currency: 'EUR',
        toBePaidAtHotel: false,
        type: 'BOOKING_PERCENTAGE',
        percentage: 5,
      },
    });
    answerWith({ detail: () => json(hotel) });
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Things to know' }));
    const dialog = await screen.findByRole('dialog', { name: 'Things to know' });
    expect(within(dialog).getByText('Pets are allowed: 1 pet per room.')).toBeInTheDocument();
    expect(within(dialog).getByText('No extra charge for pets.')).toBeInTheDocument();
    expect(within(dialog).getByText('Local tax: 5% of the package price.')).toBeInTheDocument();
  });

  it('PROD-062: Getting there, hours and services and equipment open their modals', async () => {
    setPlatform();
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Getting there' }));
    let dialog = await screen.findByRole('dialog', { name: 'Getting there' });
    expect(within(dialog).getByText('1 Promenade')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Hours' }));
    dialog = await screen.findByRole('dialog', { name: 'Hours' });
    expect(within(dialog).getByText('From 15:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Until 11:00')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Services and equipment' }));
    dialog = await screen.findByRole('dialog', { name: 'Services and equipment' });
    expect(within(dialog).getByText('Spa')).toBeInTheDocument();
  });

  it('PROD-064: the important information box and the highlights', async () => {
    setPlatform();
    answerWith();
    await renderPage();
    const box = screen.getByRole('region', { name: 'Important information' });
    expect(within(box).getByText('The pool is closed in winter.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
  });

  it('§2.4: the description toggles between 250 characters (desktop) and full', async () => {
    setPlatform();
    answerWith();
    const user = userEvent.setup();
    await renderPage();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(screen.getByText(`${'A'.repeat(250)}…`)).toBeInTheDocument();
    await user.click(more);
    expect(screen.getByText('A'.repeat(300))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('§2.4: on mobile the description is cut at 86 characters', async () => {
    setMobile(true);
    setPlatform();
    answerWith();
    await renderPage();
    expect(screen.getByText(`${'A'.repeat(86)}…`)).toBeInTheDocument();
  });
});

describe('hotel not found', () => {
  it('an unknown or non-numeric hotel id gives a clear not-found message', async () => {
    setPlatform();
    const fetchMock = answerWith();
    await renderPage('abc');
    expect(screen.getByRole('heading', { name: 'This hotel does not exist' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    await renderWithCopy(<HotelPage params={{ hotelId: '77' }} />);
    expect(
      await screen.findByRole('heading', { name: 'This hotel does not exist' }),
    ).toBeInTheDocument();
  });
});
