import {
  apiErrorSchema,
  eligibilityResponseSchema,
  insuranceQuoteResponseSchema,
  orderCreatedResponseSchema,
  orderResponseSchema,
  orderSummarySchema,
  paymentResponseSchema,
  walletOrderResponseSchema,
  type OrderRequest,
} from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import { and, count, eq, gt, gte, lte } from 'drizzle-orm';
import { emailOutbox, orders, weekendAvailability, weekends } from '../db/schema';
import { SANDBOX } from '../payments/sandbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

/** The markets' clock during these tests: 10 March 2026, 10:00 in Paris (seed starts 2 March). */
const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';

describe('checkout, payment and orders under /api/front', () => {
  let ctx: TestApp;
  let keySeq = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

  /** A bookable check-in (rooms, minLos) at least `fromDay` days ahead, for a package of `nights`. */
  async function bookable(options: { fromDay?: number; nights?: number; rooms?: number } = {}) {
    const { fromDay = 20, nights = 1, rooms = 1 } = options;
    const [row] = await ctx.database.orm
      .select({
        offerId: weekends.id,
        nights: weekends.nights,
        date: weekendAvailability.date,
        priceCents: weekendAvailability.priceCents,
        promoPercent: weekendAvailability.promoPercent,
        availableRooms: weekendAvailability.availableRooms,
      })
      .from(weekendAvailability)
      .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
      .where(
        and(
          eq(weekends.nights, nights),
          gte(weekendAvailability.date, addDays(TODAY, fromDay)),
          gte(weekendAvailability.availableRooms, rooms),
          lte(weekendAvailability.minLos, nights),
        ),
      )
      .orderBy(weekendAvailability.date, weekends.id)
      .limit(1);
    if (!row) throw new Error('no bookable day in the test seed');
    return { ...row, checkout: addDays(row.date, row.nights) };
  }

  function orderBody(
    stay: { offerId: number; date: string; checkout: string },
    overrides: {
      adults?: number;
      children?: number;
      babies?: number;
      expectedAmount: number;
      insurance?: boolean;
    },
  ): OrderRequest {
    return {
      locale: 'fr_FR',
      buyer: {
        email: 'Camille.Durand@example.fr',
        civility: 'MRS',
        firstName: 'Camille',
        lastName: 'Durand',
        phoneNumber: '+33 6 12 34 56 78',
        addressLine: '12 rue des Lilas',
        postalCode: '75011',
        city: 'Paris',
        country: 'FR',
      },
      currency: 'EUR',
      expectedAmount: overrides.expectedAmount,
      items: {
        insuranceItem: overrides.insurance ?? false,
        promotionCodeItem: null,
        shortStayItem: {
          gift: null,
          reservationCriteria: {
            offerId: stay.offerId,
            activityDaySelections: [],
            pax: {
              numberOfAdults: overrides.adults ?? 2,
              numberOfChildren: overrides.children ?? 0,
              numberOfBabies: overrides.babies ?? 0,
            },
            travelPeriod: { checkinDate: stay.date, checkoutDate: stay.checkout },
            minisiteId: null,
            specialRequest: '',
          },
        },
      },
    };
  }

  async function placeOrder(body: OrderRequest, key = newKey()) {
    const response = await post('/api/front/purchase/orders', body, { 'idempotency-key': key });
    expect(response.statusCode).toBe(201);
    return orderResponseSchema.parse(response.json());
  }

  async function outboxOf(orderId: string) {
    return ctx.database.orm.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
  }

  describe('POST /api/front/purchase/insurance/quote', () => {
    it('API-033, LEFT-016, CHK-035: the flexible option at +0 and the insurance offer', async () => {
      const response = await post('/api/front/purchase/insurance/quote', {
        cancellationType: 'FLEXIBLE',
        orderAmount: 45_000,
      });
      expect(response.statusCode).toBe(200);
      const { offers } = insuranceQuoteResponseSchema.parse(response.json());
      expect(offers).toEqual([
        {
          id: 'FLEXIBLE',
          sellPrice: 0,
          amount: 45_000,
          cancellationPolicy: {
            type: 'FLEXIBLE',
            isCancellable: true,
            refundWithinHours: null,
            coveredCases: null,
          },
        },
        {
          id: 'CANCELLATION_INSURANCE',
          sellPrice: 2_250,
          amount: 45_000,
          cancellationPolicy: {
            type: 'INSURED',
            isCancellable: true,
            refundWithinHours: 72,
            coveredCases: 25,
          },
        },
      ]);
    });

    it('API-033: an NCNR stay is not cancellable without the insurance', async () => {
      const { offers } = insuranceQuoteResponseSchema.parse(
        (
          await post('/api/front/purchase/insurance/quote', {
            cancellationType: 'NCNR',
            orderAmount: 999,
          })
        ).json(),
      );
      expect(offers[0]!.cancellationPolicy.isCancellable).toBe(false);
      expect(offers[1]!.sellPrice).toBe(50);
    });

    it('CHK-036: a quote is only given for an amount above 0', async () => {
      const response = await post('/api/front/purchase/insurance/quote', {
        cancellationType: 'NCNR',
        orderAmount: 0,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(/^orderAmount: /),
      });
    });
  });

  describe('GET /api/front/purchase/alma/eligibility (API-034)', () => {
    const eligibility = async (params: Record<string, string | number>) => {
      const query = new URLSearchParams({
        cancellationPolicyType: 'FLEXIBLE',
        pointOfSale: 'fr',
        ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      });
      const response = await get(`/api/front/purchase/alma/eligibility?${query}`);
      expect(response.statusCode).toBe(200);
      return eligibilityResponseSchema.parse(response.json());
    };
    const types = (answer: { paymentMethods: { type: string; provider: string }[] }) =>
      answer.paymentMethods.map((method) => `${method.provider}:${method.type}`);

    it('CHK-017: nothing for a non-cancellable offer, no final price or a market without Alma', async () => {
      const checkinDate = addDays(TODAY, 30);
      const ncnr = await eligibility({
        amount: 50_000,
        checkinDate,
        cancellationPolicyType: 'NCNR',
      });
      expect(ncnr.paymentMethods).toEqual([]);
      expect(ncnr.errors.map((e) => e.reason)).toContain('the offer is not cancellable');
      expect((await eligibility({ amount: 0, checkinDate })).paymentMethods).toEqual([]);
      expect(
        (await eligibility({ amount: 50_000, checkinDate, pointOfSale: 'nl' })).paymentMethods,
      ).toEqual([]);
    });

    it('CHK-018, CHK-020: pay later when arrival is at least 5 days ahead', async () => {
      expect(types(await eligibility({ amount: 10_000, checkinDate: addDays(TODAY, 5) }))).toEqual([
        'alma:deferred',
      ]);
      const tooSoon = await eligibility({ amount: 10_000, checkinDate: addDays(TODAY, 4) });
      expect(tooSoon.paymentMethods).toEqual([]);
      expect(tooSoon.errors).toContainEqual({
        type: 'deferred',
        reason: 'arrival less than 5 days ahead',
      });
    });

    it('CHK-021: 3x needs 7 days ahead and 200–2000 euros', async () => {
      const checkinDate = addDays(TODAY, 7);
      expect(types(await eligibility({ amount: 20_000, checkinDate }))).toContain('alma:3x');
      expect(types(await eligibility({ amount: 200_000, checkinDate }))).toContain('alma:3x');
      expect(types(await eligibility({ amount: 19_999, checkinDate }))).not.toContain('alma:3x');
      expect(types(await eligibility({ amount: 200_001, checkinDate }))).not.toContain('alma:3x');
      expect(types(await eligibility({ amount: 50_000, checkinDate: addDays(TODAY, 6) }))).toEqual([
        'alma:deferred',
      ]);
    });

    it('CHK-022: 4x needs 7 days ahead and 250–2000 euros', async () => {
      const checkinDate = addDays(TODAY, 8);
      expect(types(await eligibility({ amount: 24_999, checkinDate }))).toEqual([
        'alma:deferred',
        'alma:3x',
      ]);
      expect(types(await eligibility({ amount: 25_000, checkinDate }))).toEqual([
        'alma:deferred',
        'alma:3x',
        'alma:4x',
      ]);
      expect(types(await eligibility({ amount: 200_001, checkinDate }))).toEqual(['alma:deferred']);
    });

    it('CHK-019: equal monthly instalments, the fee (and rounding) on the first', async () => {
      const answer = await eligibility({ amount: 30_001, checkinDate: addDays(TODAY, 40) });
      const threeX = answer.paymentMethods.find((method) => method.type === '3x')!;
      expect(threeX.paymentFee).toBe(450); // 1.5 % of 300.01 euros
      expect(threeX.instalments).toEqual([
        { amount: 10_001 + 450, date: '2026-03-10' },
        { amount: 10_000, date: '2026-04-10' },
        { amount: 10_000, date: '2026-05-10' },
      ]);
      const fourX = answer.paymentMethods.find((method) => method.type === '4x')!;
      expect(fourX.instalments.map((i) => i.amount)).toEqual([7_501 + 750, 7_500, 7_500, 7_500]);
      expect(fourX.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(
        30_001 + fourX.paymentFee,
      );
    });

    it('CHK-023: the deferred payment is taken 2 days before check-in by default', async () => {
      const answer = await eligibility({ amount: 10_000, checkinDate: '2026-04-20' });
      expect(answer.paymentMethods[0]).toEqual({
        type: 'deferred',
        provider: 'alma',
        paymentFee: 100,
        instalments: [{ amount: 10_100, date: '2026-04-18' }],
      });
    });

    it('LEFT-036: with a cancellation deadline the deferred payment is taken on the deadline', async () => {
      const answer = await eligibility({
        amount: 10_000,
        checkinDate: '2026-04-20',
        cancellableUntil: '2026-04-13T23:59:00Z',
      });
      expect(answer.paymentMethods[0]!.instalments).toEqual([
        { amount: 10_100, date: '2026-04-13' },
      ]);
    });

    it('CHK-024: the other provider offers instalments in es and it for 30–2000 euros', async () => {
      const checkinDate = addDays(TODAY, 30);
      expect(types(await eligibility({ amount: 3_000, checkinDate, pointOfSale: 'it' }))).toEqual([
        'partner:3x',
      ]);
      expect(types(await eligibility({ amount: 2_999, checkinDate, pointOfSale: 'it' }))).toEqual(
        [],
      );
      expect(types(await eligibility({ amount: 200_001, checkinDate, pointOfSale: 'it' }))).toEqual(
        [],
      );
      // es: Alma's 3x from 200 euros, the partner below.
      expect(types(await eligibility({ amount: 10_000, checkinDate, pointOfSale: 'es' }))).toEqual([
        'alma:deferred',
        'partner:3x',
      ]);
      expect(types(await eligibility({ amount: 30_000, checkinDate, pointOfSale: 'es' }))).toEqual([
        'alma:deferred',
        'alma:3x',
        'alma:4x',
      ]);
      expect(types(await eligibility({ amount: 10_000, checkinDate, pointOfSale: 'fr' }))).toEqual([
        'alma:deferred',
      ]);
    });

    it('CHK-025: Alma instalments for fr_FR, es_ES, fr_BE and nl_BE (points of sale fr, es, be)', async () => {
      const checkinDate = addDays(TODAY, 30);
      for (const pointOfSale of ['fr', 'es', 'be']) {
        expect(types(await eligibility({ amount: 30_000, checkinDate, pointOfSale }))).toEqual([
          'alma:deferred',
          'alma:3x',
          'alma:4x',
        ]);
      }
      for (const pointOfSale of ['nl', 'it']) {
        const answer = await eligibility({ amount: 30_000, checkinDate, pointOfSale });
        expect(types(answer).filter((t) => t.startsWith('alma'))).toEqual([]);
      }
    });

    it('CHK-026: reads amount in cents and a lower-case point of sale; bad input is returned as an error', async () => {
      const cases: [string, RegExp][] = [
        [
          'amount=12.5&cancellationPolicyType=FLEXIBLE&checkinDate=2026-05-01&pointOfSale=fr',
          /^amount: /,
        ],
        [
          'amount=1000&cancellationPolicyType=FLEXIBLE&checkinDate=2026-05-01&pointOfSale=FR',
          /^pointOfSale: /,
        ],
        [
          'amount=1000&cancellationPolicyType=FLEXIBLE&checkinDate=2026-02-30&pointOfSale=fr',
          /^checkinDate: /,
        ],
        [
          'amount=1000&cancellationPolicyType=FLEXIBLE&checkinDate=2026-03-01&pointOfSale=fr',
          /^checkinDate: must be 2026-03-10 or later/,
        ],
        ['amount=1000&checkinDate=2026-05-01&pointOfSale=fr', /^cancellationPolicyType: required/],
      ];
      for (const [query, message] of cases) {
        const response = await get(`/api/front/purchase/alma/eligibility?${query}`);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toMatch(message);
      }
    });
  });

  describe('POST /api/front/purchase/orders', () => {
    it('API-035, CHK-015, CHK-032: the spec body creates a pending order priced by the server', async () => {
      const stay = await bookable();
      const body = orderBody(stay, { expectedAmount: stay.priceCents * 2 });
      const response = await post('/api/front/purchase/orders', body, {
        'idempotency-key': newKey(),
      });
      expect(response.statusCode).toBe(201);
      const order = orderCreatedResponseSchema.parse(response.json());
      const refPrice = Math.round((stay.priceCents * 100) / (100 - stay.promoPercent)) * 2;
      expect(order).toEqual({
        orderUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        bookingNumber: expect.stringMatching(/^\d{8}$/),
        amount: stay.priceCents * 2,
        status: 'pending',
        // ADR 0050: the proof that reads the order on the confirmation page.
        // CHK-032: the breakdown of what the server priced.
        priceBreakdown: {
          sellPrice: stay.priceCents * 2,
          refPrice,
          promo: Math.round(((refPrice - stay.priceCents * 2) * 100) / refPrice),
          moneySaved: refPrice - stay.priceCents * 2,
          remainingAmountToPay: stay.priceCents * 2,
          reductionAmount: 0,
          giftcards: [],
          insuranceAmount: 0,
          shippingCost: { amount: 0, internationalFee: 0 },
          extraDiscount: 0,
          subElementsPrice: 0,
          totalPrice: stay.priceCents * 2,
        },
        // ADR 0062: the buyer who created the order may read it with this token.
        viewToken: expect.stringMatching(/^v1\.\d+\.[\w-]{43}$/),
      });
    });

    it('API-035: adults and children pay the package price, babies are free, insurance adds 5 %', async () => {
      const stay = await bookable({ rooms: 2 });
      const stayAmount = stay.priceCents * 4;
      const premium = Math.round(stayAmount * 0.05);
      const order = await placeOrder(
        orderBody(stay, {
          adults: 3,
          children: 1,
          babies: 2,
          insurance: true,
          expectedAmount: stayAmount + premium,
        }),
      );
      expect(order.amount).toBe(stayAmount + premium);
      // CHK-032: insurance is its own line, not part of sellPrice.
      expect(order.priceBreakdown).toMatchObject({
        sellPrice: stayAmount,
        insuranceAmount: premium,
        remainingAmountToPay: stayAmount + premium,
        totalPrice: stayAmount + premium,
      });
    });

    it('BEY-002: the same Idempotency-Key and body give the same order, never a duplicate', async () => {
      const stay = await bookable();
      const body = orderBody(stay, { expectedAmount: stay.priceCents * 2 });
      const key = newKey();
      const first = await placeOrder(body, key);
      const again = await post('/api/front/purchase/orders', body, { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(orderResponseSchema.parse(again.json())).toEqual(first);
      const concurrent = await Promise.all(
        [1, 2, 3].map(() => post('/api/front/purchase/orders', body, { 'idempotency-key': key })),
      );
      expect(concurrent.map((r) => r.json().orderUUID)).toEqual([
        first.orderUUID,
        first.orderUUID,
        first.orderUUID,
      ]);
      const [{ n }] = (await ctx.database.orm
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.idempotencyKey, key))) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('BEY-002: the same Idempotency-Key with another body is a 409', async () => {
      const stay = await bookable();
      const key = newKey();
      await placeOrder(orderBody(stay, { expectedAmount: stay.priceCents * 2 }), key);
      const response = await post(
        '/api/front/purchase/orders',
        orderBody(stay, { adults: 1, expectedAmount: stay.priceCents }),
        { 'idempotency-key': key },
      );
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).error).toBe('IDEMPOTENCY_CONFLICT');
    });

    it('BEY-002: an Idempotency-Key header is required', async () => {
      const stay = await bookable();
      const response = await post(
        '/api/front/purchase/orders',
        orderBody(stay, { expectedAmount: stay.priceCents * 2 }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        error: 'BAD_REQUEST',
        message: 'idempotency-key: required',
      });
    });

    it('BEY-002: an expectedAmount that is not the server total is a 409 naming both amounts', async () => {
      const stay = await bookable();
      const response = await post(
        '/api/front/purchase/orders',
        orderBody(stay, { expectedAmount: stay.priceCents * 2 - 100 }),
        { 'idempotency-key': newKey() },
      );
      expect(response.statusCode).toBe(409);
      const { error, message } = errorOf(response);
      expect(error).toBe('AMOUNT_MISMATCH');
      expect(message).toContain(String(stay.priceCents * 2 - 100));
      expect(message).toContain(String(stay.priceCents * 2));
    });

    it('§4.3, §5: refuses what cannot be sold (minLos, rooms, dates, nights, pax, offer)', async () => {
      const stay = await bookable();
      const [minLos] = await ctx.database.orm
        .select({ offerId: weekends.id, date: weekendAvailability.date, nights: weekends.nights })
        .from(weekendAvailability)
        .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
        .where(
          and(
            gt(weekendAvailability.minLos, weekends.nights),
            gte(weekendAvailability.date, addDays(TODAY, 1)),
            gt(weekendAvailability.availableRooms, 0),
          ),
        )
        .limit(1);
      const [full] = await ctx.database.orm
        .select({ offerId: weekends.id, date: weekendAvailability.date, nights: weekends.nights })
        .from(weekendAvailability)
        .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
        .where(
          and(
            eq(weekendAvailability.availableRooms, 0),
            lte(weekendAvailability.minLos, weekends.nights),
            gte(weekendAvailability.date, addDays(TODAY, 1)),
          ),
        )
        .limit(1);
      const at = (row: { offerId: number; date: string; nights: number }) => ({
        offerId: row.offerId,
        date: row.date,
        checkout: addDays(row.date, row.nights),
      });
      const cases: [OrderRequest, number, RegExp][] = [
        [orderBody(at(minLos!), { expectedAmount: 1 }), 409, /at least 2 nights/],
        [orderBody(at(full!), { expectedAmount: 1 }), 409, /room\(s\) needed, 0 left/],
        [
          orderBody({ ...stay, date: '2026-03-09', checkout: '2026-03-10' }, { expectedAmount: 1 }),
          400,
          /travelPeriod\.checkinDate: must be 2026-03-10 or later/,
        ],
        [
          orderBody({ ...stay, checkout: addDays(stay.date, 2) }, { expectedAmount: 1 }),
          409,
          /checkout must be/,
        ],
        [
          orderBody({ ...stay, checkout: stay.date }, { expectedAmount: 1 }),
          400,
          /checkoutDate: must be after checkinDate/,
        ],
        [orderBody(stay, { adults: 21, expectedAmount: 1 }), 400, /numberOfAdults: /],
        [orderBody(stay, { adults: 0, expectedAmount: 1 }), 400, /numberOfAdults: /],
        [orderBody(stay, { children: 11, expectedAmount: 1 }), 400, /numberOfChildren: /],
        [orderBody(stay, { babies: 11, expectedAmount: 1 }), 400, /numberOfBabies: /],
        [orderBody({ ...stay, offerId: 999_999 }, { expectedAmount: 1 }), 404, /Offer 999999/],
      ];
      for (const [body, status, message] of cases) {
        const response = await post('/api/front/purchase/orders', body, {
          'idempotency-key': newKey(),
        });
        expect(response.statusCode).toBe(status);
        expect(errorOf(response).message).toMatch(message);
      }
    });

    it('CHK-033: buyer fields follow the contact-form rules', async () => {
      const stay = await bookable();
      const base = orderBody(stay, { expectedAmount: stay.priceCents * 2 });
      const cases: [Record<string, string>, RegExp][] = [
        [{ email: 'not-an-email' }, /^buyer\.email: Email seems incorrect/],
        [{ phoneNumber: '06 12 ab' }, /^buyer\.phoneNumber: Phone number seems incorrect/],
        [{ postalCode: '1'.repeat(21) }, /^buyer\.postalCode: /],
        [{ civility: 'DR' }, /^buyer\.civility: /],
        [{ firstName: '   ' }, /^buyer\.firstName: /],
        // NUL cannot be stored, a lone surrogate is no text: refused, never a 500.
        [{ firstName: 'Ca\u0000mille' }, /^buyer\.firstName: expected text without control/],
        [{ city: 'Pa\ud800ris' }, /^buyer\.city: expected text without control characters$/],
      ];
      for (const [change, message] of cases) {
        const response = await post(
          '/api/front/purchase/orders',
          { ...base, buyer: { ...base.buyer, ...change } },
          { 'idempotency-key': newKey() },
        );
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toMatch(message);
      }
      const request = orderBody(stay, { expectedAmount: stay.priceCents * 2 });
      request.items.shortStayItem!.reservationCriteria.specialRequest = 'Late arrival\u0000';
      const special = await post('/api/front/purchase/orders', request, {
        'idempotency-key': newKey(),
      });
      expect(special.statusCode).toBe(400);
      expect(errorOf(special).message).toBe(
        'items.shortStayItem.reservationCriteria.specialRequest: expected text without control characters',
      );
    });
  });

  describe('payments through the sandbox provider (BEY-001)', () => {
    it('BEY-001: above 30 euros a card payment asks for the challenge, then confirms the order and writes the e-mail', async () => {
      const stay = await bookable();
      const order = await placeOrder(orderBody(stay, { expectedAmount: stay.priceCents * 2 }));
      const created = await post('/api/front/purchase/payments', {
        orderUUID: order.orderUUID,
        paymentMethod: 'card',
        card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      });
      expect(created.statusCode).toBe(201);
      const intent = paymentResponseSchema.parse(created.json());
      expect(intent).toMatchObject({
        status: 'requires_action',
        amount: order.amount,
        challenge: { type: 'sca', attemptsLeft: 3 },
        order: { orderUUID: order.orderUUID, status: 'awaiting_payment' },
      });
      const confirmUrl = `/api/front/purchase/payments/${intent.paymentIntentId}/confirm`;
      const wrong = paymentResponseSchema.parse(
        (await post(confirmUrl, { challengeCode: '111111' })).json(),
      );
      expect(wrong).toMatchObject({ status: 'requires_action', challenge: { attemptsLeft: 2 } });
      const paid = paymentResponseSchema.parse(
        (await post(confirmUrl, { challengeCode: SANDBOX.challengePassCode })).json(),
      );
      expect(paid).toMatchObject({
        status: 'succeeded',
        challenge: null,
        order: { status: 'confirmed' },
      });
      // A retried confirmation changes nothing and sends no second e-mail.
      expect(
        paymentResponseSchema.parse((await post(confirmUrl, { challengeCode: '111111' })).json()),
      ).toMatchObject({ status: 'succeeded' });
      const mails = await outboxOf(order.orderUUID);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        recipient: 'camille.durand@example.fr',
        subject: `Votre réservation ${order.bookingNumber} est confirmée`,
      });
      expect(mails[0]!.body).toContain(`Numéro de réservation: ${order.bookingNumber}`);
      expect(mails[0]!.body).toContain(`${stay.date} → ${stay.checkout}`);
      // A paid order is not paid twice.
      const twice = await post('/api/front/purchase/payments', {
        orderUUID: order.orderUUID,
        paymentMethod: 'card',
        card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      });
      expect(twice.statusCode).toBe(409);
    });

    it('BEY-001, BEY-002: a declined card fails the order; another payment still ends confirmed', async () => {
      const stay = await bookable();
      const order = await placeOrder(orderBody(stay, { expectedAmount: stay.priceCents * 2 }));
      const declined = paymentResponseSchema.parse(
        (
          await post('/api/front/purchase/payments', {
            orderUUID: order.orderUUID,
            paymentMethod: 'card',
            card: { number: SANDBOX.declinedCard, expiryMonth: 1, expiryYear: 2031, cvc: '000' },
          })
        ).json(),
      );
      expect(declined).toMatchObject({
        status: 'failed',
        failureReason: 'card_declined',
        order: { status: 'failed' },
      });
      const retry = paymentResponseSchema.parse(
        (
          await post('/api/front/purchase/payments', {
            orderUUID: order.orderUUID,
            paymentMethod: 'paylater',
          })
        ).json(),
      );
      expect(retry.order?.status).toBe('awaiting_payment');
      const paid = paymentResponseSchema.parse(
        (
          await post(`/api/front/purchase/payments/${retry.paymentIntentId}/confirm`, {
            challengeCode: SANDBOX.challengePassCode,
          })
        ).json(),
      );
      expect(paid.order?.status).toBe('confirmed');
      expect(await outboxOf(order.orderUUID)).toHaveLength(1);
    });

    it('BEY-001: the documented failing code fails the authentication; three wrong codes fail it too', async () => {
      const intentFor = async () =>
        paymentResponseSchema.parse(
          (
            await post('/api/front/purchase/payments', { amount: 5_000, paymentMethod: 'wallet' })
          ).json(),
        );
      const first = await intentFor();
      const failed = paymentResponseSchema.parse(
        (
          await post(`/api/front/purchase/payments/${first.paymentIntentId}/confirm`, {
            challengeCode: SANDBOX.challengeFailCode,
          })
        ).json(),
      );
      expect(failed).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' });
      const second = await intentFor();
      let last = second;
      for (let i = 0; i < 3; i += 1) {
        last = paymentResponseSchema.parse(
          (
            await post(`/api/front/purchase/payments/${second.paymentIntentId}/confirm`, {
              challengeCode: '222222',
            })
          ).json(),
        );
      }
      expect(last).toMatchObject({ status: 'failed', failureReason: 'too_many_attempts' });
    });

    it('BEY-001: 30 euros or less needs no challenge; unknown intents are 404; bad input is 400', async () => {
      const small = paymentResponseSchema.parse(
        (
          await post('/api/front/purchase/payments', { amount: 3_000, paymentMethod: 'wallet' })
        ).json(),
      );
      expect(small).toMatchObject({ status: 'succeeded', challenge: null, order: null });
      const unknown = await post('/api/front/purchase/payments/pi_sandbox_nope/confirm', {
        challengeCode: '123456',
      });
      expect(unknown.statusCode).toBe(404);
      const noOrder = await post('/api/front/purchase/payments', {
        amount: 3_000,
        paymentMethod: 'card',
        card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      });
      expect(noOrder.statusCode).toBe(400);
      expect(errorOf(noOrder).message).toBe('orderUUID: required for this payment method');
      const noCard = await post('/api/front/purchase/payments', {
        orderUUID: '00000000-0000-4000-8000-000000000000',
        paymentMethod: 'card',
      });
      expect(errorOf(noCard).message).toBe('card: required for a card payment');
    });
  });

  describe('POST /api/front/purchase/zeppto', () => {
    async function authorisedWallet(amount: number, walletToken?: string) {
      const intent = paymentResponseSchema.parse(
        (
          await post('/api/front/purchase/payments', {
            amount,
            paymentMethod: 'wallet',
            ...(walletToken ? { walletToken } : {}),
          })
        ).json(),
      );
      if (intent.status !== 'requires_action') return intent;
      return paymentResponseSchema.parse(
        (
          await post(`/api/front/purchase/payments/${intent.paymentIntentId}/confirm`, {
            challengeCode: SANDBOX.challengePassCode,
          })
        ).json(),
      );
    }

    it('API-036, CHK-016, BEY-002: the order body plus pspAuthorization gives a confirmed booking, once', async () => {
      const stay = await bookable();
      const amount = stay.priceCents * 2;
      const intent = await authorisedWallet(amount);
      expect(intent.status).toBe('succeeded');
      const body = {
        ...orderBody(stay, { expectedAmount: amount }),
        pspAuthorization: { paymentIntentId: intent.paymentIntentId, paymentMethod: 'wallet' },
      };
      const key = newKey();
      const response = await post('/api/front/purchase/zeppto', body, { 'idempotency-key': key });
      expect(response.statusCode).toBe(200);
      const { booking } = walletOrderResponseSchema.parse(response.json());
      const again = walletOrderResponseSchema.parse(
        (await post('/api/front/purchase/zeppto', body, { 'idempotency-key': key })).json(),
      );
      expect(again.booking).toEqual(booking);
      const summary = orderSummarySchema.parse(
        (
          await get(
            `/api/front/orders/lookup?bookingNumber=${booking.bookingNumber}&email=camille.durand%40example.fr`,
          )
        ).json(),
      );
      expect(summary.status).toBe('confirmed');
      expect(await outboxOf(booking.orderUUID)).toHaveLength(1);
      // The intent cannot pay a second order.
      const reuse = await post('/api/front/purchase/zeppto', body, { 'idempotency-key': newKey() });
      expect(reuse.statusCode).toBe(409);
      expect(errorOf(reuse).error).toBe('CONFLICT');
    });

    it('API-036, CHK-014: declined, unauthenticated or wrong-amount wallet payments are refused', async () => {
      const stay = await bookable();
      const amount = stay.priceCents * 2;
      const zeppto = (paymentIntentId: string, expectedAmount = amount) =>
        post(
          '/api/front/purchase/zeppto',
          {
            ...orderBody(stay, { expectedAmount }),
            pspAuthorization: { paymentIntentId, paymentMethod: 'wallet' },
          },
          { 'idempotency-key': newKey() },
        );
      const declined = await authorisedWallet(amount, SANDBOX.declinedWalletToken);
      expect((await zeppto(declined.paymentIntentId)).statusCode).toBe(402);
      const pending = paymentResponseSchema.parse(
        (await post('/api/front/purchase/payments', { amount, paymentMethod: 'wallet' })).json(),
      );
      const unauthenticated = await zeppto(pending.paymentIntentId);
      expect(unauthenticated.statusCode).toBe(409);
      const short = await authorisedWallet(amount - 100);
      const mismatch = await zeppto(short.paymentIntentId);
      expect(mismatch.statusCode).toBe(409);
      expect(errorOf(mismatch).error).toBe('AMOUNT_MISMATCH');
      const missing = await zeppto('pi_sandbox_missing');
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET /api/front/orders/lookup', () => {
    it('BEY-003: finds an order by booking number and e-mail (any case), else 404', async () => {
      const stay = await bookable();
      const order = await placeOrder(
        orderBody(stay, { adults: 2, babies: 1, expectedAmount: stay.priceCents * 2 }),
      );
      const response = await get(
        `/api/front/orders/lookup?bookingNumber=${order.bookingNumber}&email=CAMILLE.durand%40example.fr`,
      );
      expect(response.statusCode).toBe(200);
      expect(orderSummarySchema.parse(response.json())).toMatchObject({
        orderUUID: order.orderUUID,
        bookingNumber: order.bookingNumber,
        status: 'pending',
        locale: 'fr_FR',
        amount: order.amount,
        buyer: { firstName: 'Camille', lastName: 'Durand', civility: 'MRS' },
        stay: {
          offerId: stay.offerId,
          checkinDate: stay.date,
          checkoutDate: stay.checkout,
          nights: stay.nights,
          pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 1 },
        },
        insurance: null,
        giftCards: [],
        modificationConditions: { isModifiable: false, refundableAmount: 0, giftPayments: [] },
      });
      const wrongEmail = await get(
        `/api/front/orders/lookup?bookingNumber=${order.bookingNumber}&email=someone%40example.fr`,
      );
      expect(wrongEmail.statusCode).toBe(404);
      const malformed = await get('/api/front/orders/lookup?bookingNumber=1234567&email=a%40b.fr');
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed).message).toBe('bookingNumber: expected an 8-digit booking number');
    });

    it('ADR 0011: more than 10 look-ups a minute from one client answer 429 with a clear message', async () => {
      const lookup = (remoteAddress: string, query: string, headers = {}) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/front/orders/lookup?${query}`,
          remoteAddress,
          headers,
        });
      const guess = (n: number) => `bookingNumber=${10_000_000 + n}&email=guess%40example.fr`;
      const statuses: number[] = [];
      for (let n = 0; n < 10; n += 1) {
        // Malformed guesses count as well as well-formed ones.
        statuses.push(
          (await lookup('203.0.113.7', n % 2 ? guess(n) : 'bookingNumber=1')).statusCode,
        );
      }
      expect(statuses).toEqual([400, 404, 400, 404, 400, 404, 400, 404, 400, 404]);
      const limited = await lookup('203.0.113.7', guess(11));
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(errorOf(limited)).toEqual({
        error: 'TOO_MANY_REQUESTS',
        message: 'Too many booking look-ups: at most 10 per minute, retry in 60 s',
      });
      // X-Forwarded-For is not trusted by default: it does not make a new client.
      const spoofed = await lookup('203.0.113.7', guess(12), { 'x-forwarded-for': '198.51.100.1' });
      expect(spoofed.statusCode).toBe(429);
      // Another client is not affected; the same one may look up again a minute later.
      expect((await lookup('203.0.113.8', guess(13))).statusCode).toBe(404);
      setSystemTime(new Date(NOW.getTime() + 61_000));
      try {
        expect((await lookup('203.0.113.7', guess(14))).statusCode).toBe(404);
      } finally {
        setSystemTime(NOW);
      }
    });
  });
});
