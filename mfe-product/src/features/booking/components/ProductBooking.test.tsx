import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { platformStore } from '@shop/platform';
import { fakeTimers, setSystemTime, unstubAllGlobals } from '@shop/test-support';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  HANDOFF_OK,
  MAY,
  NO_DAYS,
  price,
  quote,
  SPA_DATES,
  weekend,
} from '../../../test/booking-fixtures';
import { stubIntersectionObserver } from '@shop/test-support/intersection';
import { setMobile } from '../../../test/media';
import { calledUrls, type FetchAnswer, json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../../../test/render';
import type { WeekendDetail } from '@shop/api-contract';
import type { RemoteComponentModule, RemoteModuleLoader } from '@shop/platform';
import type { FastCheckoutWidgetProps } from './FastCheckout';
import ProductBooking from './ProductBooking';

const DATED = '#checkin=2027-05-07&checkout=2027-05-08&nights=1';

/** The API as the page meets it: prices with and without dates, May's days, the spa's days. */
function api(
  overrides: Partial<Record<'price' | 'quote' | 'handoff', () => Response>> = {},
): FetchAnswer {
  return (url) => {
    if (url.includes('/price.json')) {
      if (overrides.price) return overrides.price();
      return json(
        url.includes('checkin=')
          ? price({
              priceType: 'FINAL_PRICE',
              sellPrice: 10000,
              refPrice: 12000,
              promo: 16,
              moneySaved: 2000,
              finalPrice: 10000,
              checkin: '2027-05-07',
            })
          : price(),
      );
    }
    if (url.includes('/availabilities.json'))
      return json(url.includes('month=2027-05') ? MAY : NO_DAYS);
    if (url.includes('/packageCheckoutNights.json')) return json([1]);
    if (url.includes('/activityDates.json')) return json(SPA_DATES);
    if (url.includes('/quote')) return overrides.quote ? overrides.quote() : json(quote());
    if (url.includes('/checkout/handoff'))
      return overrides.handoff ? overrides.handoff() : json(HANDOFF_OK);
    return json({ error: 'NOT_FOUND', message: url }, 404);
  };
}

const logged = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/logs')
    .map(([, init]) => String(init?.body));

async function renderBooking(url: string, detail: WeekendDetail = weekend()) {
  const navigate = setPage(url);
  const user = userEvent.setup();
  await renderWithCopy(<ProductBooking weekend={detail} productId="7" />);
  return { navigate, user };
}

const hashOf = () => platformStore.getState().location.hash;

beforeEach(() => {
  installDialogPolyfill();
  setMobile(false);
  window.dataLayer = [];
  fakeTimers({ toFake: ['Date'] });
  setSystemTime(new Date(2027, 2, 10, 10, 0));
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  unstubAllGlobals();
});

describe('stay page booking without dates', () => {
  it('PROD-011 PROD-024 PROD-025 PROD-040 PROD-041 PROD-042: the desktop panel: "up to" banner and its modal, add-your-dates cancellation, local tax link and modal', async () => {
    mockFetch(api());
    const { user } = await renderBooking('/weekend/7');
    const panel = await screen.findByRole('region', { name: 'Book this stay' });
    expect(await within(panel).findByText('Up to -25% on this stay')).toBeVisible();
    expect(within(panel).getByTestId('booking-price')).toHaveTextContent(/From\s(90\s?€|€\s?90)/);
    expect(within(panel).getByTestId('cancellation-label')).toHaveTextContent(
      'Add your travel dates to see the cancellation conditions.',
    );
    await user.click(within(panel).getByRole('button', { name: 'How our prices work' }));
    const modal = await screen.findByRole('dialog', { name: 'How our prices work' });
    expect(modal).toHaveTextContent(/Without dates, the price shown is the lowest price/);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await user.click(
      within(panel).getByRole('button', { name: 'Local tax to be paid at the hotel' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Local tax' })).toHaveTextContent(
      /1[.,]50\s?€ per person per night|€\s?1[.,]50 per person per night/,
    );
  });

  it('BEY-005: a reduced "from" price shows the lowest price of the previous 30 days under it', async () => {
    mockFetch(api({ price: () => json(price({ lowestPrice30Days: 11000 })) }));
    await renderBooking('/weekend/7');
    const panel = await screen.findByRole('region', { name: 'Book this stay' });
    expect(await within(panel).findByTestId('lowest-price-30-days')).toHaveTextContent(
      /^Lowest price in the previous 30 days: (110\s?€|€\s?110)$/,
    );
  });

  it('BEY-005: no such line without an announced reduction, or from an API that does not send it', async () => {
    for (const answer of [
      price({ promo: 0, refPrice: 9000, moneySaved: 0, lowestPrice30Days: null }),
      price(),
    ]) {
      mockFetch(api({ price: () => json(answer) }));
      await renderBooking('/weekend/7');
      const panel = await screen.findByRole('region', { name: 'Book this stay' });
      expect(await within(panel).findByTestId('booking-price')).toBeVisible();
      expect(within(panel).queryByTestId('lowest-price-30-days')).toBeNull();
      cleanup();
    }
  });

  it('PROD-032: Book without both dates says "Please choose your travel dates." and starts nothing', async () => {
    const fetchMock = mockFetch(api());
    const { user, navigate } = await renderBooking('/weekend/7');
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose your travel dates.');
    expect(calledUrls(fetchMock).some((url) => url.includes('handoff'))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('PROD-018 PROD-020 PROD-021: the calendar (keyboard) writes checkin, checkout and nights, and resets activity dates and the error flag', async () => {
    mockFetch(api());
    const { user } = await renderBooking('/weekend/7#a=2&activityDates=spa_1&error=1');
    await user.click(await screen.findByRole('button', { name: /^Dates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    // March and April have no day: the calendar moves on to May (PROD-021).
    const seventh = await waitFor(() => {
      const cell = dialog.querySelector<HTMLElement>('[data-date="2027-05-07"]');
      expect(cell).not.toBeNull();
      expect(cell).not.toHaveAttribute('aria-disabled', 'true');
      return cell as HTMLElement;
    });
    seventh.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(dialog.querySelector('[data-date="2027-05-08"]')).not.toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(hashOf()).toContain('checkin=2027-05-07'));
    expect(hashOf()).toContain('checkout=2027-05-08');
    expect(hashOf()).toContain('nights=1');
    expect(hashOf()).not.toContain('activityDates');
    expect(hashOf()).not.toContain('error');
  });

  it('PROD-019: a party change writes a, c, b to the hash and asks the price again', async () => {
    const fetchMock = mockFetch(api());
    const { user } = await renderBooking('/weekend/7');
    await user.click(await screen.findByRole('button', { name: /^Travellers/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Travellers' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add a child' }));
    await waitFor(() => expect(hashOf()).toContain('c=1'));
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain(
        '/api/weekend/7/price.json?locale=fr_FR&adult=2&child=1&baby=0',
      ),
    );
  });

  it('PROD-030: without dates a price error says no availability remains', async () => {
    mockFetch(api({ price: () => json(price({ error: 'NO_AVAILABILITY' })) }));
    await renderBooking('/weekend/7');
    expect(
      await screen.findByText('No more availabilities. Update your stay criteria to enjoy offers.'),
    ).toBeVisible();
  });

  it('PROD-034 PROD-035: an unpublished product, or one missing its activity data, cannot be booked', async () => {
    mockFetch(api());
    await renderBooking('/weekend/7', weekend({ published: false }));
    expect(await screen.findByText('This offer can no longer be booked.')).toBeVisible();
    cleanup();
    await renderBooking('/weekend/7', weekend({ activities: [] }));
    expect(await screen.findByText('This offer can no longer be booked.')).toBeVisible();
  });
});

describe('stay page booking with dates', () => {
  it('PROD-024 PROD-026 PROD-031 PROD-040 PROD-017: money saved, best price and promo badges, total stay with local tax, cancellable-until label and conditions; minisite on the quote', async () => {
    const fetchMock = mockFetch(api());
    const { user } = await renderBooking(`/weekend/7?minisite=ms1${DATED}&activityDates=spa_1`);
    const panel = await screen.findByRole('region', { name: 'Book this stay' });
    expect(
      await within(panel).findByText(/^Save (20\s?€|€\s?20) per person on this stay$/),
    ).toBeVisible();
    expect(await within(panel).findByText('Best price of the month')).toBeVisible();
    expect(within(panel).getByText('Best promotion of the month')).toBeVisible();
    const total = await within(panel).findByTestId('quote-total');
    expect(total).toHaveTextContent(/Local tax: (3\s?€|€\s?3)/);
    expect(total).toHaveTextContent(/Total stay: (203\s?€|€\s?203)/);
    expect(within(panel).getByTestId('cancellation-label')).toHaveTextContent(
      /^Modifiable without expenses or cancellable with a partial refund until 1 mai 2027$/,
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancellation conditions' }));
    expect(
      await screen.findByRole('dialog', { name: 'Cancellation conditions' }),
      // Dates follow the market (fr_FR) whatever the copy's language.
    ).toHaveTextContent("Partial refund of 80% of each night's amount until 1 mai 2027.");
    expect(calledUrls(fetchMock)).toContain(
      '/api/product/7/quote?checkin=2027-05-07&nights=1&adult=2&child=0&baby=0&activitySelectionList=spa_2027-05-07&locale=fr_FR&minisite=ms1',
    );
  });

  it('PROD-025 PROD-027: with dates and a valid price state the prices modal explains the final price; with a price error it does not', async () => {
    mockFetch(api());
    const { user } = await renderBooking(`/weekend/7${DATED}`);
    await screen.findByText(/per person on this stay/);
    await user.click(screen.getByRole('button', { name: 'How our prices work' }));
    expect(await screen.findByRole('dialog', { name: 'How our prices work' })).toHaveTextContent(
      /With your dates, the price shown is the final price per person/,
    );
    cleanup();
    mockFetch(api({ price: () => json(price({ error: 'PACKAGE_NOT_AVAILABLE_CHECKIN' })) }));
    const again = await renderBooking(`/weekend/7${DATED}`);
    await again.user.click(await screen.findByRole('button', { name: 'How our prices work' }));
    expect(await screen.findByRole('dialog', { name: 'How our prices work' })).toHaveTextContent(
      /Without dates, the price shown is the lowest price/,
    );
  });

  it('PROD-028: a price error with PACKAGE_NOT_AVAILABLE_CHECKIN says no package starts that day', async () => {
    mockFetch(api({ price: () => json(price({ error: 'PACKAGE_NOT_AVAILABLE_CHECKIN' })) }));
    await renderBooking(`/weekend/7${DATED}`);
    expect(
      await screen.findByText(
        'No package is available for the chosen check-in date. Please choose another date.',
      ),
    ).toBeVisible();
  });

  it('PROD-033: Book with a missing activity day flags it; choosing a day writes it to the hash', async () => {
    const fetchMock = mockFetch(api());
    const { user } = await renderBooking(`/weekend/7${DATED}`);
    const group = await screen.findByRole('group', { name: 'Day of Spa access' });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose your activity dates.',
    );
    expect(group.closest('[data-missing="true"]')).not.toBeNull();
    expect(calledUrls(fetchMock).some((url) => url.includes('handoff'))).toBe(false);
    await user.click(within(group).getByRole('radio', { name: /^7 mai 2027$/ }));
    await waitFor(() => expect(hashOf()).toContain('activityDates=spa_1'));
  });

  it('PROD-029 PROD-036: a quote that is not bookable shows its message, blocks checkout and is logged', async () => {
    const fetchMock = mockFetch(
      api({
        quote: () => json(quote({ bookable: false, priceInfo: null, totalStayAmount: null })),
      }),
    );
    const { user, navigate } = await renderBooking(`/weekend/7${DATED}&activityDates=spa_1`);
    expect(await screen.findByText('The offer is not bookable with these criterias')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(logged(fetchMock).join()).toMatch(/Checkout blocked by the quote of weekend 7/),
    );
    expect(calledUrls(fetchMock).some((url) => url.includes('handoff'))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("PROD-029: a bookable quote with a refusal shows its first error code in the shopper's words", async () => {
    mockFetch(
      api({
        quote: () =>
          json(
            quote({
              errors: [
                {
                  code: 'NOT_ENOUGH_ROOMS',
                  message: 'NOT_ENOUGH_ROOMS: 1 room left on 2027-05-07',
                },
              ],
            }),
          ),
      }),
    );
    await renderBooking(`/weekend/7${DATED}&activityDates=spa_1`);
    expect(
      await screen.findByText('There are not enough rooms left for your party on these dates.'),
    ).toBeVisible();
    expect(screen.queryByText(/1 room left/)).toBeNull();
  });

  it('PROD-029: a failing quote call shows "Quote error"', async () => {
    mockFetch(api({ quote: () => Promise.reject(new TypeError('offline')) as never }));
    await renderBooking(`/weekend/7${DATED}`);
    expect(await screen.findByText('Quote error')).toBeVisible();
  });

  it('CHK-001 CHK-003: Book initialises checkout by offer id, records add_to_cart and goes to the summary with the criteria, offer and flow', async () => {
    const fetchMock = mockFetch(api());
    const { user, navigate } = await renderBooking(
      `/weekend/7${DATED}&a=3&c=1&activityDates=spa_1`,
    );
    await screen.findByTestId('quote-total');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const handoff = fetchMock.mock.calls.find(([url]) => String(url).includes('/checkout/handoff'));
    expect(handoff?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(handoff?.[1]?.body))).toEqual({
      flow: 'booking',
      productId: 7,
      locale: 'fr_FR',
      criteria: {
        checkin: '2027-05-07',
        checkout: '2027-05-08',
        nights: 1,
        a: 3,
        c: 1,
        b: 0,
        activityDates: 'spa_1',
      },
      selectedOffer: 7,
      selectedDates: ['spa_2027-05-07'],
      hbp: false,
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', item_id: 7, flow: 'booking' }),
    );
    const target = String(navigate.mock.calls[0]?.[0]);
    expect(target).toMatch(/^\/checkout\/7\/summary\?flow=booking#/);
    expect(target).toContain('checkin=2027-05-07');
    expect(target).toContain('checkout=2027-05-08');
    expect(target).toContain('a=3');
    expect(target).toContain('c=1');
    expect(target).toContain('nights=1');
    expect(target).toContain('activityDates=spa_1');
    expect(target).toContain('productId=7');
  });

  it('CHK-002: a refused or failed hand-off is logged and checkout does not start', async () => {
    const fetchMock = mockFetch(
      api({ handoff: () => json({ ok: false, error: 'NOT_BOOKABLE', message: 'sold out' }) }),
    );
    const { user, navigate } = await renderBooking(`/weekend/7${DATED}&activityDates=spa_1`);
    await screen.findByTestId('quote-total');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong');
    await waitFor(() =>
      expect(logged(fetchMock).join()).toMatch(/Checkout hand-off refused: NOT_BOOKABLE/),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
  });
});

describe('fast wallet checkout (mfe_checkout/FastCheckout)', () => {
  /** mfe-checkout's widget as the page embeds it: a button that runs the page's check. */
  function embedWallet() {
    const seen: FastCheckoutWidgetProps[] = [];
    const results: boolean[] = [];
    const Wallet = (props: FastCheckoutWidgetProps) => {
      seen.push(props);
      return (
        <button type="button" onClick={() => void props.prepare().then((ok) => results.push(ok))}>
          Wallet
        </button>
      );
    };
    const loadModule = jest.fn<RemoteModuleLoader['loadModule']>(
      async () => ({ default: Wallet }) as RemoteComponentModule,
    );
    platformStore.setState({ remoteLoader: { loadModule, reset: jest.fn() } });
    return { seen, results, loadModule };
  }
  afterEach(() => platformStore.setState({ remoteLoader: null, careMode: false }));

  it("CHK-008: the panel embeds the wallet button with its offer; its check is the page's (no dates: the message, false), then it initialises checkout by offer id without leaving the page", async () => {
    const fetchMock = mockFetch(api());
    const wallet = embedWallet();
    const { user, navigate } = await renderBooking('/weekend/7');
    await user.click(await screen.findByRole('button', { name: 'Wallet' }, { timeout: 3000 }));
    expect(wallet.loadModule).toHaveBeenCalledWith('mfe_checkout', './FastCheckout');
    expect(wallet.seen.at(-1)?.productId).toBe(7);
    await waitFor(() => expect(wallet.results).toEqual([false]));
    expect(screen.getByText('Please choose your travel dates.')).toBeVisible();
    cleanup();
    await renderBooking(`/weekend/7${DATED}&activityDates=spa_1`);
    await screen.findByTestId('quote-total');
    await user.click(await screen.findByRole('button', { name: 'Wallet' }, { timeout: 3000 }));
    await waitFor(() => expect(wallet.results).toEqual([false, true]));
    expect(calledUrls(fetchMock).some((url) => url.includes('/checkout/handoff'))).toBe(true);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
    expect(navigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\//));
  });

  it('CHK-007: no wallet button in care mode (an agent books through the summary)', async () => {
    mockFetch(api());
    const wallet = embedWallet();
    platformStore.setState({ careMode: true });
    await renderBooking(`/weekend/7${DATED}`);
    await screen.findByRole('button', { name: 'Book' });
    expect(
      screen.queryByTestId('booking-panel')?.querySelector('[data-widget="./FastCheckout"]'),
    ).toBeNull();
    expect(wallet.loadModule).not.toHaveBeenCalled();
  });
});

describe('flows and bars', () => {
  it('PROD-001 PROD-012 PROD-023 GIFT-002: the flow switch writes ?flow=gifting with giftAdult and giftNights, hides the banner and opens the gift drawer, whose region shows the fallback when mfe-gifting cannot load', async () => {
    mockFetch(api());
    const { user } = await renderBooking(`/weekend/7${DATED}`);
    await screen.findByText(/per person on this stay/);
    await user.click(screen.getByRole('button', { name: 'Gift without dates' }));
    await waitFor(() => expect(platformStore.getState().location.search).toBe('?flow=gifting'));
    expect(hashOf()).toContain('giftAdult=2');
    expect(hashOf()).toContain('giftNights=1');
    expect(screen.queryByTestId('price-banner')).toBeNull();
    const opened = await screen.findByRole('dialog', { name: 'Personalise your gift' });
    await user.click(within(opened).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Personalise your gift' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Gift without dates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Personalise my gift' }));
    const drawer = await screen.findByRole('dialog', { name: 'Personalise your gift' });
    expect(drawer.querySelector('[data-widget="./GiftDrawer"]')).not.toBeNull();
    expect(
      await within(drawer).findByText(
        'The gift options cannot be shown right now. Please try again in a moment.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book with dates' }));
    await waitFor(() => expect(platformStore.getState().location.search).toBe(''));
  });

  it('PROD-009 PROD-010: the desktop sticky bar appears when the panel leaves view; without dates its button opens the calendar', async () => {
    const observer = stubIntersectionObserver();
    mockFetch(api());
    const { user } = await renderBooking('/weekend/7');
    const panel = await screen.findByTestId('booking-panel');
    expect(screen.queryByTestId('sticky-booking-bar')).toBeNull();
    await observer.leave(panel);
    const bar = await screen.findByTestId('sticky-booking-bar');
    await user.click(within(bar).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your dates' })).toBeVisible();
  });

  it('PROD-009: a panel still below the view (not yet reached) shows no sticky bar', async () => {
    const observer = stubIntersectionObserver();
    mockFetch(api());
    await renderBooking('/weekend/7');
    const panel = await screen.findByTestId('booking-panel');
    jest
      .spyOn(panel, 'getBoundingClientRect')
      .mockReturnValue({ top: 900, bottom: 1400 } as DOMRect);
    await observer.leave(panel);
    expect(screen.queryByTestId('sticky-booking-bar')).toBeNull();
  });

  it('PROD-009: the sticky bar can be disabled', async () => {
    const observer = stubIntersectionObserver();
    mockFetch(api());
    setPage('/weekend/7');
    await renderWithCopy(<ProductBooking weekend={weekend()} productId="7" stickyBar={false} />);
    await observer.leave(await screen.findByTestId('booking-panel'));
    expect(screen.queryByTestId('sticky-booking-bar')).toBeNull();
  });

  it('PROD-010: in gifting the sticky bar opens the gift drawer; with dates it goes to checkout', async () => {
    const observer = stubIntersectionObserver();
    mockFetch(api());
    const { user } = await renderBooking('/weekend/7?flow=gifting');
    await observer.leave(await screen.findByTestId('booking-panel'));
    await user.click(
      within(await screen.findByTestId('sticky-booking-bar')).getByRole('button', {
        name: 'Personalise my gift',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Personalise your gift' })).toBeVisible();
    cleanup();
    const again = stubIntersectionObserver();
    const { navigate, user: user2 } = await renderBooking(`/weekend/7${DATED}&activityDates=spa_1`);
    await screen.findByTestId('quote-total');
    await again.leave(screen.getByTestId('booking-panel'));
    await user2.click(
      within(await screen.findByTestId('sticky-booking-bar')).getByRole('button', { name: 'Book' }),
    );
    await waitFor(() =>
      expect(String(navigate.mock.calls[0]?.[0])).toMatch(/^\/checkout\/7\/summary/),
    );
  });

  it('PROD-011: on mobile a sticky bar opens the full-screen drawer "Personalise your stay" with the booking panel', async () => {
    setMobile(true);
    mockFetch(api());
    const { user } = await renderBooking('/weekend/7');
    expect(screen.queryByTestId('booking-panel')).toBeNull();
    const bar = await screen.findByTestId('mobile-booking-bar');
    await user.click(within(bar).getByRole('button', { name: 'Personalise your stay' }));
    const drawer = await screen.findByRole('dialog', { name: 'Personalise your stay' });
    expect(within(drawer).getByTestId('booking-panel')).toBeVisible();
  });
});
