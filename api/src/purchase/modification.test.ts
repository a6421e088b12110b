import {
  apiErrorSchema,
  modificationQuoteResponseSchema,
  ORDER_VIEW_TOKEN_HEADER,
  orderSummarySchema,
  type ModificationQuoteRequest,
} from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import {
  findBookableStay,
  orderRequest,
  payOrder,
  placeOrder,
  testViewToken,
  type BookableStay,
} from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

/** 10 March 2026, 10:00 in Paris. */
const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';
/** 10:00 in Paris (winter or summer time alike) on `date`. */
const parisMorning = (date: string) => new Date(`${date}T08:00:00Z`);

describe('order answers: price breakdown and modification conditions (CHK-027..032)', () => {
  let ctx: TestApp;
  let cancellable: BookableStay;
  let ncnr: BookableStay;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    // Paid orders take their room (ADR 0018): enough rooms for every order of this file.
    cancellable = await findBookableStay(ctx.database.orm, {
      today: TODAY,
      rooms: 8,
      cancellable: true,
    });
    ncnr = await findBookableStay(ctx.database.orm, { today: TODAY, cancellable: false });
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);
  afterEach(() => {
    setSystemTime(NOW);
  }, 60_000);

  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
  const orderOf = async (orderUUID: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/front/purchase/orders/${orderUUID}`,
      headers: { [ORDER_VIEW_TOKEN_HEADER]: testViewToken(orderUUID) },
    });
    expect(response.statusCode).toBe(200);
    return orderSummarySchema.parse(response.json());
  };
  const quote = (orderUUID: string, body: ModificationQuoteRequest) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/front/purchase/orders/${orderUUID}/modification-quote`,
      payload: body,
    });
  const stayOrder = (stay: BookableStay) =>
    placeOrder(ctx.app, orderRequest({ stay, expectedAmount: stay.priceCents * 2 }));
  const deadlineOf = (stay: BookableStay) => addDays(stay.date, -(stay.deadlineDays ?? 0));
  const sameStay = (stay: BookableStay, adults: number, insuranceItem = false) => ({
    travelPeriod: { checkinDate: stay.date, checkoutDate: stay.checkout },
    pax: { numberOfAdults: adults },
    insuranceItem,
  });

  describe('GET /api/front/purchase/orders/:orderUUID', () => {
    it('LEFT-041: the confirmation page reads the order summary by its UUID', async () => {
      const order = await stayOrder(cancellable);
      const summary = await orderOf(order.orderUUID);
      expect(summary).toMatchObject({
        orderUUID: order.orderUUID,
        bookingNumber: order.bookingNumber,
        status: 'pending',
        amount: order.amount,
        stay: { offerId: cancellable.offerId, checkinDate: cancellable.date },
        priceBreakdown: order.priceBreakdown,
      });
      const lookedUp = await ctx.app.inject({
        method: 'GET',
        url: `/api/front/orders/lookup?bookingNumber=${order.bookingNumber}&email=camille.durand%40example.fr`,
      });
      expect(orderSummarySchema.parse(lookedUp.json())).toEqual(summary);
    });

    it('LEFT-041: an unknown order is a 404, a malformed UUID a 400; answers are not cached', async () => {
      // With a proof (ADR 0062): a valid view token for a UUID no order has.
      const unknownUUID = '00000000-0000-4000-8000-000000000000';
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: `/api/front/purchase/orders/${unknownUUID}`,
        headers: { [ORDER_VIEW_TOKEN_HEADER]: testViewToken(unknownUUID) },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['cache-control']).toBe('no-store');
      const malformed = await ctx.app.inject({
        method: 'GET',
        url: '/api/front/purchase/orders/12345',
        headers: { [ORDER_VIEW_TOKEN_HEADER]: testViewToken('12345') },
      });
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed).message).toBe('orderUUID: expected an order UUID');
    });
  });

  it('CHK-031, CHK-032, LEFT-041: the OpenAPI document describes the new order calls and answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: unknown }>>;
    };
    const read = document.paths['/api/front/purchase/orders/{orderUUID}']?.get;
    expect(JSON.stringify(read?.responses)).toContain('"modificationConditions"');
    expect(JSON.stringify(read?.responses)).toContain('"remainingAmountToPay"');
    const quoteCall = document.paths['/api/front/purchase/orders/{orderUUID}/modification-quote'];
    expect(JSON.stringify(quoteCall?.post?.requestBody)).toContain('"insuranceItem"');
    expect(JSON.stringify(quoteCall?.post?.responses)).toContain('"amountToPay"');
  });

  describe('CHK-032: price breakdown', () => {
    it('CHK-032: remainingAmountToPay drops to 0 once the order is paid; refPrice and promo come from the day ordered', async () => {
      const order = await stayOrder(cancellable);
      const amount = cancellable.priceCents * 2;
      const refPrice =
        Math.round((cancellable.priceCents * 100) / (100 - cancellable.promoPercent)) * 2;
      expect(order.priceBreakdown).toMatchObject({
        sellPrice: amount,
        refPrice,
        moneySaved: refPrice - amount,
        remainingAmountToPay: amount,
        totalPrice: amount,
      });
      await payOrder(ctx.app, order.orderUUID);
      expect((await orderOf(order.orderUUID)).priceBreakdown).toEqual({
        ...order.priceBreakdown,
        remainingAmountToPay: 0,
      });
    });
  });

  describe('CHK-031: modification conditions', () => {
    it('CHK-031: a paid cancellable stay is modifiable until its deadline, its stay amount refundable', async () => {
      const order = await stayOrder(cancellable);
      expect((await orderOf(order.orderUUID)).modificationConditions).toEqual({
        isModifiable: false,
        modifiableUntil: deadlineOf(cancellable),
        refundableAmount: 0,
        giftPayments: [],
      });
      await payOrder(ctx.app, order.orderUUID);
      expect((await orderOf(order.orderUUID)).modificationConditions).toEqual({
        isModifiable: true,
        modifiableUntil: deadlineOf(cancellable),
        refundableAmount: cancellable.priceCents * 2,
        giftPayments: [],
      });
      // Still on the deadline day; no longer the day after.
      setSystemTime(parisMorning(deadlineOf(cancellable)));
      expect((await orderOf(order.orderUUID)).modificationConditions.isModifiable).toBe(true);
      setSystemTime(parisMorning(addDays(deadlineOf(cancellable), 1)));
      expect((await orderOf(order.orderUUID)).modificationConditions).toEqual({
        isModifiable: false,
        modifiableUntil: deadlineOf(cancellable),
        refundableAmount: 0,
        giftPayments: [],
      });
    });

    it('CHK-031: a non-cancellable stay is never modifiable, paid or not', async () => {
      const order = await stayOrder(ncnr);
      await payOrder(ctx.app, order.orderUUID);
      expect((await orderOf(order.orderUUID)).modificationConditions).toEqual({
        isModifiable: false,
        modifiableUntil: null,
        refundableAmount: 0,
        giftPayments: [],
      });
    });
  });

  describe('POST /api/front/purchase/orders/:orderUUID/modification-quote', () => {
    it('CHK-029, CRIT-086: a dearer stay pays the new price less the refundable amount; a cheaper one pays 0 and gets the difference back', async () => {
      const order = await stayOrder(cancellable);
      await payOrder(ctx.app, order.orderUUID);
      const paid = cancellable.priceCents * 2;
      const dearer = await quote(order.orderUUID, sameStay(cancellable, 3));
      expect(dearer.statusCode).toBe(200);
      expect(modificationQuoteResponseSchema.parse(dearer.json())).toEqual({
        orderUUID: order.orderUUID,
        currentAmount: paid,
        newPrice: cancellable.priceCents * 3,
        insuranceAmount: 0,
        amountToPay: cancellable.priceCents * 3 - paid,
        amountToRefund: 0,
        modificationConditions: {
          isModifiable: true,
          modifiableUntil: deadlineOf(cancellable),
          refundableAmount: paid,
          giftPayments: [],
        },
      });
      const cheaper = modificationQuoteResponseSchema.parse(
        (await quote(order.orderUUID, sameStay(cancellable, 1))).json(),
      );
      expect(cheaper).toMatchObject({
        newPrice: cancellable.priceCents,
        amountToPay: 0,
        amountToRefund: paid - cancellable.priceCents,
      });
    });

    it('CHK-030: with insurance, the new stay’s premium (5 %) is added to the amount to pay', async () => {
      const order = await stayOrder(cancellable);
      await payOrder(ctx.app, order.orderUUID);
      const newPrice = cancellable.priceCents * 3;
      const premium = Math.round(newPrice * 0.05);
      const insured = modificationQuoteResponseSchema.parse(
        (await quote(order.orderUUID, sameStay(cancellable, 3, true))).json(),
      );
      expect(insured).toMatchObject({
        newPrice,
        insuranceAmount: premium,
        amountToPay: newPrice - cancellable.priceCents * 2 + premium,
      });
      const cheaperInsured = modificationQuoteResponseSchema.parse(
        (await quote(order.orderUUID, sameStay(cancellable, 1, true))).json(),
      );
      expect(cheaperInsured.amountToPay).toBe(Math.round(cancellable.priceCents * 0.05));
    });

    it('CHK-031: only a paid stay within its modification deadline can be quoted (409 saying why)', async () => {
      const unpaid = await stayOrder(cancellable);
      const notPaid = await quote(unpaid.orderUUID, sameStay(cancellable, 2));
      expect(notPaid.statusCode).toBe(409);
      expect(errorOf(notPaid).message).toBe(
        `Order ${unpaid.bookingNumber} cannot be modified: it is not paid`,
      );
      const fixed = await stayOrder(ncnr);
      await payOrder(ctx.app, fixed.orderUUID);
      expect(errorOf(await quote(fixed.orderUUID, sameStay(ncnr, 2))).message).toBe(
        `Order ${fixed.bookingNumber} cannot be modified: the offer is not cancellable`,
      );
      await payOrder(ctx.app, unpaid.orderUUID);
      setSystemTime(parisMorning(addDays(deadlineOf(cancellable), 1)));
      const late = await quote(unpaid.orderUUID, sameStay(cancellable, 2));
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).message).toBe(
        `Order ${unpaid.bookingNumber} cannot be modified: free modification ended on ${deadlineOf(cancellable)}`,
      );
      const giftOnly = await placeOrder(
        ctx.app,
        orderRequest({ giftCard: { amount: 2_500, designId: 1 }, expectedAmount: 2_500 }),
      );
      expect(errorOf(await quote(giftOnly.orderUUID, sameStay(cancellable, 2))).message).toBe(
        `Order ${giftOnly.bookingNumber} has no stay to modify`,
      );
    });

    it('CHK-029: the new stay is priced and checked like an order (400, 404, 409 NOT_BOOKABLE)', async () => {
      const order = await stayOrder(cancellable);
      await payOrder(ctx.app, order.orderUUID);
      const cases: [string, unknown, number, RegExp][] = [
        [
          order.orderUUID,
          {
            ...sameStay(cancellable, 2),
            travelPeriod: { checkinDate: '2026-03-09', checkoutDate: '2026-03-10' },
          },
          400,
          /^travelPeriod\.checkinDate: must be 2026-03-10 or later$/,
        ],
        [
          order.orderUUID,
          {
            ...sameStay(cancellable, 2),
            travelPeriod: {
              checkinDate: cancellable.date,
              checkoutDate: addDays(cancellable.checkout, 1),
            },
          },
          409,
          /^The offer is not bookable with these criterias: this package lasts/,
        ],
        [order.orderUUID, sameStay(cancellable, 0), 400, /^pax\.numberOfAdults: /],
        [order.orderUUID, { pax: { numberOfAdults: 2 } }, 400, /^travelPeriod: required$/],
        [
          '00000000-0000-4000-8000-000000000000',
          sameStay(cancellable, 2),
          404,
          /^Order 00000000-0000-4000-8000-000000000000 not found$/,
        ],
        ['not-a-uuid', sameStay(cancellable, 2), 400, /^orderUUID: expected an order UUID$/],
      ];
      for (const [orderUUID, body, status, message] of cases) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/front/purchase/orders/${orderUUID}/modification-quote`,
          payload: body as object,
        });
        expect(response.statusCode).toBe(status);
        expect(errorOf(response).message).toMatch(message);
      }
    });
  });
});
