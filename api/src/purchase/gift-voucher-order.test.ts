import {
  apiErrorSchema,
  giftVoucherQuoteSchema,
  orderCreatedResponseSchema,
  ORDER_VIEW_TOKEN_HEADER,
  printableGiftVoucherSchema,
  singleVoucherPricesSchema,
  subElementsResponseSchema,
  type GiftVoucherItem,
  type OrderRequest,
} from '@shop/api-contract';
import { count, eq } from 'drizzle-orm';
import { emailOutbox, giftVouchers, orders, singleVouchers } from '../db/schema';
import {
  newIdempotencyKey,
  orderSummaryOf,
  payOrder,
  placeOrder,
  TEST_BUYER,
  testViewToken,
} from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

/** 10 March 2026, 10:00 in Paris. */
const NOW = new Date('2026-03-10T09:00:00Z');

describe('gift-voucher orders (issue 13 part A, ADR 0072)', () => {
  let ctx: TestApp;
  let offerId = 0;
  let prices: { nights: number; sellPrice: number }[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    const rows = await ctx.database.orm
      .select({ id: singleVouchers.weekendId, priceList: singleVouchers.priceList })
      .from(singleVouchers)
      .where(eq(singleVouchers.isGiftable, true));
    const giftable = rows.find((row) => row.priceList.length === 3);
    if (!giftable) throw new Error('no giftable voucher in the test seed');
    offerId = giftable.id;
    prices = giftable.priceList;
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  const tier = (nights: number) => prices.find((entry) => entry.nights === nights)!.sellPrice;
  const body = (
    /** Deliberately loose: the refusal tests send what the contract forbids. */
    item: Record<string, unknown>,
    expectedAmount: number,
    locale: OrderRequest['locale'] = 'fr_FR',
  ): OrderRequest => ({
    locale,
    buyer: TEST_BUYER,
    currency: 'EUR',
    expectedAmount,
    items: {
      insuranceItem: false,
      promotionCodeItem: null,
      shortStayItem: null,
      giftVoucherItem: { offerId, nights: 1, format: 'DIGITAL', ...item } as GiftVoucherItem,
    },
  });
  const post = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/orders',
      headers: { 'idempotency-key': newIdempotencyKey() },
      payload: payload as object,
    });
  const orderCount = async () => (await ctx.database.orm.select({ n: count() }).from(orders))[0]!.n;

  it('GIFT-018: a digital voucher is priced by the server from the price list (promo against one-night vouchers)', async () => {
    const placed = await placeOrder(ctx.app, body({ nights: 2, fromName: 'Camille' }, tier(2)));
    expect(placed.amount).toBe(tier(2));
    const { priceBreakdown } = placed;
    expect(priceBreakdown.sellPrice).toBe(tier(2));
    expect(priceBreakdown.refPrice).toBe(Math.max(tier(2), tier(1) * 2));
    expect(priceBreakdown.promo).toBe(
      Math.round(((priceBreakdown.refPrice - tier(2)) * 100) / priceBreakdown.refPrice),
    );
    expect(priceBreakdown.shippingCost.amount).toBe(0);
    expect(priceBreakdown.totalPrice).toBe(tier(2));
  });

  it('GIFT-018: the quote call gives the same price summary the order is charged', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/front/gift-vouchers/quote?locale=fr_FR&offerId=${offerId}&nights=2`,
    });
    expect(response.statusCode).toBe(200);
    expect(giftVoucherQuoteSchema.parse(response.json())).toMatchObject({
      sellPrice: tier(2),
      shippingCost: 0,
      subElementsPrice: 0,
      totalPrice: tier(2),
    });
    for (const bad of [
      'nights=-1',
      'nights=',
      'format=HOLOGRAM&nights=1',
      'nights=1&subElements=x',
    ]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/front/gift-vouchers/quote?locale=fr_FR&offerId=${offerId}&${bad}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.safeParse(refused.json()).success).toBe(true);
    }
  });

  it('GIFT-018: a total the browser made up is refused with 409 AMOUNT_MISMATCH', async () => {
    const response = await post(body({ nights: 1 }, 100));
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).error).toBe('AMOUNT_MISMATCH');
  });

  it('GIFT-009, GIFT-012, GIFT-018: the physical format adds the shipping cost and the sub-elements', async () => {
    const { groups } = subElementsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/front/sub-elements?locale=fr_FR' })).json(),
    );
    const paid = groups.flatMap((group) => group.elements).find((element) => element.price > 0)!;
    const voucherPrices = singleVoucherPricesSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/single-voucher/${offerId}/prices.json?locale=fr_FR`,
        })
      ).json(),
    );
    const shipping = voucherPrices.shippingCosts.amount!;
    const expected = tier(1) + shipping + paid.price;
    const placed = await placeOrder(
      ctx.app,
      body({ format: 'PHYSICAL', subElements: [paid.id] }, expected),
    );
    expect(placed.amount).toBe(expected);
    expect(placed.priceBreakdown.shippingCost.amount).toBe(shipping);
    expect(placed.priceBreakdown.subElementsPrice).toBe(paid.price);
  });

  it('GIFT-009: where the physical format cannot ship (nl_NL) it is refused with the spec message', async () => {
    const response = await post(body({ format: 'PHYSICAL' }, tier(1), 'nl_NL'));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toContain(
      'Victim of its success, the physical format is coming back soon!',
    );
  });

  it.each([
    ['GIFT-020: fromName over 40', { fromName: 'A'.repeat(41) }, 'limited to 40 characters'],
    ['GIFT-020: message over 180', { message: 'a'.repeat(181) }, 'limited to 180 characters'],
    ['GIFT-022: fromName with digits', { fromName: 'R2D2' }, 'Only text is expected'],
    ['a scripted message', { message: '<script>alert(1)</script>' }, 'Only text is expected'],
    ['an unknown format', { format: 'HOLOGRAM' }, 'format'],
    ['negative nights', { nights: -1 }, 'nights'],
    ['absent nights', { nights: undefined }, 'nights'],
    ['nights without a price tier', { nights: 7 }, 'nights'],
    ['an unknown sub-element id', { format: 'PHYSICAL', subElements: [999_999] }, 'unknown id'],
    [
      'an unknown custom sub-element id',
      { format: 'PHYSICAL', customSubElements: [999_999] },
      'unknown id',
    ],
    ['sub-elements with the digital format', { subElements: [1] }, 'physical format only'],
    ['an unknown voucher', { offerId: 2_000_000_000 }, 'no gift voucher'],
  ])('refuses %s with a 4xx {error, message} and stores nothing', async (_name, item, text) => {
    const before = await orderCount();
    const response = await post(body(item, tier(1)));
    expect([400, 404]).toContain(response.statusCode);
    const error = apiErrorSchema.parse(response.json());
    expect(error.message).toContain(text);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a gift voucher ordered with a stay or insurance', async () => {
    const payload = body({}, tier(1));
    const response = await post({ ...payload, items: { ...payload.items, insuranceItem: true } });
    expect(response.statusCode).toBe(400);
  });

  it('GIFT-011: paying issues a voucher valid 1 year for 2 people, with an unguessable code, e-mailed in the buyer language', async () => {
    const placed = await placeOrder(
      ctx.app,
      body({ fromName: 'Camille', message: 'Joyeux anniversaire !\nÀ bientôt.' }, tier(1)),
    );
    const payment = await payOrder(ctx.app, placed.orderUUID);
    expect(payment.status).toBe('succeeded');
    const [voucher] = await ctx.database.orm
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.orderId, placed.orderUUID));
    expect(voucher!.code).toMatch(/^GV-([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/);
    expect(voucher!.adults).toBe(2);
    expect(voucher!.expiresOn).toBe('2027-03-10');
    const mails = await ctx.database.orm
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, placed.orderUUID));
    expect(mails.map((mail) => mail.kind)).toEqual(['gift_voucher']);
    expect(mails[0]!.recipient).toBe('camille.durand@example.fr');
    expect(mails[0]!.subject).toContain('Votre bon cadeau');
    expect(mails[0]!.body).toContain(voucher!.code);
    expect(mails[0]!.body).toContain('Valable 1 an');
    expect(mails[0]!.body).toContain('2 personnes');
    expect(mails[0]!.body).toContain('> Joyeux anniversaire !');

    const summary = await orderSummaryOf(ctx.app, placed.orderUUID);
    expect(summary.stay).toBeNull();
    expect(summary.giftVouchers).toEqual([
      expect.objectContaining({
        offerId,
        nights: 1,
        adults: 2,
        format: 'DIGITAL',
        fromName: 'Camille',
        code: voucher!.code,
        expiresOn: '2027-03-10',
      }),
    ]);

    // Codes differ from one voucher to the next.
    const other = await placeOrder(ctx.app, body({}, tier(1)));
    await payOrder(ctx.app, other.orderUUID);
    const [second] = await ctx.database.orm
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.orderId, other.orderUUID));
    expect(second!.code).not.toBe(voucher!.code);
  });

  it('the printable voucher needs the order view token (ADR 0062) and exists once paid', async () => {
    const placed = await placeOrder(ctx.app, body({ fromName: 'Léa' }, tier(1)));
    const url = `/api/front/purchase/orders/${placed.orderUUID}/gift-voucher`;
    const read = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });
    expect((await read()).statusCode).toBe(401);
    const other = orderCreatedResponseSchema.parse((await post(body({}, tier(1)))).json());
    expect((await read({ [ORDER_VIEW_TOKEN_HEADER]: other.viewToken })).statusCode).toBe(404);
    // Not paid yet: no voucher.
    expect((await read({ [ORDER_VIEW_TOKEN_HEADER]: placed.viewToken })).statusCode).toBe(404);
    await payOrder(ctx.app, placed.orderUUID);
    const response = await read({ [ORDER_VIEW_TOKEN_HEADER]: testViewToken(placed.orderUUID) });
    expect(response.statusCode).toBe(200);
    const voucher = printableGiftVoucherSchema.parse(response.json());
    expect(voucher).toMatchObject({
      bookingNumber: placed.bookingNumber,
      offerId,
      nights: 1,
      adults: 2,
      fromName: 'Léa',
      issuedOn: '2026-03-10',
      expiresOn: '2027-03-10',
      validityMonths: 12,
      amount: tier(1),
    });
    expect(voucher.label.length).toBeGreaterThan(0);
  });
});
