import {
  activityDatesResponseSchema,
  availabilitiesResponseSchema,
  checkoutNightsResponseSchema,
  handoffResponseSchema,
  otherOffersResponseSchema,
  priceResponseSchema,
  productOffersResponseSchema,
  quoteSchema,
  recommendedResponseSchema,
  upsellResponseSchema,
  weekendDetailSchema,
} from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { weekendAvailability, weekends } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { firstBookableCheckin } from '../catalogue';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('product page and price calls (issue 3 §4)', () => {
  let ctx: TestApp;
  /** A published weekend, one of its bookable check-ins (2 rooms left at least) and a sold-out day. */
  let stay: {
    id: number;
    hotelId: number;
    nights: number;
    checkin: string;
    price: number;
    promo: number;
    soldOut: string | undefined;
  };
  let withActivity: { id: number; activityId: string; checkin: string; nights: number };
  let multiHotel: { hotelId: number; ids: number[] };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { orm } = ctx.database;
    const first = addDays(firstBookableCheckin(new Date()), 3);
    const bookable = async (extra = sql`true`) => {
      const [row] = await orm
        .select({
          id: weekends.id,
          hotelId: weekends.hotelId,
          nights: weekends.nights,
          date: weekendAvailability.date,
          price: weekendAvailability.priceCents,
          promo: weekendAvailability.promoPercent,
        })
        .from(weekendAvailability)
        .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
        .where(
          and(
            eq(weekends.published, true),
            gte(weekendAvailability.date, first),
            gte(weekendAvailability.availableRooms, 2),
            lte(weekendAvailability.minLos, weekends.nights),
            extra,
          ),
        )
        .orderBy(asc(weekendAvailability.date), asc(weekends.id))
        .limit(1);
      return row!;
    };
    const row = await bookable();
    const [soldOut] = await orm
      .select({ date: weekendAvailability.date })
      .from(weekendAvailability)
      .where(
        and(
          eq(weekendAvailability.weekendId, row.id),
          gte(weekendAvailability.date, first),
          eq(weekendAvailability.availableRooms, 0),
        ),
      )
      .limit(1);
    stay = {
      id: row.id,
      hotelId: row.hotelId,
      nights: row.nights,
      checkin: row.date,
      price: row.price,
      promo: row.promo,
      soldOut: soldOut?.date,
    };
    const active = await bookable(
      sql`exists (select 1 from jsonb_array_elements(${weekends.activities}) a where (a ->> 'needsDate')::boolean)`,
    );
    const [detail] = await orm
      .select({ activities: weekends.activities })
      .from(weekends)
      .where(eq(weekends.id, active.id));
    withActivity = {
      id: active.id,
      activityId: detail!.activities.find((activity) => activity.needsDate)!.activityId!,
      checkin: active.date,
      nights: active.nights,
    };
    const [hotel] = await orm
      .select({ hotelId: weekends.hotelId, ids: sql<number[]>`array_agg(${weekends.id})` })
      .from(weekends)
      .where(eq(weekends.published, true))
      .groupBy(weekends.hotelId)
      .having(sql`count(*) > 1`)
      .orderBy(desc(sql`count(*)`), asc(weekends.hotelId))
      .limit(1);
    multiHotel = hotel!;
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  describe('GET /api/weekend/:id/detail.json', () => {
    it('API-015 / PROD-015 / PROD-078: keeps the base fields and adds program, infos, images, room, policy', async () => {
      const response = await get(`/api/weekend/${stay.id}/detail.json?locale=fr_FR&client=msite`);
      expect(response.statusCode).toBe(200);
      const detail = weekendDetailSchema.parse(response.json());
      expect(detail).toMatchObject({ id: stay.id, nights: stay.nights });
      expect(detail.price).toMatchObject({
        priceType: 'FROM_PRICE',
        nights: stay.nights,
        nbRooms: 1,
      });
      expect(detail.programLine.length).toBeGreaterThan(0);
      expect(detail.programLine.map((line) => line.type)).toContain('BREAKFAST');
      expect(detail.hotel.checkInOut.checkin).toMatch(/^\d{2}:\d{2}$/);
      expect(Array.isArray(detail.hotel.importantInfos)).toBe(true);
      expect(detail.imagesBySize['640_360']!.length).toBeGreaterThanOrEqual(6);
      expect(detail.imagesBySize['120_80']![0]).toMatch(
        /^\/api\/images\/hotel\/\d+-1\/120_80\.svg$/,
      );
      expect(detail.room?.label).toBeTruthy();
      expect(detail.cancellationPolicy.cancellationDeadline).toBeNull();
    });

    it('API-016 / API-026: with checkin and nights the price is the dated price of the day', async () => {
      const response = await get(
        `/api/weekend/${stay.id}/detail.json?locale=fr_FR&checkin=${stay.checkin}&nights=${stay.nights}&adult=3&child=1&fetchPageModel=false`,
      );
      expect(response.statusCode).toBe(200);
      const detail = weekendDetailSchema.parse(response.json());
      expect(detail.price).toMatchObject({
        priceType: 'FINAL_PRICE',
        sellPrice: stay.price,
        finalPrice: stay.price,
        totalPrice: stay.price * 4,
        nbRooms: 2,
        checkin: stay.checkin,
        error: null,
      });
      expect(detail.availableRooms).toBeGreaterThanOrEqual(2);
    });
  });

  describe('GET /api/weekend/:id/availabilities.json (API-013, LEFT-008, LEFT-019)', () => {
    it('CRIT-068: answers the month keyed by date with price text, amount, minLos, promo, best price', async () => {
      const month = stay.checkin.slice(0, 7);
      const response = await get(
        `/api/weekend/${stay.id}/availabilities.json?month=${month}&adult=2&child=0&baby=0&locale=fr_FR`,
      );
      expect(response.statusCode).toBe(200);
      const days = availabilitiesResponseSchema.parse(response.json());
      expect(Object.keys(days).every((date) => date.startsWith(month))).toBe(true);
      expect(days[stay.checkin]).toEqual({
        price: String(stay.price / 100),
        amount: stay.price,
        minLos: expect.any(Number),
        promo: stay.promo,
        bestPriceOfTheMonth: expect.any(Boolean),
        availableRooms: expect.any(Number),
      });
      if (stay.soldOut?.startsWith(month)) expect(days[stay.soldOut]).toBeNull();
    });

    it('PROD-022: a missing product id answers "Product ID is required"', async () => {
      for (const url of [
        '/api/weekend//availabilities.json?month=2027-01&locale=fr_FR',
        '/api/weekend/availabilities.json?month=2027-01&locale=fr_FR',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'BAD_REQUEST',
          message: 'id: Product ID is required',
        });
      }
    });

    it.each([
      ['a missing month', '?locale=fr_FR', 'month: required'],
      ['a malformed month', '?locale=fr_FR&month=2027-13', 'month: expected a month yyyy-MM'],
      ['too many adults', '?locale=fr_FR&month=2027-01&adult=21', /^adult: /],
    ])('API-013: answers 400 for %s', async (_case, query, message) => {
      const response = await get(`/api/weekend/${stay.id}/availabilities.json${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    });

    it('API-013: 404 for an unknown product', async () => {
      const response = await get(
        '/api/weekend/999999/availabilities.json?month=2027-01&locale=fr_FR',
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/weekend/:id/packageCheckoutNights.json (API-012)', () => {
    it('CRIT-067: answers the night counts bookable from the check-in', async () => {
      const response = await get(
        `/api/weekend/${stay.id}/packageCheckoutNights.json?checkin=${stay.checkin}&adult=2&child=0&baby=0&locale=fr_FR&multiOffer=true&client=msite&minisite=`,
      );
      expect(response.statusCode).toBe(200);
      const nights = checkoutNightsResponseSchema.parse(response.json());
      expect(nights).toContain(stay.nights);
      expect([...nights].sort((a, b) => a - b)).toEqual(nights);
    });

    it('API-012: no night count on a sold-out day or a past day', async () => {
      if (stay.soldOut) {
        const soldOut = await get(
          `/api/weekend/${stay.id}/packageCheckoutNights.json?checkin=${stay.soldOut}&locale=fr_FR`,
        );
        expect(soldOut.json()).toEqual([]);
      }
      const past = await get(
        `/api/weekend/${stay.id}/packageCheckoutNights.json?checkin=2020-01-01&locale=fr_FR`,
      );
      expect(past.json()).toEqual([]);
    });
  });

  describe('GET /api/weekend/:id/price.json (API-026, LEFT-019)', () => {
    it('PROD-079: the from-price without dates', async () => {
      const response = await get(`/api/weekend/${stay.id}/price.json?locale=fr_FR`);
      expect(response.statusCode).toBe(200);
      const price = priceResponseSchema.parse(response.json());
      expect(price).toMatchObject({ priceType: 'FROM_PRICE', checkin: null, error: null });
      expect(price.moneySaved).toBe(price.refPrice - price.sellPrice);
    });

    it('PROD-079: the dated price with dates, per person and for the party', async () => {
      const response = await get(
        `/api/weekend/${stay.id}/price.json?locale=fr_FR&checkin=${stay.checkin}&night=${stay.nights}&adult=2&baby=1`,
      );
      const price = priceResponseSchema.parse(response.json());
      expect(price).toMatchObject({
        priceType: 'FINAL_PRICE',
        sellPrice: stay.price,
        totalPrice: stay.price * 2,
        promo: stay.promo,
      });
    });

    it('PROD-028: an error containing PACKAGE_NOT_AVAILABLE_CHECKIN when no package starts that day', async () => {
      const days = [stay.soldOut, '2030-01-05'].filter((day) => day !== undefined);
      for (const day of days) {
        const response = await get(
          `/api/weekend/${stay.id}/price.json?locale=fr_FR&checkin=${day}`,
        );
        expect(response.statusCode).toBe(200);
        expect(priceResponseSchema.parse(response.json()).error).toContain(
          'PACKAGE_NOT_AVAILABLE_CHECKIN',
        );
      }
    });

    it('API-026: a past check-in is bad input', async () => {
      const response = await get(
        `/api/weekend/${stay.id}/price.json?locale=fr_FR&checkin=2020-01-01`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^checkin: must be \d{4}-\d{2}-\d{2} or later$/);
    });
  });

  describe('GET /api/product/:id/offers (API-019)', () => {
    it('PROD-057 / CRIT-075: the hotel offers keyed by weekend id, cents, promo under 10 shown as 0', async () => {
      const response = await get(
        `/api/product/${multiHotel.ids[0]}/offers?adult=2&child=0&baby=0&locale=fr_FR&minisite=`,
      );
      expect(response.statusCode).toBe(200);
      const offers = productOffersResponseSchema.parse(response.json());
      expect(Object.keys(offers).map(Number).sort()).toEqual([...multiHotel.ids].sort());
      for (const offer of Object.values(offers)) {
        expect(offer.priceInfo.priceType).toBe('FROM_PRICE');
        expect(Number.isInteger(offer.priceInfo.sellPrice)).toBe(true);
        const promo = offer.priceInfo.promoPercentageRounded;
        expect(promo === 0 || promo >= 10).toBe(true);
        expect(offer.cancellationPolicy.type).toMatch(/^(NCNR|FLEXIBLE)$/);
      }
    });

    it('API-019: with dates only the offers bookable that day, at the day price', async () => {
      const response = await get(
        `/api/product/${stay.id}/offers?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&locale=fr_FR`,
      );
      const offers = productOffersResponseSchema.parse(response.json());
      const offer = offers[String(stay.id)];
      expect(offer).toMatchObject({
        weekendId: stay.id,
        checkin: stay.checkin,
        hasSelectedDates: true,
        priceInfo: { sellPrice: stay.price, priceType: 'FINAL_PRICE', totalPrice: stay.price * 2 },
      });
      expect(offer!.priceInfo.promoPercentageRounded).toBe(stay.promo >= 10 ? stay.promo : 0);
    });
  });

  describe('GET /api/product/:id/quote (API-020)', () => {
    it('PROD-080: the quote model of a bookable stay, with local tax', async () => {
      const response = await get(
        `/api/product/${stay.id}/quote?checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0&activitySelectionList=&locale=fr_FR&minisite=`,
      );
      expect(response.statusCode).toBe(200);
      const quote = quoteSchema.parse(response.json());
      expect(quote).toMatchObject({
        bookable: true,
        errors: [],
        priceInfo: { sellPrice: stay.price, totalPrice: stay.price * 2, nbRooms: 1 },
        reservationCriteria: {
          offerId: stay.id,
          checkinDate: stay.checkin,
          checkoutDate: addDays(stay.checkin, stay.nights),
        },
        modifiedReservationCriteria: null,
      });
      expect(quote.totalStayAmount).toBe(quote.priceInfo!.totalPrice + quote.localTaxTotalAmount);
      if (quote.localTax.type === 'PER_PERSON_PER_NIGHT') {
        expect(quote.localTaxTotalAmount).toBe(quote.localTax.amount * 2 * stay.nights);
      }
    });

    it('LEFT-035 / PROD-029: not bookable with PACKAGE_NOT_AVAILABLE_CHECKIN first', async () => {
      const response = await get(`/api/product/${stay.id}/quote?checkin=2030-01-05&locale=fr_FR`);
      expect(response.statusCode).toBe(200);
      const quote = quoteSchema.parse(response.json());
      expect(quote.bookable).toBe(false);
      expect(quote.priceInfo).toBeNull();
      expect(quote.errors[0]?.code).toBe('PACKAGE_NOT_AVAILABLE_CHECKIN');
    });

    it('API-020: wrong nights are not bookable and suggest the package length', async () => {
      const nights = stay.nights + 1;
      const response = await get(
        `/api/product/${stay.id}/quote?checkin=${stay.checkin}&nights=${nights}&locale=fr_FR`,
      );
      const quote = quoteSchema.parse(response.json());
      expect(quote.errors[0]?.code).toBe('INVALID_NIGHTS');
      expect(quote.modifiedReservationCriteria).toEqual({
        nights: stay.nights,
        checkoutDate: addDays(stay.checkin, stay.nights),
      });
    });

    it('PROD-033: activity selections are checked and missing ones reported', async () => {
      const base = `/api/product/${withActivity.id}/quote?checkin=${withActivity.checkin}&locale=fr_FR`;
      const missing = quoteSchema.parse((await get(base)).json());
      expect(missing.missingActivityIds).toEqual([withActivity.activityId]);
      const chosen = quoteSchema.parse(
        (
          await get(
            `${base}&activitySelectionList=${withActivity.activityId}_${withActivity.checkin}`,
          )
        ).json(),
      );
      expect(chosen.missingActivityIds).toEqual([]);
      expect(chosen.reservationCriteria.activityDaySelections).toEqual([
        `${withActivity.activityId}_${withActivity.checkin}`,
      ]);
      const unknown = await get(`${base}&activitySelectionList=nope-1_${withActivity.checkin}`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/^activitySelectionList: /);
      const outside = await get(
        `${base}&activitySelectionList=${withActivity.activityId}_2030-01-01`,
      );
      expect(outside.statusCode).toBe(400);
    });

    it('API-020: checkin is required', async () => {
      const response = await get(`/api/product/${stay.id}/quote?locale=fr_FR`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: 'checkin: required' });
    });
  });

  describe('GET /api/weekend/:id/activityDates.json (API-023, LEFT-019)', () => {
    it('answers activityId, title and one date choice per day of the stay', async () => {
      const response = await get(
        `/api/weekend/${withActivity.id}/activityDates.json?checkin=${withActivity.checkin}&adult=2&locale=fr_FR`,
      );
      expect(response.statusCode).toBe(200);
      const choices = activityDatesResponseSchema.parse(response.json());
      const choice = choices.find((candidate) => candidate.activityId === withActivity.activityId);
      expect(choice?.title).toBeTruthy();
      expect(choice?.dates).toHaveLength(withActivity.nights + 1);
      expect(choice?.dates[0]).toEqual({
        value: `${withActivity.activityId}_${withActivity.checkin}`,
        date: withActivity.checkin,
      });
    });
  });

  describe('GET /api/weekend/:id/upsell.json (API-024, LEFT-019)', () => {
    it('PROD-038 / PROD-039: single vouchers with a positive difference for the chosen nights', async () => {
      for (const id of multiHotel.ids) {
        const response = await get(`/api/weekend/${id}/upsell.json?locale=fr_FR&giftNights=2`);
        expect(response.statusCode).toBe(200);
        const { singleVoucherProducts } = upsellResponseSchema.parse(response.json());
        for (const product of singleVoucherProducts) {
          expect(multiHotel.ids).toContain(product.id);
          expect(product.id).not.toBe(id);
          expect(product.priceDifference).toBe(product.priceDifferencePerLos['2']);
          expect(product.priceDifference).toBeGreaterThan(0);
        }
      }
    });
  });

  describe('GET /api/weekend/:id/otherOffers.json (API-025, LEFT-019) and recommended.json (API-021)', () => {
    it('PROD-006: the hotel other offers as search cards', async () => {
      const id = multiHotel.ids[0]!;
      const response = await get(`/api/weekend/${id}/otherOffers.json?locale=fr_FR`);
      expect(response.statusCode).toBe(200);
      const { otherProducts } = otherOffersResponseSchema.parse(response.json());
      expect(otherProducts.list.map((card) => card.id).sort()).toEqual(
        multiHotel.ids.filter((other) => other !== id).sort(),
      );
    });

    it('LEFT-015: one card for bookable criteria, else 404', async () => {
      const checkout = addDays(stay.checkin, stay.nights);
      const response = await get(
        `/api/weekend/${stay.id}/recommended.json?locale=fr_FR&checkin=${stay.checkin}&checkout=${checkout}&adult=2&child=0&baby=0`,
      );
      expect(response.statusCode).toBe(200);
      expect(recommendedResponseSchema.parse(response.json())).toMatchObject({
        id: stay.id,
        sellPrice: stay.price,
        priceType: 'FINAL_PRICE',
      });
      const none = await get(
        `/api/weekend/${stay.id}/recommended.json?locale=fr_FR&checkin=2030-01-05&night=${stay.nights}`,
      );
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('NOT_FOUND');
    });
  });

  describe('POST /api/front/checkout/handoff (API-032)', () => {
    const handoff = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/front/checkout/handoff', payload });

    it('booking: ok with the reservation criteria of the order', async () => {
      const choices = activityDatesResponseSchema.parse(
        (
          await get(
            `/api/weekend/${stay.id}/activityDates.json?checkin=${stay.checkin}&locale=fr_FR`,
          )
        ).json(),
      );
      const selectedDates = choices.map((choice) => choice.dates[0]!.value);
      const response = await handoff({
        productId: stay.id,
        locale: 'fr_FR',
        selectedDates,
        criteria: {
          checkin: stay.checkin,
          checkout: addDays(stay.checkin, stay.nights),
          a: 2,
          c: 1,
          b: 0,
        },
        selectedOffer: stay.id,
        hbp: false,
      });
      expect(response.statusCode).toBe(200);
      expect(handoffResponseSchema.parse(response.json())).toEqual({
        ok: true,
        flow: 'booking',
        offerId: stay.id,
        reservationCriteria: {
          offerId: stay.id,
          activityDaySelections: selectedDates,
          pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
          travelPeriod: {
            checkinDate: stay.checkin,
            checkoutDate: addDays(stay.checkin, stay.nights),
          },
        },
        giftNights: null,
        amount: stay.price * 3,
      });
    });

    it('§4.3: error codes for missing dates, activity dates and unavailable check-ins', async () => {
      const codeOf = async (payload: Record<string, unknown>) =>
        (handoffResponseSchema.parse((await handoff(payload)).json()) as { error?: string }).error;
      expect(await codeOf({ productId: stay.id, locale: 'fr_FR' })).toBe('DATES_REQUIRED');
      expect(
        await codeOf({
          productId: withActivity.id,
          locale: 'fr_FR',
          criteria: { checkin: withActivity.checkin },
        }),
      ).toBe('ACTIVITY_DATES_REQUIRED');
      expect(
        await codeOf({ productId: stay.id, locale: 'fr_FR', criteria: { checkin: '2030-01-05' } }),
      ).toBe('PACKAGE_NOT_AVAILABLE_CHECKIN');
      expect(await codeOf({ productId: 999_999, locale: 'fr_FR' })).toBe('PRODUCT_NOT_FOUND');
      expect(await codeOf({ productId: stay.id, locale: 'fr_FR', flow: 'gifting' })).toBe(
        'GIFT_NIGHTS_REQUIRED',
      );
    });

    it('gifting: ok with giftNights', async () => {
      const response = await handoff({
        productId: stay.id,
        locale: 'nl_BE',
        flow: 'gifting',
        giftNights: 2,
      });
      expect(response.json()).toMatchObject({ ok: true, flow: 'gifting', giftNights: 2 });
    });

    it.each([
      ['a missing productId', { locale: 'fr_FR' }, 'productId: required'],
      ['a bad locale', { productId: 1, locale: 'en_GB' }, /^locale: /],
      ['too many adults', { productId: 1, locale: 'fr_FR', criteria: { a: 21 } }, /^criteria\.a: /],
      [
        'a malformed selected date',
        { productId: 1, locale: 'fr_FR', selectedDates: ['x'] },
        /^selectedDates\.0: /,
      ],
    ])('answers 400 for %s', async (_case, payload, message) => {
      const response = await handoff(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    });
  });
});
