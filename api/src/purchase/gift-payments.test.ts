import { apiErrorSchema, orderResponseSchema, paymentResponseSchema } from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import { emailOutbox, giftCards, payments } from '../db/schema';
import { SANDBOX } from '../payments/sandbox';
import {
  findBookableStay,
  orderRequest,
  payOrder,
  placeOrder,
  orderSummaryOf,
  roomsLeftOn,
  type BookableStay,
} from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { GIFT_CARD_ATTEMPT_RATE_LIMIT, GIFT_CARD_HOLD_MINUTES } from './gift-payments';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';
const CARD: { number: string; expiryMonth: number; expiryYear: number; cvc: string } = {
  number: SANDBOX.acceptedCard,
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: '123',
};

describe('paying an order with gift cards (CHK-032, ADR 0018)', () => {
  let ctx: TestApp;
  let stay: BookableStay;
  let client = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    stay = await findBookableStay(ctx.database.orm, { today: TODAY, rooms: 8, cancellable: true });
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);
  afterEach(() => {
    setSystemTime(NOW);
  }, 60_000);

  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
  /** Each test its own client address, so that the attempt limit only bites where tested. */
  const nextClient = () => `10.88.0.${(client += 1)}`;
  const stayAmount = () => stay.priceCents * 2;
  const stayOrder = () => placeOrder(ctx.app, orderRequest({ stay, expectedAmount: stayAmount() }));

  /** A paid gift-card order's card: its serial number, with the balance set to `balance`. */
  async function issueCard(balance?: number, amount = 30_000) {
    const order = await placeOrder(
      ctx.app,
      orderRequest({ giftCard: { amount, designId: 1 }, expectedAmount: amount }),
    );
    await payOrder(ctx.app, order.orderUUID);
    const [card] = await ctx.database.orm
      .select()
      .from(giftCards)
      .where(eq(giftCards.orderId, order.orderUUID));
    if (balance !== undefined) {
      await ctx.database.orm
        .update(giftCards)
        .set({ balanceCents: balance })
        .where(eq(giftCards.id, card!.id));
    }
    return card!.serialNumber;
  }
  const balanceOf = async (serialNumber: string) =>
    (
      await ctx.database.orm
        .select({ balance: giftCards.balanceCents })
        .from(giftCards)
        .where(eq(giftCards.serialNumber, serialNumber))
    )[0]!.balance;
  const apply = (orderUUID: string, serialNumber: unknown, remoteAddress = nextClient()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/front/purchase/orders/${orderUUID}/gift-cards`,
      payload: { serialNumber },
      remoteAddress,
    });
  const applied = async (orderUUID: string, serialNumber: string) => {
    const response = await apply(orderUUID, serialNumber);
    expect(response.statusCode).toBe(200);
    return orderResponseSchema.parse(response.json());
  };
  const payWithCards = (orderUUID: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/front/purchase/orders/${orderUUID}/gift-card-payment`,
    });
  const payByCard = (orderUUID: string, card = CARD) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/payments',
      payload: { orderUUID, paymentMethod: 'card', card },
    });
  const summaryOf = (orderUUID: string) => orderSummaryOf(ctx.app, orderUUID);
  const masked = (serial: string) => `****-****-****-${serial.slice(-4)}`;
  const roomsLeft = () => roomsLeftOn(ctx.database.orm, stay);

  const confirm = async (intentId: string, challengeCode: string = SANDBOX.challengePassCode) =>
    paymentResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/front/purchase/payments/${intentId}/confirm`,
          payload: { challengeCode },
        })
      ).json(),
    );

  it('CHK-032: a card holds min(balance, remaining); the breakdown shows it masked, the card pays the rest only, the balance is debited on payment', async () => {
    const serial = await issueCard(5_000);
    const order = await stayOrder();
    const answer = await applied(order.orderUUID, serial.toLowerCase().replaceAll('-', ' '));
    expect(answer.priceBreakdown).toMatchObject({
      totalPrice: stayAmount(),
      reductionAmount: 5_000,
      remainingAmountToPay: stayAmount() - 5_000,
      giftcards: [{ serialNumber: masked(serial), usedAmount: 5_000 }],
    });
    expect(JSON.stringify(answer)).not.toContain(serial);
    expect(await balanceOf(serial)).toBe(5_000); // held, not debited yet
    const rooms = await roomsLeft();
    const created = paymentResponseSchema.parse((await payByCard(order.orderUUID)).json());
    expect(created).toMatchObject({ amount: stayAmount() - 5_000, status: 'requires_action' });
    expect(await balanceOf(serial)).toBe(5_000);
    expect((await confirm(created.paymentIntentId)).order?.status).toBe('confirmed');
    expect(await balanceOf(serial)).toBe(0);
    expect(await roomsLeft()).toBe(rooms - 1);
    const summary = await summaryOf(order.orderUUID);
    expect(summary.priceBreakdown).toMatchObject({
      reductionAmount: 5_000,
      remainingAmountToPay: 0,
    });
    expect(summary.modificationConditions.giftPayments).toEqual([
      { gift: 5_000, upsell: stayAmount() - 5_000 },
    ]);
  });

  it('CHK-032: cards that cover the whole order pay it without the card provider; the card payment is refused then', async () => {
    const first = await issueCard();
    const second = await issueCard();
    const order = await stayOrder();
    expect(errorOf(await payWithCards(order.orderUUID))).toEqual({
      error: 'CONFLICT',
      message: `${stayAmount()} cents of order ${order.bookingNumber} are left to pay: pay them with POST /api/front/purchase/payments`,
    });
    await applied(order.orderUUID, first);
    const both = await applied(order.orderUUID, second);
    const fromFirst = Math.min(30_000, stayAmount());
    expect(both.priceBreakdown.giftcards).toEqual(
      [
        { serialNumber: masked(first), usedAmount: fromFirst },
        { serialNumber: masked(second), usedAmount: stayAmount() - fromFirst },
      ].filter((card) => card.usedAmount > 0),
    );
    expect(both.priceBreakdown.remainingAmountToPay).toBe(0);
    const byCard = await payByCard(order.orderUUID);
    expect(byCard.statusCode).toBe(409);
    expect(errorOf(byCard).message).toMatch(/^The gift cards pay all of order \d{8}: confirm it/);
    const paid = await payWithCards(order.orderUUID);
    expect(paid.statusCode).toBe(200);
    expect(orderResponseSchema.parse(paid.json()).status).toBe('confirmed');
    expect(await balanceOf(first)).toBe(30_000 - fromFirst);
    const providerPayments = await ctx.database.orm
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderUUID));
    expect(providerPayments).toEqual([]);
    const mails = await ctx.database.orm
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.orderUUID));
    expect(mails).toEqual([{ kind: 'order_confirmation' }]);
    // Paying again changes nothing.
    expect((await payWithCards(order.orderUUID)).statusCode).toBe(200);
    expect(await balanceOf(first)).toBe(30_000 - fromFirst);
  });

  it('CHK-032: refusals have clear codes: unknown, malformed, expired, empty, already applied, gift card for a gift card, paid order, nothing left', async () => {
    const order = await stayOrder();
    const unknown = await apply(order.orderUUID, 'ABCD-EFGH-JKMN-PQRS');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({
      error: 'GIFT_CARD_UNKNOWN',
      message: 'No gift card with this number',
    });
    for (const typo of ['ABCD-EFGH-JKMN-PQR0', 'ABCD', '', 42]) {
      const response = await apply(order.orderUUID, typo);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/^serialNumber: /);
    }
    const missing = await apply('00000000-0000-4000-8000-000000000000', 'ABCD-EFGH-JKMN-PQRS');
    expect(missing.statusCode).toBe(404);

    const expired = await issueCard();
    await ctx.database.orm
      .update(giftCards)
      .set({ expiresOn: '2026-03-09' })
      .where(eq(giftCards.serialNumber, expired));
    expect(errorOf(await apply(order.orderUUID, expired))).toEqual({
      error: 'GIFT_CARD_EXPIRED',
      message: `Gift card ${masked(expired)} expired on 2026-03-09`,
    });
    const empty = await issueCard(0);
    expect(errorOf(await apply(order.orderUUID, empty))).toEqual({
      error: 'GIFT_CARD_EMPTY',
      message: `Gift card ${masked(empty)} has no balance left`,
    });
    const good = await issueCard(1_000);
    await applied(order.orderUUID, good);
    const again = await apply(order.orderUUID, good);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      error: 'GIFT_CARD_ALREADY_APPLIED',
      message: `Gift card ${masked(good)} already pays this order`,
    });

    const giftOrder = await placeOrder(
      ctx.app,
      orderRequest({ giftCard: { amount: 2_500, designId: 1 }, expectedAmount: 2_500 }),
    );
    expect(errorOf(await apply(giftOrder.orderUUID, good))).toEqual({
      error: 'GIFT_CARD_NOT_ACCEPTED',
      message: 'A gift card cannot pay for another gift card: pay this order by card or wallet',
    });

    const covered = await stayOrder();
    let remaining = stayAmount();
    while (remaining > 0) {
      remaining = (await applied(covered.orderUUID, await issueCard())).priceBreakdown
        .remainingAmountToPay;
    }
    const nothingLeft = await apply(covered.orderUUID, await issueCard());
    expect(nothingLeft.statusCode).toBe(409);
    expect(errorOf(nothingLeft).message).toBe(
      `The gift cards already pay all of order ${covered.bookingNumber}`,
    );

    const paid = await stayOrder();
    await payOrder(ctx.app, paid.orderUUID);
    expect(errorOf(await apply(paid.orderUUID, await issueCard()))).toEqual({
      error: 'CONFLICT',
      message: `Order ${paid.bookingNumber} is already paid`,
    });
  });

  it(`CHK-032: card-number attempts are limited to ${GIFT_CARD_ATTEMPT_RATE_LIMIT} a minute per client, malformed ones included`, async () => {
    const order = await stayOrder();
    const address = nextClient();
    for (let attempt = 0; attempt < GIFT_CARD_ATTEMPT_RATE_LIMIT; attempt += 1) {
      const guess = await apply(
        order.orderUUID,
        attempt % 2 ? 'nope' : 'ABCD-EFGH-JKMN-PQRS',
        address,
      );
      expect(guess.statusCode).not.toBe(429);
    }
    const limited = await apply(order.orderUUID, 'ABCD-EFGH-JKMN-PQRT', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(errorOf(limited).message).toMatch(/^Too many gift card attempts: at most 10 per minute/);
  });

  it('CHK-032: a removed card gives its hold back (by its last 4 characters, as the breakdown shows)', async () => {
    const serial = await issueCard(4_000);
    const order = await stayOrder();
    await applied(order.orderUUID, serial);
    const other = await stayOrder();
    expect(errorOf(await apply(other.orderUUID, serial)).error).toBe('GIFT_CARD_EMPTY');
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/front/purchase/orders/${order.orderUUID}/gift-cards/2222`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/front/purchase/orders/${order.orderUUID}/gift-cards/00`,
    });
    expect(errorOf(malformed).message).toBe('last4: expected the last 4 characters of the card');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/front/purchase/orders/${order.orderUUID}/gift-cards/${serial.slice(-4).toLowerCase()}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(orderResponseSchema.parse(removed.json()).priceBreakdown).toMatchObject({
      reductionAmount: 0,
      remainingAmountToPay: stayAmount(),
      giftcards: [],
    });
    expect((await applied(other.orderUUID, serial)).priceBreakdown.reductionAmount).toBe(4_000);
  });

  it(`BEY-002: a hold lapses after ${GIFT_CARD_HOLD_MINUTES} minutes; if another order took the balance, paying refuses and releases it (nothing charged)`, async () => {
    const serial = await issueCard(3_000);
    const first = await stayOrder();
    await applied(first.orderUUID, serial);
    setSystemTime(new Date(NOW.getTime() + (GIFT_CARD_HOLD_MINUTES + 1) * 60_000));
    const second = await stayOrder();
    expect((await applied(second.orderUUID, serial)).priceBreakdown.reductionAmount).toBe(3_000);
    const refused = await payByCard(first.orderUUID);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      error: 'GIFT_CARD_EMPTY',
      message: `Gift card or voucher ${masked(serial)} no longer covers its amount (its hold lapsed and it was used, or it expired): it was removed, check the amount left to pay`,
    });
    const after = await summaryOf(first.orderUUID);
    expect(after.priceBreakdown).toMatchObject({ reductionAmount: 0, giftcards: [] });
    expect(
      await ctx.database.orm.select().from(payments).where(eq(payments.orderId, first.orderUUID)),
    ).toEqual([]);
  });

  it('BEY-002: no double spend — two orders paying with the same card at once: one is paid, the other refused, the balance debited once', async () => {
    const serial = await issueCard(6_000);
    const first = await stayOrder();
    const second = await stayOrder();
    const later = (minutes: number) => setSystemTime(new Date(NOW.getTime() + minutes * 60_000));
    // Both orders count on the whole balance: each hold was taken after the other lapsed.
    await applied(first.orderUUID, serial);
    later(GIFT_CARD_HOLD_MINUTES + 1);
    await applied(second.orderUUID, serial);
    // Other cards pay the rest of each order.
    for (const order of [first, second]) {
      let remaining = stayAmount() - 6_000;
      while (remaining > 0) {
        remaining = (await applied(order.orderUUID, await issueCard())).priceBreakdown
          .remainingAmountToPay;
      }
    }
    later(2 * GIFT_CARD_HOLD_MINUTES + 2);
    const answers = await Promise.all([
      payWithCards(first.orderUUID),
      payWithCards(second.orderUUID),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(refused).message).toContain(
      `Gift card or voucher ${masked(serial)} no longer covers`,
    );
    expect(await balanceOf(serial)).toBe(0);
    const statuses = await Promise.all(
      [first, second].map(async (order) => (await summaryOf(order.orderUUID)).status),
    );
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(1);
  });

  it('BEY-002: two orders applying the same card at once never hold more than its balance', async () => {
    const serial = await issueCard(5_000);
    const orders = await Promise.all([stayOrder(), stayOrder(), stayOrder()]);
    const answers = await Promise.all(orders.map((order) => apply(order.orderUUID, serial)));
    const held = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => orderResponseSchema.parse(answer.json()).priceBreakdown.reductionAmount);
    expect(held.reduce((sum, amount) => sum + amount, 0)).toBe(5_000);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(errorOf(answer).error).toBe('GIFT_CARD_EMPTY');
    }
  });

  it('BEY-002: a declined card payment leaves the hold and the balance; a card applied during a challenge fails that payment without charging', async () => {
    const serial = await issueCard(2_000);
    const order = await stayOrder();
    await applied(order.orderUUID, serial);
    const declined = paymentResponseSchema.parse(
      (await payByCard(order.orderUUID, { ...CARD, number: SANDBOX.declinedCard })).json(),
    );
    expect(declined).toMatchObject({ status: 'failed', order: { status: 'failed' } });
    expect(await balanceOf(serial)).toBe(2_000);
    expect((await summaryOf(order.orderUUID)).priceBreakdown.reductionAmount).toBe(2_000);

    const pending = paymentResponseSchema.parse((await payByCard(order.orderUUID)).json());
    expect(pending.status).toBe('requires_action');
    await applied(order.orderUUID, await issueCard(1_000));
    const stale = await confirm(pending.paymentIntentId);
    expect(stale).toMatchObject({ status: 'failed', failureReason: 'order_amount_changed' });
    const retried = paymentResponseSchema.parse((await payByCard(order.orderUUID)).json());
    expect(retried.amount).toBe(stayAmount() - 3_000);
    expect((await confirm(retried.paymentIntentId)).order?.status).toBe('confirmed');
    expect(await balanceOf(serial)).toBe(0);
  });

  it('CHK-032: the OpenAPI document lists the gift-card calls', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.paths['/api/front/purchase/orders/{orderUUID}/gift-cards']?.post).toBeDefined();
    expect(
      document.paths['/api/front/purchase/orders/{orderUUID}/gift-cards/{last4}']?.delete,
    ).toBeDefined();
    expect(
      document.paths['/api/front/purchase/orders/{orderUUID}/gift-card-payment']?.post,
    ).toBeDefined();
  });
});
