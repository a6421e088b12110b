import {
  giftVoucherQuoteSchema,
  ORDER_VIEW_TOKEN_HEADER,
  printableGiftVoucherSchema,
  type OrderRequest,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { writeGiftCustomization } from '@shop/criteria';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { DEFAULT_FLAGS, MARKETS, platformStore } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { writeDraft } from '../entities/checkout/lib/draft';
import { giftDraftKey, readGiftHandoff } from '../entities/checkout/lib/gift-handoff';
import {
  ORDER_UUID,
  orderResponse,
  orderSummary,
  payment,
  VIEW_TOKEN,
  weekend,
} from '../test/fixtures';
import { json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../test/render';
import { fillBuyer } from '../test/buyer';
import CheckoutPage from './CheckoutPage';
import ConfirmationPage from './ConfirmationPage';

const HASH = '#giftNights=2&giftAdult=2';
const SUMMARY = `/checkout/7/summary?flow=gifting${HASH}`;
const QUOTE = fixture(giftVoucherQuoteSchema, {
  sellPrice: 19_200,
  promo: 4,
  refPrice: 20_000,
  shippingCost: 0,
  subElementsPrice: 0,
  totalPrice: 19_200,
});
const VOUCHER_ORDER = orderSummary({
  status: 'confirmed',
  amount: 19_200,
  stay: null,
  giftVouchers: [
    {
      offerId: 7,
      nights: 2,
      adults: 2,
      format: 'DIGITAL',
      subElements: [],
      customSubElements: [],
      fromName: 'Camille',
      message: 'Happy birthday',
      amount: 19_200,
      code: 'GV-ABCD-EFGH-JKMN-PQRS',
      expiresOn: '2027-11-26',
    },
  ],
});
const withToken = (init?: RequestInit) =>
  new Headers(init?.headers).get(ORDER_VIEW_TOKEN_HEADER) === VIEW_TOKEN;

function answers(status: 'confirmed' | 'pending' = 'confirmed') {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/front/gift-vouchers/quote')) return json(QUOTE);
    if (url.startsWith('/api/weekend/7/detail.json')) return json(weekend());
    if (url === '/api/front/purchase/orders') {
      return json(orderResponse({ amount: 19_200 }), 201);
    }
    if (url === `/api/front/purchase/orders/${ORDER_UUID}` && withToken(init)) {
      return json({ ...VOUCHER_ORDER, status });
    }
    if (url === `/api/front/purchase/orders/${ORDER_UUID}/gift-voucher` && withToken(init)) {
      return json(
        fixture(printableGiftVoucherSchema, {
          bookingNumber: '12345678',
          code: 'GV-ABCD-EFGH-JKMN-PQRS',
          offerId: 7,
          label: 'Spa escape',
          hotelName: 'Hôtel du Lac',
          nights: 2,
          adults: 2,
          format: 'DIGITAL',
          fromName: 'Camille',
          message: 'Happy birthday',
          issuedOn: '2026-11-26',
          expiresOn: '2027-11-26',
          validityMonths: 12,
          amount: 19_200,
        }),
      );
    }
    if (url === '/api/front/purchase/payments') return json(payment({ amount: 19_200 }), 201);
    return json({ error: 'NOT_FOUND', message: url }, 404);
  });
}

beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS });
});
afterEach(() => unstubAllGlobals());

describe('gift-voucher checkout (GIFT-024, ADR 0072)', () => {
  it('reads the gift hand-off tolerantly: no nights is a problem, an unknown format is digital', () => {
    expect(readGiftHandoff('7', '#giftFormat=hologram&giftNights=2')).toEqual({
      ok: true,
      gift: { productId: 7, nights: 2, format: 'DIGITAL', subElements: [], customSubElements: [] },
    });
    expect(readGiftHandoff('7', '#giftNights=-2')).toEqual({ ok: false, problem: 'giftNights' });
    expect(readGiftHandoff('x', HASH)).toEqual({ ok: false, problem: 'product' });
    expect(
      readGiftHandoff('7', '#giftNights=1&giftFormat=digital&subElements=3').ok &&
        readGiftHandoff('7', '#giftNights=1&giftFormat=digital&subElements=3'),
    ).toMatchObject({ gift: { subElements: [] } });
  });

  it('GIFT-018, GIFT-024: the summary shows the voucher and the server price, then orders it with its giftVoucherItem and the saved message', async () => {
    writeGiftCustomization(7, { fromName: 'Camille', message: 'Happy birthday' });
    const fetchMock = answers();
    const navigate = setPage(SUMMARY);
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: '7' }} />));
    const details = await screen.findByTestId('gift-voucher-details');
    expect(within(details).getByText('2 nights for 2 people')).toBeTruthy();
    expect(within(details).getByText('Valid 1 year for 2 people')).toBeTruthy();
    expect(within(details).getByText('Happy birthday')).toBeTruthy();
    expect(screen.getByTestId('price-breakdown').textContent).toMatch(/192/);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(navigate.mock.calls[0]?.[0]).toBe(`/checkout/7/payment?flow=gifting${HASH}`),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/front/purchase/orders')!;
    const body = JSON.parse(String(init?.body)) as OrderRequest;
    expect(body.expectedAmount).toBe(19_200);
    expect(body.items.shortStayItem).toBeNull();
    expect(body.items.giftVoucherItem).toEqual({
      offerId: 7,
      nights: 2,
      format: 'DIGITAL',
      subElements: [],
      customSubElements: [],
      fromName: 'Camille',
      message: 'Happy birthday',
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'begin_checkout', flow: 'gifting', value: 192 }),
    );
  });

  it('the payment step finds the gift order of its draft', async () => {
    const reading = readGiftHandoff('7', HASH);
    if (!reading.ok) throw new Error('bad hash');
    writeDraft(7, {
      stayKey: giftDraftKey(reading.gift),
      order: {
        orderUUID: ORDER_UUID,
        bookingNumber: '12345678',
        viewToken: VIEW_TOKEN,
        amount: 19_200,
      },
    });
    answers('pending');
    setPage(`/checkout/7/payment?flow=gifting${HASH}`);
    await act(() => renderWithCopy(<CheckoutPage params={{ productId: '7' }} />));
    await screen.findByTestId('payment-form', {}, { timeout: 3000 });
    expect(screen.getByText('Booking 12345678')).toBeTruthy();
    expect(screen.queryByTestId('checkout-problem')).toBeNull();
  });

  it('GIFT-011: the confirmation shows the voucher code, its validity and the link to the printable voucher', async () => {
    answers();
    setPage(`/confirmation/${ORDER_UUID}?status=success&gaId=12345678&token=${VIEW_TOKEN}`);
    await act(() => renderWithCopy(<ConfirmationPage params={{ orderUUID: ORDER_UUID }} />));
    const card = await screen.findByTestId('confirmation-gift-voucher');
    expect(within(card).getByTestId('gift-voucher-code').textContent).toBe(
      'GV-ABCD-EFGH-JKMN-PQRS',
    );
    expect(
      within(card).getByText('2 nights for 2 people · Valid 1 year for 2 people'),
    ).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'See the printable voucher' });
    expect(link.getAttribute('href')).toContain('print=voucher');
    expect(link.getAttribute('href')).toContain(`token=${VIEW_TOKEN}`);
  });

  it('GIFT-011: the printable voucher is read with the view token and offers to print', async () => {
    answers();
    setPage(`/confirmation/${ORDER_UUID}?print=voucher&token=${VIEW_TOKEN}`);
    await act(() => renderWithCopy(<ConfirmationPage params={{ orderUUID: ORDER_UUID }} />));
    const voucher = await screen.findByTestId('printable-voucher');
    expect(within(voucher).getByText('GV-ABCD-EFGH-JKMN-PQRS')).toBeTruthy();
    expect(within(voucher).getByText('Happy birthday')).toBeTruthy();
    expect(within(voucher).getByText('From Camille')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('without its token the printable voucher shows nothing about the order', async () => {
    answers();
    setPage(`/confirmation/${ORDER_UUID}?print=voucher`);
    await act(() => renderWithCopy(<ConfirmationPage params={{ orderUUID: ORDER_UUID }} />));
    expect(screen.queryByTestId('printable-voucher')).toBeNull();
    expect(
      screen.getByText(
        'This voucher cannot be shown. Open it from your confirmation page or your e-mail.',
      ),
    ).toBeTruthy();
  });
});
