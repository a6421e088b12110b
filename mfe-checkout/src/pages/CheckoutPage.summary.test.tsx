import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { DEFAULT_FLAGS, MARKETS, platformStore } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eligibility, INSURANCE, orderResponse, quote, weekend } from '../test/fixtures';
import { fillBuyer } from '../test/buyer';
import { json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../test/render';
import CheckoutPage from './CheckoutPage';

const HASH = '#checkin=2027-05-07&checkout=2027-05-08&nights=1&a=2&c=0&b=0&productId=7';
const SUMMARY = `/checkout/7/summary?flow=booking${HASH}`;

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

function answers(overrides: Record<string, Answer> = {}) {
  return mockFetch((url, init) => {
    for (const [prefix, answer] of Object.entries(overrides)) {
      if (url.startsWith(prefix)) return answer(url, init);
    }
    if (url.startsWith('/api/product/7/quote')) return json(quote());
    if (url.startsWith('/api/weekend/7/detail.json')) return json(weekend());
    if (url.startsWith('/api/front/purchase/insurance/quote')) return json(INSURANCE);
    if (url.startsWith('/api/front/purchase/alma/eligibility')) return json(eligibility());
    if (url.startsWith('/api/front/purchase/orders')) return json(orderResponse(), 201);
    return json({ error: 'NOT_FOUND', message: url }, 404);
  });
}

async function renderSummary(url = SUMMARY) {
  const navigate = setPage(url);
  await act(() => renderWithCopy(<CheckoutPage params={{ productId: '7' }} />));
  return { navigate };
}

const orderCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/front/purchase/orders');

beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS });
});
afterEach(() => unstubAllGlobals());

describe('booking summary /checkout/{productId}/summary', () => {
  it('BEY-001, CHK-032, LEFT-040: the stay, the server price breakdown and begin_checkout on entry', async () => {
    answers();
    await renderSummary();
    const details = await screen.findByTestId('stay-details');
    expect(within(details).getByRole('heading', { name: 'Spa escape' })).toBeTruthy();
    expect(details.textContent).toContain('Hotel del Mar (4 stars), Nice');
    expect(details.textContent).toContain('1 night');
    expect(details.textContent).toContain('2 adults');
    const breakdown = screen.getByTestId('price-breakdown');
    expect(breakdown.textContent).toContain('Reference price');
    expect(breakdown.textContent).toMatch(/240\s€/);
    expect(breakdown.textContent).toContain('Promotion (16%)');
    // BEY-005: no figure in the quote, no line.
    expect(breakdown.textContent).not.toContain('Lowest price');
    expect(breakdown.textContent).toMatch(/Total200\s€/);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'begin_checkout', item_id: 7, value: 200 }),
    );
    expect(window.dataLayer?.filter((entry) => entry.event === 'begin_checkout')).toHaveLength(1);
  });

  it("BEY-005: with its reduction, the summary shows the party's lowest price of the 30 days before it", async () => {
    const base = quote();
    answers({
      '/api/product/7/quote': () =>
        json({ ...base, priceInfo: { ...base.priceInfo, lowestPrice30Days: 10_500 } }),
    });
    await renderSummary();
    const breakdown = await screen.findByTestId('price-breakdown');
    // 105 € per person, 2 paying guests; the line follows the promotion's.
    expect(breakdown.textContent).toMatch(
      /Promotion \(16%\)−40\s€Lowest price in the previous 30 days210\s€/,
    );
  });

  it('BEY-006: the package travel pre-contract information', async () => {
    answers();
    await renderSummary();
    const info = await screen.findByTestId('package-information');
    for (const text of [
      'Package travel information',
      'Dates and nights',
      'Hotel del Mar, 4 stars, 1 promenade, 06000 Nice',
      'Spa access',
      'Payment schedule',
      'Modifiable without expenses or cancellable with a partial refund until',
      'Weekend Shop SAS',
      'An optional cancellation insurance is offered below.',
    ]) {
      expect(info.textContent).toContain(text);
    }
    expect(info.textContent).toMatch(/200\s€, all fees and taxes included\./);
  });

  it('CHK-017, CHK-018, CHK-019, CHK-026: the eligibility message with the schedule; the call carries cents and a lower-case point of sale', async () => {
    const fetchMock = answers();
    await renderSummary();
    const message = await screen.findByTestId('payment-eligibility');
    expect(message.textContent).toMatch(/Pay later: 200\s€ on/);
    expect(message.textContent).toContain('Pay in 3 instalments:');
    expect(message.textContent).toMatch(/\(including a 3\s€ fee\)/);
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('alma/eligibility'));
    const query = new URLSearchParams(String(call?.[0]).split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      amount: '20000',
      cancellationPolicyType: 'FLEXIBLE',
      cancellableUntil: '2027-05-01',
      checkinDate: '2027-05-07',
      pointOfSale: 'fr',
    });
  });

  it('CHK-017, LEFT-021: no eligibility call in a market without it; an eligibility error hides the message and is logged', async () => {
    platformStore.setState({ market: MARKETS.NL, locale: 'nl_NL' });
    let fetchMock = answers();
    await renderSummary();
    platformStore.setState({ market: MARKETS.NL });
    await screen.findByTestId('stay-details');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('eligibility'))).toBe(false);
    unstubAllGlobals();
    document.body.innerHTML = '';
    platformStore.setState({ market: MARKETS.FR });
    fetchMock = answers({
      '/api/front/purchase/alma/eligibility': () =>
        json({ error: 'INTERNAL_ERROR', message: 'provider down' }, 500),
    });
    await renderSummary();
    await screen.findByTestId('stay-details');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/logs'))).toBe(true),
    );
    expect(screen.queryByTestId('payment-eligibility')).toBeNull();
  });

  it('CHK-033: Continue validates every buyer field with the contact-form messages; nothing is ordered', async () => {
    const fetchMock = answers();
    await renderSummary();
    await screen.findByTestId('buyer-form');
    await userEvent.type(screen.getByLabelText('Email'), 'camille@example');
    await userEvent.type(screen.getByLabelText('First name'), '<script>');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Email seems incorrect')).toBeTruthy();
    expect(screen.getByText('Only text is expected')).toBeTruthy();
    expect(screen.getAllByText('Mandatory field').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Please correct 10 fields:')).toBeTruthy();
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('CHK-034, CHK-035: the insurance choice starts undecided and is required; the flexible option costs +0, insurance shows its cover', async () => {
    const fetchMock = answers();
    await renderSummary();
    await fillBuyer();
    const choice = screen.getByTestId('insurance-choice');
    expect(within(choice).getByLabelText(/Flexible option \(\+0\s€\)/)).toBeTruthy();
    expect(choice.textContent).toContain('Refund in under 72h, more than 25 cases covered.');
    const radios = within(choice).getAllByRole('radio');
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await within(choice).findByText('Please choose an option')).toBeTruthy();
    expect(orderCalls(fetchMock)).toHaveLength(0);
    await userEvent.click(within(choice).getByLabelText(/Cancellation insurance/));
    expect(screen.getByTestId('price-breakdown').textContent).toMatch(/Total210\s€/);
  });

  it('CHK-036, CHK-037, LEFT-016: the insurance quote asks cancellationType and orderAmount in cents; its failure says so', async () => {
    const fetchMock = answers({
      '/api/front/purchase/insurance/quote': () =>
        json({ error: 'INTERNAL_ERROR', message: 'insurer down' }, 500),
    });
    await renderSummary();
    expect(await screen.findByText('Oops, something went wrong')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('insurance/quote'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      cancellationType: 'FLEXIBLE',
      orderAmount: 20000,
    });
    expect(screen.queryByLabelText(/Cancellation insurance/)).toBeNull();
  });

  it('CHK-035, CHK-036: with insurance not enabled there is no quote and no choice to make', async () => {
    platformStore.setState({ flags: { ...DEFAULT_FLAGS, insurance: false } });
    const fetchMock = answers();
    await renderSummary();
    await screen.findByTestId('stay-details');
    expect(screen.queryByTestId('insurance-choice')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('insurance'))).toBe(false);
  });

  it('BEY-014: while the order is placed its button says it is busy and cannot be pressed again', async () => {
    let release: (response: Response) => void = () => undefined;
    answers({
      '/api/front/purchase/orders': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const { navigate } = await renderSummary();
    await fillBuyer();
    await userEvent.click(screen.getByLabelText(/Flexible option/));
    const button = screen.getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
    release(json(orderResponse(), 201));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('CHK-015, BEY-002: the order carries the spec body and one Idempotency-Key; a double click orders once; then the payment step', async () => {
    const fetchMock = answers();
    const { navigate } = await renderSummary();
    await fillBuyer();
    await userEvent.click(screen.getByLabelText(/Flexible option/));
    const button = screen.getByRole('button', { name: 'Continue to payment' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(orderCalls(fetchMock)).toHaveLength(1);
    const [, init] = orderCalls(fetchMock)[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^checkout-/);
    expect(JSON.parse(String(init?.body))).toEqual({
      locale: 'fr_FR',
      // LEFT-041: the page reads English (?lng=en), so the order's e-mails are in English.
      lng: 'en',
      buyer: {
        email: 'camille@example.fr',
        civility: 'MRS',
        firstName: 'Camille',
        lastName: 'Durand',
        phoneNumber: '+33612345678',
        addressLine: '12 rue des Lilas',
        postalCode: '75011',
        city: 'Paris',
        country: 'FR',
      },
      currency: 'EUR',
      expectedAmount: 20000,
      items: {
        insuranceItem: false,
        promotionCodeItem: null,
        shortStayItem: {
          gift: null,
          reservationCriteria: {
            offerId: 7,
            activityDaySelections: [],
            pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
            travelPeriod: { checkinDate: '2027-05-07', checkoutDate: '2027-05-08' },
            minisiteId: null,
            specialRequest: '',
          },
        },
      },
    });
    expect(navigate.mock.calls[0]?.[0]).toBe(`/checkout/7/payment${HASH}`);
  });

  it('BEY-001: 409 AMOUNT_MISMATCH shows the new total and asks to confirm it', async () => {
    let price = 20000;
    const fetchMock = answers({
      '/api/product/7/quote': () =>
        json(quote({ priceInfo: { ...quote().priceInfo!, totalPrice: price } })),
      '/api/front/purchase/orders': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { expectedAmount: number };
        return body.expectedAmount === price
          ? json(orderResponse({ amount: price }), 201)
          : json({ error: 'AMOUNT_MISMATCH', message: 'prices changed' }, 409);
      },
    });
    const { navigate } = await renderSummary();
    await fillBuyer();
    await userEvent.click(screen.getByLabelText(/Flexible option/));
    price = 22000;
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const changed = await screen.findByTestId('new-total');
    expect(changed.textContent).toMatch(/The total was 200\s€; it is now 220\s€\./);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', { name: /Confirm the new total of 220\s€ and continue/ }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(orderCalls(fetchMock)).toHaveLength(2);
  });

  it('BEY-001: a stale or tampered hand-off address says what is wrong and leads back to the product', async () => {
    const fetchMock = answers();
    setPage('/checkout/7/summary#checkin=2020-01-01&nights=1');
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: '7' }} />));
    const problem = screen.getByTestId('checkout-problem');
    expect(problem.textContent).toContain('These dates have passed.');
    expect(
      within(problem).getByRole('link', { name: 'Back to the offer' }).getAttribute('href'),
    ).toBe('/weekend/7');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('quote'))).toBe(false);
  });

  it('BEY-001: a quote that is not bookable blocks the checkout with its first refusal, translated', async () => {
    answers({
      '/api/product/7/quote': () =>
        json(
          quote({
            bookable: false,
            priceInfo: null,
            totalStayAmount: null,
            errors: [{ code: 'NOT_ENOUGH_ROOMS', message: 'Sorry, no availability on your dates' }],
          }),
        ),
    });
    await renderSummary();
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem.textContent).toContain('The offer is not bookable with these criterias');
    // The refusal's code in the shopper's words, never the API's own message.
    expect(problem.textContent).toContain(
      'There are not enough rooms left for your party on these dates.',
    );
    expect(problem.textContent).not.toContain('Sorry, no availability on your dates');
  });

  it('BEY-001: an address without the activity days the stay needs asks for them', async () => {
    answers({ '/api/product/7/quote': () => json(quote({ missingActivityIds: ['spa'] })) });
    await renderSummary();
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem.textContent).toContain('Please choose your activity dates.');
    expect(within(problem).getByRole('link', { name: 'Back to the offer' })).toBeTruthy();
  });
});
