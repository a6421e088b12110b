import {
  cancellationResponseSchema,
  modificationQuoteResponseSchema,
  modificationResponseSchema,
  orderSummarySchema,
  paymentResponseSchema,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { platformStore } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { ORDER } from '../test/orders';
import { renderWithCopy } from '../test/render';
import AccountPage from './AccountPage';

const order = fixture(orderSummarySchema, ORDER);
const QUOTE = fixture(modificationQuoteResponseSchema, {
  orderUUID: ORDER.orderUUID,
  currentAmount: 31_800,
  newPrice: 36_400,
  insuranceAmount: 0,
  amountToPay: 4_600,
  amountToRefund: 0,
  modificationConditions: ORDER.modificationConditions,
});
const { specialRequest: _specialRequest, ...BOOKED_STAY } = ORDER.stay!;
const stayOf = (checkinDate: string, checkoutDate: string, amount: number) => ({
  ...BOOKED_STAY,
  checkinDate,
  checkoutDate,
  amount,
  insuranceAmount: null,
});
const PAYMENT = {
  paymentIntentId: 'pi_sandbox_1',
  paymentMethod: 'card' as const,
  amount: 4_600,
  status: 'requires_action' as const,
  challenge: { type: 'sca' as const, attemptsLeft: 3 },
  failureReason: null,
  order: { orderUUID: ORDER.orderUUID, status: 'confirmed' as const },
};
const AWAITING = fixture(modificationResponseSchema, {
  modificationId: 'm-1',
  orderUUID: ORDER.orderUUID,
  bookingNumber: ORDER.bookingNumber,
  status: 'awaiting_payment',
  originalStay: stayOf('2026-12-12', '2026-12-14', 31_800),
  modifiedStay: stayOf('2026-12-19', '2026-12-21', 36_400),
  amountPaid: 0,
  amountRefunded: 0,
  refunds: [],
  payment: PAYMENT,
  failureReason: null,
});

type Handler = (url: string, init?: RequestInit) => Response;
let fetchMock: jest.Mock<FunctionLike>;
function answer(handler: Handler) {
  fetchMock = jest.fn<FunctionLike>(async (url: string, init?: RequestInit) => handler(url, init));
  stubGlobal('fetch', fetchMock);
}
/** The first call to an address containing `part`: [url, init]. */
function firstCall(part: string): [string, RequestInit | undefined] {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(part));
  if (!call) throw new Error(`no call to ${part}`);
  return [String(call[0]), call[1] as RequestInit | undefined];
}

const renderPage = (splat = '') =>
  act(() => renderWithCopy(<AccountPage params={{ '*': splat }} />));

async function lookUp(bookingNumber: string, email: string) {
  await userEvent.type(screen.getByLabelText('Booking number'), bookingNumber);
  if (email) await userEvent.type(screen.getByLabelText('E-mail address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
}

beforeAll(async () => {
  await import('../features/booking-modification/components/ModifyBooking');
  await import('../features/booking-cancellation/components/CancelBooking');
});
beforeEach(() => {
  platformStore.setState({
    locale: 'fr_FR',
    careMode: false,
    agent: null,
    location: { pathname: '/account', search: '', hash: '' },
  });
});
afterEach(() => unstubAllGlobals());

describe('AccountPage: "Check my booking"', () => {
  it('BEY-003: the booking number and e-mail open the booking, its breakdown and documents', async () => {
    answer(() => Response.json(order));
    await renderPage();
    await lookUp('4821 3097', 'camille@example.fr');
    expect(await screen.findByRole('heading', { name: 'Booking 48213097' })).toBeTruthy();
    const [url] = firstCall('/api/front/orders/lookup');
    expect(url).toBe('/api/front/orders/lookup?bookingNumber=48213097&email=camille%40example.fr');
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByTestId('booking-dates').textContent).toMatch(
      /12 décembre 2026.*14 décembre 2026.*2 nights/,
    );
    expect(screen.getByTestId('booking-travellers').textContent).toBe('2 adults');
    expect(screen.getByTestId('booking-total').textContent?.replace(/\s/g, ' ')).toBe('318 €');
    expect(screen.getByRole('button', { name: 'Print the booking confirmation' })).toBeTruthy();
    expect(screen.getByText(/sent to camille@example.fr/)).toBeTruthy();
  });

  it('BEY-003: a wrong pair gives one neutral message that does not say which half was wrong', async () => {
    answer(() => Response.json({ error: 'NOT_FOUND', message: 'No booking' }, { status: 404 }));
    await renderPage();
    await lookUp('48213097', 'someone@else.fr');
    const alert = await screen.findByText(/could not find a booking with these details/);
    expect(alert.textContent).toContain('Please check the booking number and the e-mail address.');
    expect(screen.queryByRole('heading', { name: /Booking 4821/ })).toBeNull();
  });

  it('BEY-003: too many look-ups say to wait; bad input is refused before anything is sent', async () => {
    answer(() => Response.json({ error: 'TOO_MANY_REQUESTS', message: 'slow' }, { status: 429 }));
    await renderPage();
    await lookUp('1234', '<script>');
    expect(screen.getByText('Your booking number has 8 digits.')).toBeTruthy();
    expect(screen.getByText('Email seems incorrect')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Booking number'));
    await userEvent.clear(screen.getByLabelText('E-mail address'));
    await lookUp('48213097', 'camille@example.fr');
    expect(await screen.findByText(/Too many attempts/)).toBeTruthy();
  });

  it('CHK-027..029: a new date is quoted by the server, paid by card with the challenge, then shown', async () => {
    let modified = false;
    answer((url, init) => {
      if (url.startsWith('/api/front/orders/lookup'))
        return Response.json(
          modified
            ? {
                ...order,
                stay: { ...order.stay, checkinDate: '2026-12-19', checkoutDate: '2026-12-21' },
              }
            : order,
        );
      if (url.endsWith('/modification-quote')) return Response.json(QUOTE);
      if (url === '/api/front/purchase/modifications')
        return Response.json(AWAITING, { status: 202 });
      if (url.endsWith('/confirm')) {
        const { challengeCode } = JSON.parse(String(init?.body)) as { challengeCode: string };
        if (challengeCode !== '123456')
          return Response.json({ ...PAYMENT, challenge: { type: 'sca', attemptsLeft: 2 } });
        modified = true;
        return Response.json(
          fixture(paymentResponseSchema, { ...PAYMENT, status: 'succeeded', challenge: null }),
        );
      }
      return Response.json({ error: 'NOT_FOUND', message: url }, { status: 404 });
    });
    await renderPage();
    await lookUp('48213097', 'camille@example.fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Modify my booking' }));
    const checkin = await screen.findByLabelText('New arrival date');
    await userEvent.clear(checkin);
    await userEvent.type(checkin, '2026-12-19');
    await userEvent.click(screen.getByRole('button', { name: 'See the price' }));

    expect((await screen.findByTestId('amount-to-pay')).textContent?.replace(/\s/g, ' ')).toBe(
      '46 €',
    );
    const [, quoteInit] = firstCall('/modification-quote');
    expect(JSON.parse(String(quoteInit?.body))).toEqual({
      travelPeriod: { checkinDate: '2026-12-19', checkoutDate: '2026-12-21' },
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      activityDaySelections: [],
      insuranceItem: false,
    });

    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30');
    await userEvent.type(screen.getByLabelText('Security code'), '123');
    await userEvent.click(screen.getByRole('button', { name: /Pay 46.€ and modify/ }));
    const [, applyInit] = firstCall('/api/front/purchase/modifications');
    const applied = JSON.parse(String(applyInit?.body)) as Record<string, unknown>;
    expect(applied).toMatchObject({
      bookingNumber: '48213097',
      email: 'camille@example.fr',
      expectedAmount: 4_600,
      payment: {
        paymentMethod: 'card',
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      },
    });
    expect(new Headers(applyInit?.headers).get('idempotency-key')).toMatch(/^mod-/);

    await userEvent.type(await screen.findByLabelText('Code sent by your bank'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Enter the 6-digit code. 2 attempts left.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code sent by your bank'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));

    expect(
      await screen.findByText(/Your booking has been modified\..*46.€ has been paid\./),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('booking-dates').textContent).toMatch(/19 décembre 2026/),
    );
  });

  it('CHK-030: keeping the insurance asks for the insured variant; a refund is shown', async () => {
    const insured = { ...order, insurance: { amount: 1_500 } };
    answer((url) => {
      if (url.startsWith('/api/front/orders/lookup')) return Response.json(insured);
      if (url.endsWith('/modification-quote'))
        return Response.json({
          ...QUOTE,
          newPrice: 20_000,
          insuranceAmount: 1_000,
          amountToPay: 0,
          amountToRefund: 10_800,
        });
      if (url === '/api/front/purchase/modifications')
        return Response.json(
          {
            ...AWAITING,
            status: 'applied',
            payment: null,
            amountRefunded: 10_800,
            refunds: [{ amount: 10_800, method: 'card', status: 'succeeded' }],
          },
          { status: 201 },
        );
      return Response.json({ error: 'NOT_FOUND', message: url }, { status: 404 });
    });
    await renderPage();
    await lookUp('48213097', 'camille@example.fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Modify my booking' }));
    expect(screen.getByLabelText('Keep the cancellation insurance')).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'See the price' }));
    const [, quoteInit] = firstCall('/modification-quote');
    expect(JSON.parse(String(quoteInit?.body))).toMatchObject({ insuranceItem: true });
    expect((await screen.findByTestId('amount-to-refund')).textContent?.replace(/\s/g, ' ')).toBe(
      '108 €',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the modification' }));
    expect(await screen.findByText(/108.€ will be refunded to your payment method\./)).toBeTruthy();
  });

  it('CHK-031: a booking past its conditions says it can no longer be modified', async () => {
    answer(() =>
      Response.json({
        ...order,
        modificationConditions: {
          isModifiable: false,
          modifiableUntil: null,
          refundableAmount: 0,
          giftPayments: [],
        },
      }),
    );
    await renderPage();
    await lookUp('48213097', 'camille@example.fr');
    expect(await screen.findByText('This booking can no longer be modified.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modify my booking' })).toBeNull();
  });

  it('CHK-027: a price that changed since the quote asks to see the new price', async () => {
    answer((url) => {
      if (url.startsWith('/api/front/orders/lookup')) return Response.json(order);
      if (url.endsWith('/modification-quote')) return Response.json(QUOTE);
      return Response.json({ error: 'AMOUNT_MISMATCH', message: 'changed' }, { status: 409 });
    });
    await renderPage();
    await lookUp('48213097', 'camille@example.fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Modify my booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'See the price' }));
    await screen.findByTestId('amount-to-pay');
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30');
    await userEvent.type(screen.getByLabelText('Security code'), '123');
    await userEvent.click(screen.getByRole('button', { name: /Pay 46.€ and modify/ }));
    expect(await screen.findByText(/The price changed since your quote/)).toBeTruthy();
    expect(screen.queryByTestId('amount-to-pay')).toBeNull();
  });
});

describe('AccountPage: cancellation (ADR 0055)', () => {
  it('shows the refund before confirming, cancels, and shows the booking cancelled', async () => {
    let cancelled = false;
    answer((url, init) => {
      if (url.startsWith('/api/front/orders/lookup'))
        return Response.json(
          cancelled
            ? {
                ...order,
                status: 'cancelled',
                cancellationTerms: { ...order.cancellationTerms, isCancellable: false },
              }
            : order,
        );
      if (url === '/api/front/purchase/cancellations') {
        expect(JSON.parse(String(init?.body))).toEqual({
          bookingNumber: '48213097',
          email: 'camille@example.fr',
          expectedRefund: 25_440,
        });
        cancelled = true;
        return Response.json(
          fixture(cancellationResponseSchema, {
            orderUUID: ORDER.orderUUID,
            bookingNumber: ORDER.bookingNumber,
            status: 'cancelled',
            amountRefunded: 25_440,
            refunds: [{ amount: 25_440, method: 'card', status: 'succeeded' }],
          }),
        );
      }
      return Response.json({ error: 'NOT_FOUND', message: url }, { status: 404 });
    });
    await renderPage();
    await lookUp('48213097', 'camille@example.fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel my booking' }));
    expect(
      (await screen.findByTestId('cancellation-refund')).textContent?.replace(/\s/g, ' '),
    ).toBe('If you cancel now, 254,40 € will be refunded (80% of the stay).');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(
      await screen.findByText(/Your booking has been cancelled\..*254,40.€ will be refunded/),
    ).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel my booking' })).toBeNull();
  });

  it('a booking its terms do not let cancel says so, with no cancel button', async () => {
    answer(() =>
      Response.json({
        ...order,
        cancellationTerms: {
          isCancellable: false,
          cancellableUntil: null,
          refundAmount: 0,
          refundPercent: 0,
        },
      }),
    );
    await renderPage();
    await lookUp('48213097', 'camille@example.fr');
    expect(await screen.findByText('This booking cannot be cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel my booking' })).toBeNull();
  });
});

describe('AccountPage: account sections and care mode', () => {
  it('with the customer-account toggle off, sign-in, trips, profile and wishlist say so', async () => {
    answer(() => Response.json(order));
    for (const splat of ['signin', 'trips', 'settings/profile', 'wishlist']) {
      const { unmount } = await renderPage(splat);
      expect(screen.getByText('Customer accounts are not available')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Find my booking' })).toBeTruthy();
      unmount();
    }
  });

  it('BEY-015: the booking number from the care panel opens the booking at once for a signed-in agent, who sees who took it', async () => {
    platformStore.setState({
      careMode: true,
      agent: { id: 1, email: 'agent@weekend-shop.test', name: 'Alex Agent' },
      location: { pathname: '/account', search: '?booking=48213097', hash: '' },
    });
    answer(() => Response.json({ ...order, agent: { id: 1, name: 'Alex Agent' } }));
    await renderPage();
    expect(screen.getByLabelText('Booking number')).toHaveProperty('value', '48213097');
    // The booking handed over by the care panel is looked up at once.
    expect(await screen.findByTestId('booking-agent')).toHaveProperty(
      'textContent',
      'Booked by our customer care (Alex Agent).',
    );
    const [url] = firstCall('/api/front/orders/lookup');
    expect(url).toBe('/api/front/orders/lookup?bookingNumber=48213097');
  });
});
