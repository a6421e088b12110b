import { ORDER_VIEW_TOKEN_HEADER, orderSummarySchema, type OrderRequest } from '@shop/api-contract';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';
import { and, asc, eq } from 'drizzle-orm';
import { activityProducts, emailOutbox, orderItems } from '../db/schema';
import { newIdempotencyKey, payOrder, placeOrder, TEST_BUYER } from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { newVoucherCode, renderActivityVoucherEmail, voucherValidUntil } from './activity';

const NOW = new Date('2026-03-10T09:00:00Z');

const voucherOrder = (
  activityId: number,
  numberOfAdults: number,
  expectedAmount: number,
  extra: Partial<OrderRequest> = {},
): OrderRequest => ({
  locale: 'fr_FR',
  buyer: TEST_BUYER,
  currency: 'EUR',
  expectedAmount,
  items: {
    insuranceItem: false,
    promotionCodeItem: null,
    shortStayItem: null,
    giftCardItem: null,
    activityVoucherItem: { activityId, numberOfAdults, customType: 'OWN_USE' },
  },
  ...extra,
});

describe('activity voucher orders (CHK-006, PROD-074)', () => {
  let ctx: TestApp;
  let product: typeof activityProducts.$inferSelect;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    const [first] = await ctx.database.orm
      .select()
      .from(activityProducts)
      .where(eq(activityProducts.published, true))
      .orderBy(asc(activityProducts.id))
      .limit(1);
    product = first!;
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  const priceOf = (adults: number) =>
    product.prices.find((price) => price.paxComposition.adults === adults)!;

  it('CHK-006: the server prices the voucher from the catalogue for the party, whatever the browser says', async () => {
    const party = product.prices[0]!.paxComposition.adults;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/orders',
      headers: { 'idempotency-key': newIdempotencyKey() },
      payload: voucherOrder(product.id, party, 1),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'AMOUNT_MISMATCH' });
    const order = await placeOrder(
      ctx.app,
      voucherOrder(product.id, party, priceOf(party).sellPrice),
    );
    expect(order.amount).toBe(priceOf(party).sellPrice);
    expect(order.priceBreakdown.sellPrice).toBe(priceOf(party).sellPrice);
    expect(order.priceBreakdown.refPrice).toBe(
      Math.max(priceOf(party).barPrice, priceOf(party).sellPrice),
    );
  });

  it('CHK-006: a party the product has no price for, an unknown product or insurance are refused with 4xx', async () => {
    const sizes = new Set(product.prices.map((price) => price.paxComposition.adults));
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((count) => !sizes.has(count))!;
    const send = (body: OrderRequest) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/front/purchase/orders',
        headers: { 'idempotency-key': newIdempotencyKey() },
        payload: body,
      });
    const noPrice = await send(voucherOrder(product.id, missing, 5000));
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toContain('items.activityVoucherItem.numberOfAdults');
    expect((await send(voucherOrder(999_999, 2, 5000))).statusCode).toBe(404);
    const insured = voucherOrder(product.id, 2, 5000);
    expect(
      (await send({ ...insured, items: { ...insured.items, insuranceItem: true } })).statusCode,
    ).toBe(400);
    expect(
      (await send(voucherOrder(product.id, 0, 5000))).statusCode,
      // A party below the adult bounds is a schema error.
    ).toBe(400);
  });

  it('PROD-074: once paid, the voucher gets a code valid 12 months and its own e-mail, once', async () => {
    const party = product.prices[0]!.paxComposition.adults;
    const order = await placeOrder(
      ctx.app,
      voucherOrder(product.id, party, priceOf(party).sellPrice),
    );
    await payOrder(ctx.app, order.orderUUID);
    await payOrder(ctx.app, order.orderUUID).catch(() => undefined);
    const [line] = await ctx.database.orm
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.orderUUID), eq(orderItems.kind, 'activityVoucher')));
    expect(line?.voucherCode).toMatch(
      /^ACT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
    );
    expect(line?.validUntil).toBe('2027-03-10');
    const mails = await ctx.database.orm
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.orderUUID));
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'activity_voucher',
      'order_confirmation',
    ]);
    const voucherMail = mails.find((mail) => mail.kind === 'activity_voucher')!;
    expect(voucherMail.subject).toBe(`Votre bon d'activité ${line!.voucherCode}`);
    expect(voucherMail.body).toContain("Valable jusqu'au: 2027-03-10");

    // The confirmation page's read shows the voucher with its code.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/front/purchase/orders/${order.orderUUID}`,
      headers: { [ORDER_VIEW_TOKEN_HEADER]: order.viewToken },
    });
    const summary = orderSummarySchema.parse(read.json());
    expect(summary.status).toBe('confirmed');
    expect(summary.stay).toBeNull();
    expect(summary.activityVoucher).toMatchObject({
      activityId: product.id,
      numberOfAdults: party,
      customType: 'OWN_USE',
      code: line!.voucherCode,
      validUntil: '2027-03-10',
      label: product.label.fr,
    });
  });

  it('PROD-074: the validity is 12 months from the market day; codes avoid look-alike characters', () => {
    expect(voucherValidUntil(new Date('2026-02-28T23:30:00Z'))).toBe('2027-03-01');
    const codes = new Set(Array.from({ length: 200 }, () => newVoucherCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).not.toMatch(/[01OIL]/);
  });

  it('the voucher e-mail is in English for an order made with ?lng=en', () => {
    const email = renderActivityVoucherEmail({
      language: 'en',
      locale: 'fr_FR',
      firstName: 'Camille',
      bookingNumber: '12345678',
      label: 'Wine tasting',
      adults: 2,
      amountCents: 9900,
      code: 'ACT-AAAA-BBBB-CCCC',
      validUntil: '2027-03-10',
    });
    expect(email.subject).toBe('Your activity voucher ACT-AAAA-BBBB-CCCC');
    expect(email.body).toContain('Valid until: 2027-03-10');
    expect(email.body).toMatch(/Price paid: 99,00\s€/);
  });
});
