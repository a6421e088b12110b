import { IDEMPOTENCY_KEY_HEADER } from '@shop/api-contract';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { DEFAULT_FLAGS, MARKETS, platformStore } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { WALLET_FLAG_KEY } from '../../features/payment/lib/wallet';
import { fillBuyer } from '../../test/buyer';
import {
  eligibility,
  INSURANCE,
  ORDER_UUID,
  orderResponse,
  payment,
  quote,
  VIEW_TOKEN,
  weekend,
} from '../../test/fixtures';
import { type FetchAnswer, json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../../test/render';
import FastCheckout from './FastCheckout';

const STAY = 'checkin=2027-05-07&checkout=2027-05-08&nights=1&a=2&c=0&b=0';
const PRODUCT = `/weekend/7?lng=en#${STAY}`;
const FAILED =
  'Payment with Google Pay failed, please, follow your reservation. You will be able to choose another payment methods.';

const booking = { orderUUID: ORDER_UUID, bookingNumber: '12345678', viewToken: VIEW_TOKEN };

function answers(overrides: Record<string, FetchAnswer> = {}) {
  return mockFetch((url, init) => {
    for (const [prefix, answer] of Object.entries(overrides)) {
      if (url.startsWith(prefix)) return answer(url, init);
    }
    if (url.startsWith('/api/product/7/quote')) return json(quote());
    if (url.startsWith('/api/weekend/7/detail.json')) return json(weekend());
    if (url.startsWith('/api/front/purchase/insurance/quote')) return json(INSURANCE);
    if (url.startsWith('/api/front/purchase/alma/eligibility')) return json(eligibility());
    if (url === '/api/front/purchase/orders') return json(orderResponse(), 201);
    if (url === '/api/front/purchase/payments')
      return json(payment({ paymentMethod: 'wallet', order: null }), 201);
    if (url === '/api/front/purchase/payments/pi_sandbox_1/confirm')
      return json(payment({ paymentMethod: 'wallet', status: 'succeeded', challenge: null }));
    if (url === '/api/front/purchase/zeppto') return json({ booking });
    return json({ error: 'NOT_FOUND', message: url }, 404);
  });
}

async function renderFast(url = PRODUCT, prepare = jest.fn(async () => true)) {
  const navigate = setPage(url);
  await act(() => renderWithCopy(<FastCheckout productId={7} prepare={prepare} />));
  return { navigate, prepare };
}

/** The product page's hash as the last navigation left it. */
const hashNow = () => new URLSearchParams(platformStore.getState().location.hash.slice(1));

async function openModal(name = 'Book with Google Pay') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Personalize your stay' });
}

async function payInModal(dialog: HTMLElement) {
  await within(dialog).findByTestId('buyer-form', {}, { timeout: 3000 });
  await fillBuyer();
  await userEvent.click(within(dialog).getByLabelText(/Flexible option/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with Google Pay' }));
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => String(called) === url);

beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.dataLayer = [];
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS, careMode: false });
});
afterEach(() => unstubAllGlobals());

describe('fast wallet checkout (mfe_checkout/FastCheckout)', () => {
  it('CHK-007, CHK-012: the wallet button opens the full-screen "Personalize your stay" modal with the wallet payment button; Google Pay without the stored flag', async () => {
    answers();
    await renderFast();
    const dialog = await openModal();
    expect(within(dialog).getByRole('heading', { name: 'Personalize your stay' })).toBeTruthy();
    expect(
      await within(dialog).findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('stay-details').textContent).toContain('1 night');
  });

  it('CHK-012: Apple Pay when the stored wallet flag is set', async () => {
    window.localStorage.setItem(WALLET_FLAG_KEY, 'applePay');
    answers();
    await renderFast();
    expect(await screen.findByRole('button', { name: 'Book with Apple Pay' })).toBeTruthy();
  });

  it('CHK-008: the modal opens only if the validity check passes; opening removes the error flag from the hash', async () => {
    answers();
    const prepare = jest.fn<() => Promise<boolean>>().mockResolvedValueOnce(false);
    prepare.mockResolvedValue(true);
    await renderFast(`${PRODUCT}&error=1`, prepare);
    const button = await screen.findByRole('button', { name: 'Book with Google Pay' });
    await userEvent.click(button);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Personalize your stay' })).toBeNull();
    expect(hashNow().get('error')).toBe('1');
    await openModal();
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(hashNow().get('error')).toBeNull();
    expect(hashNow().get('checkin')).toBe('2027-05-07');
  });

  it('CHK-009, CHK-011, CHK-016, BEY-002: the order, then isLoading=1 while the wallet pays, the order body plus pspAuthorization under the same key, and the confirmation', async () => {
    const fetchMock = answers();
    const { navigate } = await renderFast();
    await payInModal(await openModal());
    // Above 30 euros the sandbox asks its challenge: the wallet has started.
    const challenge = await screen.findByRole('dialog', {
      name: 'Confirm the payment with your bank',
    });
    expect(hashNow().get('isLoading')).toBe('1');
    const [, orderInit] = callsTo(fetchMock, '/api/front/purchase/orders')[0]!;
    const key = new Headers(orderInit?.headers).get(IDEMPOTENCY_KEY_HEADER);
    const [, intentInit] = callsTo(fetchMock, '/api/front/purchase/payments')[0]!;
    expect(JSON.parse(String(intentInit?.body))).toEqual({
      amount: 20000,
      paymentMethod: 'wallet',
      walletToken: 'tok_sandbox_wallet',
    });
    await userEvent.type(within(challenge).getByLabelText('Security code'), '123456');
    await userEvent.click(within(challenge).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(String(navigate.mock.calls.at(-1)?.[0])).toMatch(/^\/confirmation\//),
    );
    const [, walletInit] = callsTo(fetchMock, '/api/front/purchase/zeppto')[0]!;
    expect(new Headers(walletInit?.headers).get(IDEMPOTENCY_KEY_HEADER)).toBe(key);
    const walletBody = JSON.parse(String(walletInit?.body)) as Record<string, unknown>;
    const { pspAuthorization, ...orderBody } = walletBody;
    expect(orderBody).toEqual(JSON.parse(String(orderInit?.body)));
    expect(pspAuthorization).toEqual({ paymentIntentId: 'pi_sandbox_1', paymentMethod: 'wallet' });
    const target = new URL(String(navigate.mock.calls.at(-1)?.[0]), 'https://shop.test');
    expect(target.pathname).toBe(`/confirmation/${ORDER_UUID}`);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      lng: 'en',
      status: 'success',
      gaId: '12345678',
      token: VIEW_TOKEN,
    });
  });

  it('CHK-010, CHK-014: a declined wallet payment writes error=1, which shows the failure and a Book button to the booking summary', async () => {
    answers({
      '/api/front/purchase/payments': () =>
        json(
          payment({
            paymentMethod: 'wallet',
            status: 'failed',
            challenge: null,
            failureReason: 'wallet_declined',
            order: null,
          }),
          201,
        ),
    });
    await renderFast();
    await payInModal(await openModal());
    const alert = await screen.findByText(FAILED);
    expect(hashNow().get('error')).toBe('1');
    expect(hashNow().get('isLoading')).toBeNull();
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      // The party's defaults (2/0/0) are left out of the address.
      '/checkout/7/summary?lng=en#checkin=2027-05-07&checkout=2027-05-08&nights=1&productId=7',
    );
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'add_payment_info', payment_type: 'Google Pay' }),
    );
  });

  it('CHK-014: an answer without orderUUID resets the hash with the error flag the same way', async () => {
    answers({
      '/api/front/purchase/payments': () =>
        json(payment({ paymentMethod: 'wallet', status: 'succeeded', challenge: null }), 201),
      '/api/front/purchase/zeppto': () => json({ booking: { ...booking, orderUUID: '' } }),
    });
    const { navigate } = await renderFast();
    await payInModal(await openModal());
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(hashNow().get('error')).toBe('1');
    expect(navigate.mock.calls.some(([to]) => String(to).startsWith('/confirmation'))).toBe(false);
  });

  it('CHK-013: an order the server refuses, or an exception, writes the error flag and an event; the exception is logged', async () => {
    const fetchMock = answers({
      '/api/front/purchase/orders': () => {
        throw new TypeError('network down');
      },
    });
    await renderFast();
    await payInModal(await openModal());
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(hashNow().get('error')).toBe('1');
    expect(callsTo(fetchMock, '/api/front/purchase/payments')).toHaveLength(0);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'add_payment_info', outcome: 'failed' }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/logs'))).toBe(true),
    );
  });

  it('CHK-013: a refused order (not ok) writes the error flag without logging an exception', async () => {
    const fetchMock = answers({
      '/api/front/purchase/orders': () =>
        json({ error: 'SERVICE_UNAVAILABLE', message: 'try later' }, 503),
    });
    await renderFast();
    await payInModal(await openModal());
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/logs'))).toBe(false);
  });

  it('§4.10: a stale isLoading flag from a reload is dropped when no payment runs', async () => {
    answers();
    await renderFast(`${PRODUCT}&isLoading=1`);
    await waitFor(() => expect(hashNow().get('isLoading')).toBeNull());
    expect(hashNow().get('checkin')).toBe('2027-05-07');
  });
});
