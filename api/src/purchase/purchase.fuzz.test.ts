import { apiErrorSchema, ORDER_VIEW_TOKEN_HEADER } from '@shop/api-contract';
import { addDays, LOCALES } from '@shop/criteria';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { and, eq, gte, lte } from 'drizzle-orm';
import { weekendAvailability, weekends } from '../db/schema';
import { SANDBOX } from '../payments/sandbox';
import { anyText, looseValue, mostly } from '../testing/fuzz';
import {
  findBookableStay,
  orderRequest,
  payOrder,
  placeOrder,
  testViewToken,
} from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

describe('checkout routes under fuzz (ARCH-4)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(new Date('2026-03-10T09:00:00Z'));
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  it('never answers 5xx to random or malformed checkout, payment, gift-card, modification and lookup requests', async () => {
    const [day] = await ctx.database.orm
      .select({
        offerId: weekends.id,
        date: weekendAvailability.date,
        nights: weekends.nights,
        priceCents: weekendAvailability.priceCents,
      })
      .from(weekendAvailability)
      .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
      .where(
        and(
          gte(weekendAvailability.date, '2026-04-01'),
          gte(weekendAvailability.availableRooms, 1),
          lte(weekendAvailability.minLos, weekends.nights),
        ),
      )
      .limit(1);
    const junk = anyText(1000);
    const loose = looseValue(junk);
    const often = <T>(valid: fc.Arbitrary<T>) => mostly(valid, 40, loose);
    const usual = <T>(value: T, other: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 6, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: other });
    const stayAmount = day!.priceCents * 2;
    // An authorised wallet intent of the right amount, so that some wallet orders go through.
    const walletIntent = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/front/purchase/payments',
        payload: { amount: stayAmount, paymentMethod: 'wallet' },
      })
    ).json<{ paymentIntentId: string }>().paymentIntentId;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/front/purchase/payments/${walletIntent}/confirm`,
      payload: { challengeCode: SANDBOX.challengePassCode },
    });
    const date = fc.oneof(
      fc.integer({ min: -30, max: 400 }).map((offset) => addDays('2026-03-10', offset)),
      { weight: 10, arbitrary: fc.constant(day!.date) },
      fc.constant(addDays(day!.date, day!.nights)),
      fc.constantFrom('2026-02-30', '0000-00-00', '2026-3-1', ''),
    );
    const cents = fc.oneof(
      fc.integer({ min: -1, max: 300_000 }),
      fc.constantFrom(0, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1.5),
    );
    const pax = (usual: number) =>
      fc.oneof({ weight: 8, arbitrary: fc.constant(usual) }, fc.integer({ min: -1, max: 25 }));
    // Orders to read and to quote a modification for: a paid cancellable stay, an unpaid gift card.
    const cancellable = await findBookableStay(ctx.database.orm, {
      today: '2026-03-10',
      rooms: 2,
      cancellable: true,
    });
    const paidStay = await placeOrder(
      ctx.app,
      orderRequest({ stay: cancellable, expectedAmount: cancellable.priceCents * 2 }),
    );
    await payOrder(ctx.app, paidStay.orderUUID);
    const giftOrder = await placeOrder(
      ctx.app,
      orderRequest({ giftCard: { amount: 5_000, designId: 1 }, expectedAmount: 5_000 }),
    );
    const openStay = await placeOrder(
      ctx.app,
      orderRequest({ stay: cancellable, expectedAmount: cancellable.priceCents * 2 }),
    );
    const orderUUID = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(paidStay.orderUUID, giftOrder.orderUUID, openStay.orderUUID),
      },
      fc.uuid(),
      fc.constantFrom('x', '00000000-0000-0000-0000-000000000000', '%00'),
      junk.map(encodeURIComponent),
    );
    const giftCardItem = fc.record(
      {
        amount: often(fc.constantFrom(2_500, 5_000, 30_000, 1_234, 0, -1)),
        designId: often(fc.integer({ min: -1, max: 8 })),
        fromName: often(fc.oneof(fc.constantFrom('Camille', 'Léa Martin', "O'Neil"), junk)),
        recipientName: often(fc.oneof(fc.constant(''), junk)),
        message: often(fc.oneof(fc.string({ maxLength: 200 }), junk)),
        recipientEmail: often(fc.constantFrom(null, 'lea@example.fr', 'lea@', '')),
      },
      { requiredKeys: [] },
    );
    const orderBody = fc.record({
      locale: often(fc.constantFrom(...LOCALES)),
      buyer: often(
        fc.record({
          email: often(usual('fuzz@example.fr', fc.emailAddress())),
          civility: often(fc.constantFrom('MR', 'MRS', 'MS')),
          firstName: often(usual('Camille', fc.string({ maxLength: 90 }))),
          lastName: often(usual('Durand', fc.string({ maxLength: 90 }))),
          phoneNumber: often(usual('+33 6 12 34 56 78', fc.constant('0612'))),
          addressLine: often(usual('1 rue de la Paix', fc.string())),
          postalCode: often(usual('75002', fc.string({ maxLength: 25 }))),
          city: often(usual('Paris', fc.string())),
          country: often(fc.constantFrom('FR', 'BE', 'fr')),
        }),
      ),
      currency: often(fc.constant('EUR')),
      expectedAmount: often(fc.oneof({ weight: 3, arbitrary: fc.constant(stayAmount) }, cents)),
      items: often(
        fc.record({
          giftCardItem: often(fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, giftCardItem)),
          insuranceItem: often(fc.boolean()),
          promotionCodeItem: often(fc.constantFrom(null, '', {}, { code: 'X' })),
          shortStayItem: often(
            fc.record({
              gift: often(fc.constant(null)),
              reservationCriteria: often(
                fc.record({
                  offerId: often(
                    fc.oneof(
                      fc.constant(day!.offerId),
                      fc.integer({ min: -1, max: 3_000_000_000 }),
                    ),
                  ),
                  activityDaySelections: often(
                    usual(
                      [] as string[],
                      fc.array(
                        fc.oneof(
                          date.map((d) => `a1_${d}`),
                          junk,
                        ),
                        { maxLength: 3 },
                      ),
                    ),
                  ),
                  pax: often(
                    fc.record({
                      numberOfAdults: often(pax(2)),
                      numberOfChildren: often(pax(0)),
                      numberOfBabies: often(pax(0)),
                    }),
                  ),
                  travelPeriod: often(
                    fc.oneof(
                      {
                        weight: 3,
                        arbitrary: fc.constant({
                          checkinDate: day!.date,
                          checkoutDate: addDays(day!.date, day!.nights),
                        }),
                      },
                      fc.record({ checkinDate: often(date), checkoutDate: often(date) }),
                    ),
                  ),
                  minisiteId: often(fc.constantFrom(null, 'mini', 3)),
                  specialRequest: often(fc.string({ maxLength: 50 })),
                }),
              ),
            }),
          ),
        }),
      ),
    });
    const intentId = fc.oneof(
      { weight: 3, arbitrary: fc.constant(walletIntent) },
      fc.constantFrom('pi_sandbox_nope', 'pi_', 'x'),
      fc.string({ maxLength: 20 }).map((s) => `pi_${encodeURIComponent(s)}`),
    );
    const key = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002') },
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
    );
    const bodies: Record<string, fc.Arbitrary<unknown>> = {
      '/api/front/purchase/insurance/quote': fc.record({
        cancellationType: often(fc.constantFrom('NCNR', 'FLEXIBLE', 'ncnr')),
        orderAmount: often(cents),
      }),
      '/api/front/purchase/orders': orderBody,
      '/api/front/purchase/zeppto': fc
        .tuple(
          orderBody,
          fc.record({
            paymentIntentId: often(intentId),
            paymentMethod: often(fc.constant('wallet')),
          }),
        )
        .map(([body, pspAuthorization]) => ({ ...body, pspAuthorization })),
      '/api/front/purchase/payments': fc.record(
        {
          orderUUID: often(fc.oneof(fc.uuid(), fc.constant(undefined))),
          amount: often(fc.oneof(cents, fc.constant(undefined))),
          paymentMethod: often(fc.constantFrom('card', 'wallet', 'paylater', 'instalment3')),
          card: often(
            fc.record({
              number: often(
                fc.constantFrom(SANDBOX.acceptedCard, SANDBOX.declinedCard, '1234567890123'),
              ),
              expiryMonth: often(fc.integer({ min: 0, max: 13 })),
              expiryYear: often(fc.integer({ min: 1999, max: 2101 })),
              cvc: often(fc.constantFrom('123', '12')),
            }),
          ),
          walletToken: often(fc.constantFrom('tok_ok', SANDBOX.declinedWalletToken)),
        },
        { requiredKeys: [] },
      ),
    };
    const post: fc.Arbitrary<InjectOptions> = fc
      .constantFrom(...Object.keys(bodies))
      .chain((url) =>
        fc.tuple(
          fc.constant(url),
          fc.oneof(
            { weight: 4, arbitrary: bodies[url]!.map((value) => JSON.stringify(value)) },
            { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
            { weight: 1, arbitrary: junk },
          ),
          key,
        ),
      )
      .map(([url, payload, idempotencyKey]) => ({
        method: 'POST' as const,
        url,
        payload,
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      }));
    const confirm: fc.Arbitrary<InjectOptions> = fc
      .tuple(intentId, often(fc.constantFrom('123456', '000000', '12')))
      .map(([id, challengeCode]) => ({
        method: 'POST' as const,
        url: `/api/front/purchase/payments/${id}/confirm`,
        payload: JSON.stringify({ challengeCode }),
        headers: { 'content-type': 'application/json' },
      }));
    const text = (valid: fc.Arbitrary<string>) =>
      fc.oneof({ weight: 12, arbitrary: valid }, fc.string());
    const eligibility = fc
      .record(
        {
          amount: text(cents.map(String)),
          cancellationPolicyType: text(fc.constantFrom('NCNR', 'FLEXIBLE', 'ncnr')),
          cancellableUntil: text(fc.oneof(date, fc.constantFrom('', '2026-05-01T10:00:00Z'))),
          checkinDate: text(date),
          pointOfSale: text(fc.constantFrom('fr', 'es', 'be', 'nl', 'it', 'FR')),
        },
        { requiredKeys: ['amount', 'checkinDate', 'pointOfSale', 'cancellationPolicyType'] },
      )
      .map((params) => new URLSearchParams(params).toString())
      .map((search) => ({
        method: 'GET' as const,
        url: `/api/front/purchase/alma/eligibility?${search}`,
      }));
    const lookup = fc
      .record({
        bookingNumber: text(
          fc.oneof(
            fc.constant(paidStay.bookingNumber),
            fc.integer({ min: 10_000_000, max: 99_999_999 }).map(String),
          ),
        ),
        email: text(fc.constantFrom('camille.durand@example.fr', 'FUZZ@example.fr', 'a@b.fr')),
        client: fc.integer({ min: 1, max: 60 }),
      })
      .map(({ client, ...params }) => ({
        method: 'GET' as const,
        url: `/api/front/orders/lookup?${new URLSearchParams(params)}`,
        // Spread over clients, so that most look-ups pass the rate limit and reach the handler.
        remoteAddress: `10.77.0.${client}`,
      }));
    const readOrder = orderUUID.map((id) => ({
      method: 'GET' as const,
      url: `/api/front/purchase/orders/${id}`,
      headers: { [ORDER_VIEW_TOKEN_HEADER]: testViewToken(String(id)) },
    }));
    const modificationQuote = fc
      .tuple(
        orderUUID,
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record(
              {
                travelPeriod: often(
                  fc.oneof(
                    fc.constant({
                      checkinDate: cancellable.date,
                      checkoutDate: cancellable.checkout,
                    }),
                    fc.record({ checkinDate: often(date), checkoutDate: often(date) }),
                  ),
                ),
                pax: often(
                  fc.record(
                    {
                      numberOfAdults: often(pax(2)),
                      numberOfChildren: often(pax(0)),
                      numberOfBabies: often(pax(0)),
                    },
                    { requiredKeys: [] },
                  ),
                ),
                activityDaySelections: often(fc.array(junk, { maxLength: 2 })),
                insuranceItem: often(fc.boolean()),
              },
              { requiredKeys: [] },
            ),
          },
          loose,
        ),
      )
      .map(([id, body]) => ({
        method: 'POST' as const,
        url: `/api/front/purchase/orders/${id}/modification-quote`,
        payload: JSON.stringify(body) ?? '',
        headers: { 'content-type': 'application/json' },
      }));
    // Gift cards on orders and modifications (ADR 0018).
    const serial = fc.oneof(
      fc.constantFrom('ABCD-EFGH-JKMN-PQRS', 'abcd efgh jkmn pqrs', '', '0000-0000-0000-0000'),
      junk,
      fc.integer(),
    );
    const giftCardCall = fc
      .tuple(orderUUID, serial, fc.constantFrom('apply', 'remove', 'pay'))
      .map(([id, serialNumber, action]): InjectOptions => {
        if (action === 'remove') {
          return {
            method: 'DELETE',
            url: `/api/front/purchase/orders/${id}/gift-cards/${encodeURIComponent(
              String(serialNumber)
                .replace(/[\uD800-\uDFFF]/g, '')
                .slice(-4),
            )}`,
          };
        }
        return {
          method: 'POST',
          url: `/api/front/purchase/orders/${id}/${action === 'apply' ? 'gift-cards' : 'gift-card-payment'}`,
          payload: JSON.stringify({ serialNumber }),
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.78.${Math.abs(String(serialNumber).length % 200)}.1`,
        };
      });
    const modification = fc
      .tuple(
        fc.record(
          {
            bookingNumber: often(
              fc.constantFrom(paidStay.bookingNumber, giftOrder.bookingNumber, '12345678'),
            ),
            email: often(fc.constantFrom('camille.durand@example.fr', 'x@example.fr')),
            travelPeriod: often(
              fc.oneof(
                fc.constant({ checkinDate: cancellable.date, checkoutDate: cancellable.checkout }),
                fc.record({ checkinDate: often(date), checkoutDate: often(date) }),
              ),
            ),
            pax: often(fc.record({ numberOfAdults: often(pax(2)) })),
            activityDaySelections: often(fc.constant([])),
            insuranceItem: often(fc.boolean()),
            expectedAmount: often(cents),
            payment: often(
              fc.oneof(
                fc.constant(null),
                fc.record({
                  paymentMethod: often(fc.constantFrom('card', 'wallet')),
                  card: often(
                    fc.constant({
                      number: SANDBOX.acceptedCard,
                      expiryMonth: 12,
                      expiryYear: 2030,
                      cvc: '123',
                    }),
                  ),
                  walletToken: often(fc.constantFrom('tok_ok', SANDBOX.declinedWalletToken)),
                }),
              ),
            ),
          },
          { requiredKeys: [] },
        ),
        key,
        fc.integer({ min: 1, max: 250 }),
      )
      .map(([body, idempotencyKey, clientId]) => ({
        method: 'POST' as const,
        url: '/api/front/purchase/modifications',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        remoteAddress: `10.79.0.${clientId}`,
      }));
    const request: fc.Arbitrary<InjectOptions> = fc.oneof(
      { weight: 5, arbitrary: post },
      { weight: 2, arbitrary: giftCardCall },
      { weight: 2, arbitrary: modification },
      { weight: 1, arbitrary: confirm },
      { weight: 2, arbitrary: eligibility },
      { weight: 1, arbitrary: lookup },
      { weight: 1, arbitrary: readOrder },
      { weight: 2, arbitrary: modificationQuote },
    );

    /** Well-formed bodies with varied values, so that the handlers run (not only validation). */
    const nearValidOrder = fc
      .record({
        adults: usual(2, fc.integer({ min: 1, max: 20 })),
        children: usual(0, fc.integer({ min: 0, max: 10 })),
        babies: usual(0, fc.integer({ min: 0, max: 10 })),
        checkinDate: fc.oneof(
          fc.constant(day!.date),
          fc.integer({ min: -3, max: 400 }).map((offset) => addDays('2026-03-10', offset)),
        ),
        nights: usual(day!.nights, fc.integer({ min: 0, max: 4 })),
        offerId: fc.oneof(fc.constant(day!.offerId), fc.integer({ min: 1, max: 200 })),
        insurance: fc.boolean(),
        expectedAmount: fc.oneof(fc.constant(stayAmount), fc.integer({ min: 0, max: 400_000 })),
        selections: fc.array(
          date.map((d) => `a1_${d}`),
          { maxLength: 2 },
        ),
        giftCard: fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          fc.record({
            amount: fc.constantFrom(2_500, 5_000, 7_500, 1_234),
            designId: fc.integer({ min: 1, max: 6 }),
            fromName: fc.constantFrom('', 'Camille', 'Jean-Luc'),
          }),
        ),
        withStay: usual(true, fc.boolean()),
        firstName: usual('Camille', anyText(20)),
        specialRequest: usual('', anyText(40)),
      })
      .map((v) => ({
        locale: 'fr_FR',
        buyer: {
          email: 'fuzz@example.fr',
          civility: 'MR',
          firstName: v.firstName,
          lastName: 'Durand',
          phoneNumber: '+33 6 12 34 56 78',
          addressLine: '1 rue de la Paix',
          postalCode: '75002',
          city: 'Paris',
          country: 'FR',
        },
        currency: 'EUR',
        expectedAmount: v.expectedAmount,
        items: {
          insuranceItem: v.insurance,
          promotionCodeItem: null,
          giftCardItem: v.giftCard,
          shortStayItem: !v.withStay
            ? null
            : {
                gift: null,
                reservationCriteria: {
                  offerId: v.offerId,
                  activityDaySelections: v.selections,
                  pax: {
                    numberOfAdults: v.adults,
                    numberOfChildren: v.children,
                    numberOfBabies: v.babies,
                  },
                  travelPeriod: {
                    checkinDate: v.checkinDate,
                    checkoutDate: addDays(v.checkinDate, v.nights),
                  },
                  minisiteId: null,
                  specialRequest: v.specialRequest,
                },
              },
        },
      }));
    const handlerRequest: fc.Arbitrary<InjectOptions> = fc.oneof(
      fc.tuple(nearValidOrder, key).map(([body, idempotencyKey]) => ({
        method: 'POST' as const,
        url: '/api/front/purchase/orders',
        payload: body,
        headers: { 'idempotency-key': `${idempotencyKey}-0000000` },
      })),
      fc.tuple(nearValidOrder, key, intentId).map(([body, idempotencyKey, paymentIntentId]) => ({
        method: 'POST' as const,
        url: '/api/front/purchase/zeppto',
        payload: { ...body, pspAuthorization: { paymentIntentId, paymentMethod: 'wallet' } },
        headers: { 'idempotency-key': `${idempotencyKey}-0000000` },
      })),
      fc
        .record({
          amount: fc.integer({ min: 1, max: 100_000 }),
          paymentMethod: fc.constant('wallet'),
          walletToken: fc.constantFrom('tok_ok', SANDBOX.declinedWalletToken),
        })
        .map((payload) => ({
          method: 'POST' as const,
          url: '/api/front/purchase/payments',
          payload,
        })),
    );
    await fc.assert(
      fc.asyncProperty(handlerRequest, async (options) => {
        const response = await ctx.app.inject(options);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
      }),
      { numRuns: 200, seed: 20_260_311 },
    );

    await fc.assert(
      fc.asyncProperty(request, async (options) => {
        const response = await ctx.app.inject(options);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
      }),
      { numRuns: 400, seed: 20_260_310 },
    );
  });
});
