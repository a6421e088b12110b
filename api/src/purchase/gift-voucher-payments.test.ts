import {
  apiErrorSchema,
  giftCodeLookupResponseSchema,
  orderResponseSchema,
  type OrderRequest,
} from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  giftVouchers,
  orderGiftVouchers,
  singleVouchers,
  weekendAvailability,
  weekends,
} from '../db/schema';
import { SANDBOX } from '../payments/sandbox';
import {
  findBookableStay,
  orderRequest,
  payOrder,
  placeOrder,
  TEST_BUYER,
} from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { GIFT_CARD_HOLD_MINUTES } from './gift-payments';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

/** 10 March 2026, 10:00 in Paris. */
const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';

interface VoucherStay {
  offerId: number;
  nights: number;
  /** Bookable check-ins of the offer, each with its price for two adults. */
  days: { date: string; checkout: string; amount: number }[];
  worth: number;
}

describe('a gift voucher pays a stay of its weekend (issue 13 item 5, ADR 0074)', () => {
  let ctx: TestApp;
  let stay: VoucherStay;
  let client = 0;
  let day = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    // A giftable weekend with a voucher tier for its own nights and days with two rooms.
    const giftable = await ctx.database.orm
      .select({ id: weekends.id, nights: weekends.nights, priceList: singleVouchers.priceList })
      .from(singleVouchers)
      .innerJoin(weekends, eq(weekends.id, singleVouchers.weekendId))
      .where(and(eq(singleVouchers.isGiftable, true), eq(weekends.published, true)))
      .orderBy(asc(weekends.id));
    for (const offer of giftable) {
      const tier = offer.priceList.find((entry) => entry.nights === offer.nights);
      if (!tier) continue;
      const rows = await ctx.database.orm
        .select({ date: weekendAvailability.date, price: weekendAvailability.priceCents })
        .from(weekendAvailability)
        .where(
          and(
            eq(weekendAvailability.weekendId, offer.id),
            gte(weekendAvailability.date, addDays(TODAY, 20)),
            gte(weekendAvailability.availableRooms, 3),
            lte(weekendAvailability.minLos, offer.nights),
          ),
        )
        .orderBy(asc(weekendAvailability.date))
        .limit(8);
      if (rows.length < 8) continue;
      stay = {
        offerId: offer.id,
        nights: offer.nights,
        worth: tier.sellPrice,
        days: rows.map((row) => ({
          date: row.date,
          checkout: addDays(row.date, offer.nights),
          amount: row.price * 2,
        })),
      };
      break;
    }
    if (!stay) throw new Error('no giftable weekend with bookable days in the test seed');
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);
  afterEach(() => setSystemTime(NOW));

  const nextClient = () => `10.66.0.${(client += 1)}`;
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
  const masked = (code: string) => `****-****-****-${code.slice(-4)}`;

  /** A paid digital voucher of the offer: its code. */
  async function buyVoucher(): Promise<string> {
    const body: OrderRequest = {
      locale: 'fr_FR',
      buyer: TEST_BUYER,
      currency: 'EUR',
      expectedAmount: stay.worth,
      items: {
        insuranceItem: false,
        promotionCodeItem: null,
        shortStayItem: null,
        giftVoucherItem: { offerId: stay.offerId, nights: stay.nights, format: 'DIGITAL' },
      },
    };
    const order = await placeOrder(ctx.app, body);
    await payOrder(ctx.app, order.orderUUID);
    const [voucher] = await ctx.database.orm
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.orderId, order.orderUUID));
    return voucher!.code;
  }
  /** An unpaid stay order of the voucher's offer, each on its own day (rooms stay plenty). */
  const stayOrder = async () => {
    const chosen = stay.days[day++ % stay.days.length]!;
    const placed = await placeOrder(
      ctx.app,
      orderRequest({
        stay: { offerId: stay.offerId, date: chosen.date, checkout: chosen.checkout },
        expectedAmount: chosen.amount,
      }),
    );
    return { ...placed, total: chosen.amount };
  };
  const apply = (orderUUID: string, serialNumber: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/front/purchase/orders/${orderUUID}/gift-cards`,
      payload: { serialNumber },
      remoteAddress: nextClient(),
    });
  const lookup = async (code: string) =>
    giftCodeLookupResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/front/gift-codes/lookup',
          payload: { code },
          remoteAddress: nextClient(),
        })
      ).json(),
    );
  /** Pays what the voucher leaves: by card through the sandbox, or by the gifts alone. */
  async function payRest(orderUUID: string, remaining: number) {
    if (remaining === 0) {
      return (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/front/purchase/orders/${orderUUID}/gift-card-payment`,
        })
      ).statusCode;
    }
    const payment = await payOrder(ctx.app, orderUUID);
    expect(payment.amount).toBe(remaining);
    return payment.status === 'succeeded' ? 200 : 500;
  }

  it('the look-up answers the voucher: the stay it offers, for two, a year; used up once it paid a stay', async () => {
    const code = await buyVoucher();
    expect(await lookup(code.toLowerCase().replaceAll('-', ' '))).toEqual({
      kind: 'giftVoucher',
      maskedCode: masked(code),
      status: 'valid',
      expiresOn: '2027-03-10',
      nights: stay.nights,
      adults: 2,
      productId: stay.offerId,
    });

    const order = await stayOrder();
    const response = await apply(order.orderUUID, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    const used = Math.min(stay.worth, order.total);
    const answer = orderResponseSchema.parse(response.json());
    expect(answer.priceBreakdown).toMatchObject({
      reductionAmount: used,
      remainingAmountToPay: order.total - used,
      giftcards: [{ serialNumber: masked(code), usedAmount: used }],
    });
    expect(JSON.stringify(answer)).not.toContain(code);
    // Held, not spent: still valid until the order is paid.
    expect((await lookup(code)).status).toBe('valid');
    expect(await payRest(order.orderUUID, order.total - used)).toBe(200);
    expect((await lookup(code)).status).toBe('usedUp');

    const next = await stayOrder();
    const again = await apply(next.orderUUID, code);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe('GIFT_VOUCHER_USED');
  });

  it('refused: another offer’s stay, an unknown code, an expired voucher, the same voucher twice', async () => {
    const code = await buyVoucher();
    let other = await findBookableStay(ctx.database.orm, { today: TODAY, rooms: 2 });
    for (let skip = 1; other.offerId === stay.offerId; skip += 1) {
      other = await findBookableStay(ctx.database.orm, { today: TODAY, rooms: 2, skip });
    }
    const otherOrder = await placeOrder(
      ctx.app,
      orderRequest({ stay: other, expectedAmount: other.priceCents * 2 }),
    );
    const wrongOffer = await apply(otherOrder.orderUUID, code);
    expect(wrongOffer.statusCode).toBe(409);
    expect(errorOf(wrongOffer).error).toBe('GIFT_VOUCHER_NOT_ACCEPTED');

    const order = await stayOrder();
    const unknown = await apply(order.orderUUID, `GV-${'A'.repeat(4)}-BBBB-CCCC-DDDD`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error).toBe('GIFT_CARD_UNKNOWN');
    const malformed = await apply(order.orderUUID, 'GV-1234');
    expect(malformed.statusCode).toBe(400);

    expect((await apply(order.orderUUID, code)).statusCode).toBe(200);
    const twice = await apply(order.orderUUID, code);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).error).toBe('GIFT_CARD_ALREADY_APPLIED');

    const expired = await buyVoucher();
    await ctx.database.orm
      .update(giftVouchers)
      .set({ expiresOn: '2026-03-09' })
      .where(eq(giftVouchers.code, expired));
    const late = await apply((await stayOrder()).orderUUID, expired);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error).toBe('GIFT_VOUCHER_EXPIRED');
    expect((await lookup(expired)).status).toBe('expired');
  });

  it('one voucher, two orders: the second waits for the hold to lapse; the first then loses it at payment', async () => {
    const code = await buyVoucher();
    const first = await stayOrder();
    expect((await apply(first.orderUUID, code)).statusCode).toBe(200);
    const second = await stayOrder();
    const busy = await apply(second.orderUUID, code);
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy).error).toBe('GIFT_VOUCHER_USED');

    setSystemTime(new Date(NOW.getTime() + (GIFT_CARD_HOLD_MINUTES + 1) * 60_000));
    expect((await apply(second.orderUUID, code)).statusCode).toBe(200);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/payments',
      payload: {
        orderUUID: first.orderUUID,
        paymentMethod: 'card',
        card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain(masked(code));
    expect(await payRest(second.orderUUID, second.total - Math.min(stay.worth, second.total))).toBe(
      200,
    );
  });

  it('removed by its last four characters before paying: the hold is given back', async () => {
    const code = await buyVoucher();
    const order = await stayOrder();
    expect((await apply(order.orderUUID, code)).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/front/purchase/orders/${order.orderUUID}/gift-cards/${code.slice(-4)}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(orderResponseSchema.parse(removed.json()).priceBreakdown.reductionAmount).toBe(0);
    const rows = await ctx.database.orm
      .select({ status: orderGiftVouchers.status })
      .from(orderGiftVouchers)
      .where(eq(orderGiftVouchers.orderId, order.orderUUID));
    expect(rows).toEqual([{ status: 'released' }]);
    // Free again for another order.
    expect((await apply((await stayOrder()).orderUUID, code)).statusCode).toBe(200);
  });
});
