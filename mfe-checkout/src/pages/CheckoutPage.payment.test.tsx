import { ORDER_VIEW_TOKEN_HEADER } from '@shop/api-contract';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { DEFAULT_FLAGS, MARKETS, platformStore } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { writeDraft } from '../entities/checkout/lib/draft';
import { readStayHandoff } from '../entities/checkout/lib/handoff';
import { eligibility, ORDER_UUID, orderSummary, payment, VIEW_TOKEN } from '../test/fixtures';
import { json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../test/render';
import CheckoutPage from './CheckoutPage';

const HASH = '#checkin=2027-05-07&checkout=2027-05-08&nights=1&a=2&c=0&b=0&productId=7';
type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

function saveDraft() {
  const reading = readStayHandoff('7', HASH, '2026-01-01');
  if (!reading.ok) throw new Error('bad hash');
  writeDraft(7, {
    stayKey: JSON.stringify(reading.stay),
    order: {
      orderUUID: ORDER_UUID,
      bookingNumber: '12345678',
      viewToken: VIEW_TOKEN,
      amount: 20000,
    },
    payment: {
      checkin: '2027-05-07',
      cancellationPolicyType: 'FLEXIBLE',
      cancellableUntil: '2027-05-01',
    },
  });
}

/** The order read (ADR 0062): its address, answered only with the order's view token. */
const ORDER_READ = `/api/front/purchase/orders/${ORDER_UUID}`;
const withViewToken = (init?: RequestInit) =>
  new Headers(init?.headers).get(ORDER_VIEW_TOKEN_HEADER) === VIEW_TOKEN;

function answers(overrides: Record<string, Answer> = {}) {
  return mockFetch((url, init) => {
    for (const [prefix, answer] of Object.entries(overrides)) {
      const matches =
        prefix === ORDER_READ ? url === ORDER_READ && withViewToken(init) : url.startsWith(prefix);
      if (matches) return answer(url, init);
    }
    if (url === ORDER_READ && withViewToken(init)) return json(orderSummary());
    if (url.startsWith('/api/front/purchase/alma/eligibility')) return json(eligibility());
    if (url === '/api/front/purchase/payments') return json(payment(), 201);
    if (url === '/api/front/purchase/payments/pi_sandbox_1/confirm') {
      return json(
        payment({
          status: 'succeeded',
          challenge: null,
          order: { orderUUID: ORDER_UUID, status: 'confirmed' },
        }),
      );
    }
    return json({ error: 'NOT_FOUND', message: url }, 404);
  });
}

async function renderPayment() {
  const navigate = setPage(`/checkout/7/payment${HASH}`);
  await act(() => renderWithCopy(<CheckoutPage params={{ productId: '7' }} />));
  await screen.findByTestId('payment-form', {}, { timeout: 3000 });
  return navigate;
}

async function fillCard(number = '4242 4242 4242 4242') {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30');
  await userEvent.type(screen.getByLabelText('Security code'), '123');
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => String(called) === url);

beforeAll(async () => {
  installDialogPolyfill();
  await import('../features/payment/components/PaymentStep');
});
beforeEach(() => {
  window.sessionStorage.clear();
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS });
  saveDraft();
});
afterEach(() => unstubAllGlobals());

describe('payment /checkout/{productId}/payment', () => {
  it('BEY-001: the order is read with its view token; card, wallet and the eligible pay later and 3x are offered', async () => {
    const fetchMock = answers();
    await renderPayment();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === ORDER_READ && withViewToken(init as RequestInit),
      ),
    ).toBe(true);
    const methods = screen.getByRole('group', { name: 'Payment method' });
    const labels = within(methods)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent ?? radio.parentElement?.textContent);
    expect(labels.join('|')).toMatch(
      /Credit card.*Apple Pay or Google Pay.*Pay later.*Pay in 3 instalments/,
    );
    expect(labels.join('|')).not.toContain('Pay in 4 instalments');
    expect(screen.getByText('Booking 12345678')).toBeTruthy();
  });

  it('BEY-001: above 30 euros the card asks for the bank challenge; the right code goes to the confirmation with its token', async () => {
    const fetchMock = answers();
    const navigate = await renderPayment();
    await fillCard();
    await userEvent.click(screen.getByTestId('pay'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm the payment with your bank',
    });
    const [, init] = calls(fetchMock, '/api/front/purchase/payments')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      orderUUID: ORDER_UUID,
      paymentMethod: 'card',
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    });
    await userEvent.type(within(dialog).getByLabelText('Security code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const target = new URL(String(navigate.mock.calls[0]?.[0]), 'https://shop.test');
    expect(target.pathname).toBe(`/confirmation/${ORDER_UUID}`);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      status: 'success',
      gaId: '12345678',
      token: VIEW_TOKEN,
    });
  });

  it('BEY-001: a wrong code leaves attempts; 000000 fails with the spec copy and a Book button to the summary', async () => {
    answers({
      '/api/front/purchase/payments/pi_sandbox_1/confirm': (_url, init) => {
        const { challengeCode } = JSON.parse(String(init?.body)) as { challengeCode: string };
        return challengeCode === '111111'
          ? json(
              payment({
                challenge: { type: 'sca', attemptsLeft: 2 },
                failureReason: 'challenge_code_incorrect',
              }),
            )
          : json(
              payment({
                status: 'failed',
                challenge: null,
                failureReason: 'authentication_failed',
                order: { orderUUID: ORDER_UUID, status: 'failed' },
              }),
            );
      },
    });
    await renderPayment();
    await fillCard();
    await userEvent.click(screen.getByTestId('pay'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm the payment with your bank',
    });
    await userEvent.type(within(dialog).getByLabelText('Security code'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The code is incorrect. 2 attempts left.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Security code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByText(
      'Payment with Credit card failed, please, follow your reservation. You will be able to choose another payment methods.',
    );
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box.textContent).toContain('Your bank could not authenticate the payment.');
    expect(within(box).getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      `/checkout/7/summary${HASH}`,
    );
  });

  it('BEY-001: the declined card 4000000000000002 fails with the spec copy', async () => {
    answers({
      '/api/front/purchase/payments': () =>
        json(
          payment({
            status: 'failed',
            challenge: null,
            failureReason: 'card_declined',
            order: { orderUUID: ORDER_UUID, status: 'failed' },
          }),
          201,
        ),
    });
    await renderPayment();
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByTestId('pay'));
    expect(await screen.findByText(/^Payment with Credit card failed/)).toBeTruthy();
    expect(screen.getByText('Your bank declined the card.')).toBeTruthy();
  });

  it('BEY-002: a double click on Pay creates one payment', async () => {
    const fetchMock = answers();
    await renderPayment();
    await fillCard();
    await userEvent.dblClick(screen.getByTestId('pay'));
    await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    expect(calls(fetchMock, '/api/front/purchase/payments')).toHaveLength(1);
  });

  it('BEY-001: wrong card fields are named and nothing is sent', async () => {
    const fetchMock = answers();
    await renderPayment();
    await userEvent.type(screen.getByLabelText('Card number'), '12ab');
    await userEvent.click(screen.getByTestId('pay'));
    expect(await screen.findByText('Card number seems incorrect')).toBeTruthy();
    expect(screen.getAllByText('Mandatory field')).toHaveLength(2);
    expect(calls(fetchMock, '/api/front/purchase/payments')).toHaveLength(0);
  });

  it('CHK-032, ADR 0018: a gift card pays part of the order; the rest is paid by card', async () => {
    let applied = false;
    const fetchMock = answers({
      [`/api/front/purchase/orders/${ORDER_UUID}/gift-cards`]: () => {
        applied = true;
        return json({ ...orderSummary(), viewToken: VIEW_TOKEN, amount: 20000 });
      },
      [ORDER_READ]: () =>
        json(
          applied
            ? orderSummary({
                priceBreakdown: {
                  ...orderSummary().priceBreakdown,
                  giftcards: [{ serialNumber: '****-****-****-WXYZ', usedAmount: 5000 }],
                  reductionAmount: 5000,
                  remainingAmountToPay: 15000,
                },
              })
            : orderSummary(),
        ),
    });
    await renderPayment();
    const cards = screen.getByTestId('gift-cards');
    await userEvent.type(
      within(cards).getByLabelText('Gift card number or voucher code'),
      'ABCD-EFGH-IJKL-WXYZ',
    );
    await userEvent.click(within(cards).getByRole('button', { name: 'Use this code' }));
    expect(
      await within(cards).findByText(/Gift card or voucher \*\*\*\*-\*\*\*\*-\*\*\*\*-WXYZ: 50\s€/),
    ).toBeTruthy();
    expect(screen.getByTestId('price-breakdown').textContent).toMatch(/Left to pay150\s€/);
    expect(screen.getByTestId('pay').textContent).toMatch(/Pay 150\s€/);
    const [, init] = calls(fetchMock, `/api/front/purchase/orders/${ORDER_UUID}/gift-cards`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ serialNumber: 'ABCD-EFGH-IJKL-WXYZ' });
  });

  it('CHK-032: an unknown gift card says so', async () => {
    answers({
      [`/api/front/purchase/orders/${ORDER_UUID}/gift-cards`]: () =>
        json({ error: 'GIFT_CARD_UNKNOWN', message: 'unknown' }, 404),
    });
    await renderPayment();
    const cards = screen.getByTestId('gift-cards');
    await userEvent.type(within(cards).getByLabelText('Gift card number or voucher code'), 'NOPE');
    await userEvent.click(within(cards).getByRole('button', { name: 'Use this code' }));
    expect(
      await within(cards).findByText('This gift card number or voucher code is unknown.'),
    ).toBeTruthy();
  });

  it('BEY-001: without a placed order the payment step leads back to the summary', async () => {
    window.sessionStorage.clear();
    answers();
    setPage(`/checkout/7/payment${HASH}`);
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: '7' }} />));
    const problem = await screen.findByTestId('checkout-problem');
    expect(within(problem).getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      `/checkout/7/summary${HASH}`,
    );
  });
});
