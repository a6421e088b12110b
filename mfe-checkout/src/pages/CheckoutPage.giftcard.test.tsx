import { ORDER_VIEW_TOKEN_HEADER } from '@shop/api-contract';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { DEFAULT_FLAGS, MARKETS, platformStore } from '@shop/platform';
import { readGiftCode, rememberGiftCode, saveGiftCardChoice } from '@shop/platform/gift-handoff';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readDraft, writeDraft } from '../entities/checkout/lib/draft';
import { readStayHandoff } from '../entities/checkout/lib/handoff';
import { ORDER_UUID, orderResponse, orderSummary, VIEW_TOKEN } from '../test/fixtures';
import { json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../test/render';
import { fillBuyer } from '../test/buyer';
import CheckoutPage from './CheckoutPage';
import ConfirmationPage from './ConfirmationPage';

const CARD = {
  amount: 10_000,
  designId: 2,
  recipientName: 'Léa',
  recipientEmail: 'lea@example.fr',
  fromName: 'Camille',
  message: 'Happy birthday!\nEnjoy.',
};
const ORDER_READ = `/api/front/purchase/orders/${ORDER_UUID}`;
const GIFT_BREAKDOWN = {
  sellPrice: 10_000,
  refPrice: 10_000,
  promo: 0,
  moneySaved: 0,
  remainingAmountToPay: 10_000,
  reductionAmount: 0,
  giftcards: [{ serialNumber: null, amount: 10_000 }],
  insuranceAmount: 0,
  shippingCost: { amount: 0, internationalFee: 0 },
  extraDiscount: 0,
  subElementsPrice: 0,
  totalPrice: 10_000,
};
const giftCardOrder = (issued: boolean) =>
  orderSummary({
    status: issued ? 'confirmed' : 'pending',
    amount: 10_000,
    stay: null,
    giftCards: [
      {
        ...CARD,
        serialNumber: issued ? 'ABCD-EFGH-JKMN-PQRS' : null,
        expiresOn: issued ? '2027-11-26' : null,
      },
    ],
    priceBreakdown: GIFT_BREAKDOWN,
  });

beforeAll(async () => {
  installDialogPolyfill();
  await import('../features/payment/components/PaymentStep');
});
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.dataLayer = [];
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS });
});
afterEach(() => unstubAllGlobals());

describe('buying a gift card through the checkout (GIFT-025, ADR 0077)', () => {
  it('GIFT-025: without a chosen card the summary leads back to the customization page', async () => {
    mockFetch(() => json({ error: 'NOT_FOUND', message: 'no' }, 404));
    setPage('/checkout/giftcard/summary?lng=en');
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: 'giftcard' }} />));
    expect(screen.getByText('No gift card is being bought')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a gift card' }).getAttribute('href')).toBe(
      '/giftcard/customization',
    );
  });

  it('GIFT-025: the card, the buyer, then the order with its giftCardItem and the payment step', async () => {
    saveGiftCardChoice(CARD);
    const fetchMock = mockFetch((url) =>
      url === '/api/front/purchase/orders'
        ? json(orderResponse({ amount: 10_000, priceBreakdown: GIFT_BREAKDOWN }), 201)
        : json({ error: 'NOT_FOUND', message: url }, 404),
    );
    const navigate = setPage('/checkout/giftcard/summary?lng=en');
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: 'giftcard' }} />));
    const card = screen.getByTestId('gift-card-order');
    expect(card.textContent).toMatch(/Amount100\s€/);
    expect(card.textContent).toContain('lea@example.fr');
    expect(card.textContent).toContain('Camille');
    expect(screen.getByTestId('price-breakdown').textContent).toMatch(/Total100\s€/);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const orders = fetchMock.mock.calls.filter(
      ([url]) => String(url) === '/api/front/purchase/orders',
    );
    expect(orders).toHaveLength(1);
    const body = JSON.parse(String(orders[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      expectedAmount: 10_000,
      items: { insuranceItem: false, shortStayItem: null, giftCardItem: CARD },
    });
    expect(navigate).toHaveBeenCalledWith('/checkout/giftcard/payment?lng=en', undefined);
    expect(readDraft('giftcard')?.order?.viewToken).toBe(VIEW_TOKEN);
  });

  it('GIFT-025, ADR 0018: the gift card’s payment step offers no gift-card field and pays by card', async () => {
    writeDraft('giftcard', {
      stayKey: JSON.stringify(CARD),
      order: {
        orderUUID: ORDER_UUID,
        bookingNumber: '12345678',
        viewToken: VIEW_TOKEN,
        amount: 10_000,
      },
    });
    mockFetch((url, init) =>
      url === ORDER_READ && new Headers(init?.headers).get(ORDER_VIEW_TOKEN_HEADER) === VIEW_TOKEN
        ? json(giftCardOrder(false))
        : json({ error: 'NOT_FOUND', message: url }, 404),
    );
    setPage('/checkout/giftcard/payment?lng=en');
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: 'giftcard' }} />));
    expect(await screen.findByTestId('payment-form')).toBeTruthy();
    expect(screen.queryByTestId('gift-cards')).toBeNull();
    expect(screen.getByTestId('pay').textContent).toMatch(/Pay 100\s€/);
  });

  it('GIFT-025: the confirmation shows the issued card: number, balance, last day, recipient', async () => {
    mockFetch((url, init) =>
      url === ORDER_READ && new Headers(init?.headers).get(ORDER_VIEW_TOKEN_HEADER) === VIEW_TOKEN
        ? json(giftCardOrder(true))
        : json({ error: 'NOT_FOUND', message: url }, 404),
    );
    setPage(`/confirmation/${ORDER_UUID}?lng=en&status=success&gaId=12345678&token=${VIEW_TOKEN}`);
    await act(() => renderWithCopy(<ConfirmationPage params={{ orderUUID: ORDER_UUID }} />));
    const card = await screen.findByTestId('issued-gift-card');
    expect(within(card).getByTestId('gift-card-serial').textContent).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(card.textContent).toMatch(/Balance:100\s€/);
    expect(card.textContent).toMatch(/Valid until:26 novembre 2027/);
    expect(card.textContent).toContain('Léa, lea@example.fr');
    expect(screen.getByRole('heading', { name: 'Your gift card' })).toBeTruthy();
  });

  it('GIFT-025, ADR 0062: without the view token the confirmation shows nothing of the card', async () => {
    mockFetch(() => json(giftCardOrder(true)));
    setPage(`/confirmation/${ORDER_UUID}?lng=en&status=success&gaId=12345678`);
    await act(() => renderWithCopy(<ConfirmationPage params={{ orderUUID: ORDER_UUID }} />));
    expect(screen.getByTestId('confirmation-unavailable')).toBeTruthy();
    expect(screen.queryByText('ABCD-EFGH-JKMN-PQRS')).toBeNull();
  });
});

describe('the beneficiary’s code at the payment step (issue 13 item 5)', () => {
  const HASH = '#checkin=2027-05-07&checkout=2027-05-08&nights=1&a=2&c=0&b=0&productId=7';

  it('issue 13 item 5: the code checked on /beneficiary/login is applied once and forgotten', async () => {
    const reading = readStayHandoff('7', HASH, '2026-01-01');
    if (!reading.ok) throw new Error('bad hash');
    writeDraft(7, {
      stayKey: JSON.stringify(reading.stay),
      order: {
        orderUUID: ORDER_UUID,
        bookingNumber: '12345678',
        viewToken: VIEW_TOKEN,
        amount: 20_000,
      },
    });
    rememberGiftCode('abcd efgh jkmn wxyz');
    let applied = false;
    const fetchMock = mockFetch((url, init) => {
      if (url === `${ORDER_READ}/gift-cards`) {
        applied = true;
        return json({ ...orderSummary(), viewToken: VIEW_TOKEN });
      }
      if (url === ORDER_READ && new Headers(init?.headers).get(ORDER_VIEW_TOKEN_HEADER)) {
        return json(
          applied
            ? orderSummary({
                priceBreakdown: {
                  ...orderSummary().priceBreakdown,
                  giftcards: [{ serialNumber: '****-****-****-WXYZ', usedAmount: 6_000 }],
                  reductionAmount: 6_000,
                  remainingAmountToPay: 14_000,
                },
              })
            : orderSummary(),
        );
      }
      return json({ error: 'NOT_FOUND', message: url }, 404);
    });
    setPage(`/checkout/7/payment?lng=en${HASH}`);
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: '7' }} />));
    const cards = await screen.findByTestId('gift-cards');
    expect(
      await within(cards).findByText(/Gift card or voucher \*\*\*\*-\*\*\*\*-\*\*\*\*-WXYZ: 60\s€/),
    ).toBeTruthy();
    expect(screen.getByTestId('pay').textContent).toMatch(/Pay 140\s€/);
    const applies = fetchMock.mock.calls.filter(
      ([url]) => String(url) === `${ORDER_READ}/gift-cards`,
    );
    expect(applies).toHaveLength(1);
    expect(JSON.parse(String(applies[0]![1]?.body))).toEqual({
      serialNumber: 'abcd efgh jkmn wxyz',
    });
    expect(readGiftCode()).toBeNull();
  });
});
