import {
  ACTIVITY_SEARCH_DEFAULT_PAGE_SIZE,
  activityImagesResponseSchema,
  activityOnlyDetailSchema,
  activityProductSchema,
  activitySearchResponseSchema,
  apiErrorSchema,
  type ActivityCard,
} from '@shop/api-contract';
import { reshapeActivityPrices } from '@shop/criteria';
import { eq, sql } from 'drizzle-orm';
import { activityProducts, destinations, hotels, weekends } from '../db/schema';
import { FIRST_ACTIVITY_PRODUCT_ID } from '../seed/activities';
import { ACTIVITY_CANCELLATION } from './activities.service';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

describe('activity-only routes', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const search = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/activity-only/search.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const productRow = async (id: number) => {
    const [row] = await ctx.database.orm
      .select()
      .from(activityProducts)
      .where(eq(activityProducts.id, id));
    return row!;
  };

  it('API-003: answers 20 activity cards per page, the count and searchDetails', async () => {
    const response = await search({ locale: 'fr_FR' });
    expect(response.statusCode).toBe(200);
    const body = activitySearchResponseSchema.parse(response.json());
    expect(body.exactMatch).toHaveLength(ACTIVITY_SEARCH_DEFAULT_PAGE_SIZE);
    expect(body.resultsCount).toBeGreaterThan(200);
    expect(body.searchDetails).toMatchObject({ adult: 2, totalCount: body.resultsCount });
    expect(body.exactMatch.every((card) => card.uri === `activity/${card.id}`)).toBe(true);
    expect(body.exactMatch.every((card) => card.published)).toBe(true);
  });

  it('API-003: numberOfPackagesPerHotel and page page deterministically', async () => {
    const first = activitySearchResponseSchema.parse(
      (await search({ locale: 'es_ES', numberOfPackagesPerHotel: 5, page: 0 })).json(),
    );
    const second = activitySearchResponseSchema.parse(
      (await search({ locale: 'es_ES', numberOfPackagesPerHotel: 5, page: 1 })).json(),
    );
    expect(first.exactMatch).toHaveLength(5);
    const ids = new Set(first.exactMatch.map((card) => card.id));
    expect(second.exactMatch.some((card) => ids.has(card.id))).toBe(false);
    const beyond = activitySearchResponseSchema.parse(
      (await search({ locale: 'es_ES', numberOfPackagesPerHotel: 5, page: 10_000 })).json(),
    );
    expect(beyond).toMatchObject({ exactMatch: [], resultsCount: first.resultsCount });
  });

  it('CONT-022: limit caps the page to what a content block shows', async () => {
    const page = activitySearchResponseSchema.parse(
      (await search({ locale: 'fr_FR', numberOfPackagesPerHotel: 20, page: 0 })).json(),
    );
    const limited = activitySearchResponseSchema.parse(
      (await search({ locale: 'fr_FR', numberOfPackagesPerHotel: 20, page: 0, limit: 3 })).json(),
    );
    expect(limited.exactMatch.map((card) => card.id)).toEqual(
      page.exactMatch.slice(0, 3).map((card) => card.id),
    );
    expect(limited.resultsCount).toBe(page.resultsCount);
    expect((await search({ locale: 'fr_FR', limit: 0 })).statusCode).toBe(400);
  });

  it('API-003: a city covers 30 km around it; a country its own products; tags filter', async () => {
    const [paris] = await ctx.database.orm
      .select()
      .from(destinations)
      .where(sql`${destinations.category} = 'city' and ${destinations.label} ->> 'fr' = 'Paris'`);
    const body = activitySearchResponseSchema.parse(
      (await search({ locale: 'fr_FR', searchCriterias: { city: paris!.id } })).json(),
    );
    expect(body.resultsCount).toBeGreaterThan(0);
    expect(body.exactMatch.every((card) => card.distance !== null && card.distance <= 30)).toBe(
      true,
    );
    expect(body.searchDetails.location?.id).toBe(paris!.id);

    const italy = activitySearchResponseSchema.parse(
      (
        await search({
          locale: 'it_IT',
          searchCriterias: { country: 5 },
          numberOfPackagesPerHotel: 48,
        })
      ).json(),
    );
    const [country] = await ctx.database.orm
      .select({ code: destinations.countryCode })
      .from(destinations)
      .where(eq(destinations.id, 5));
    const rows = await ctx.database.orm
      .select({ id: activityProducts.id, countryCode: activityProducts.countryCode })
      .from(activityProducts);
    const countryOf = new Map(rows.map((row) => [row.id, row.countryCode]));
    expect(italy.exactMatch.every((card) => countryOf.get(card.id) === country!.code)).toBe(true);

    const spa = activitySearchResponseSchema.parse(
      (await search({ locale: 'nl_NL', filters: { tags: ['spa'] } })).json(),
    );
    expect(spa.resultsCount).toBeGreaterThan(0);
    expect(spa.exactMatch.every((card) => card.activities.some((a) => a.id === 'spa'))).toBe(true);
    expect(spa.exactMatch[0]!.activities[0]!.name).toBe('Spa');
  });

  it('CRIT-076 / CRIT-075 / CRIT-026: per-person cents for the adults asked, promo < 5 % shown as 0', async () => {
    const cards: ActivityCard[] = [];
    for (let page = 0; page < 7; page += 1) {
      cards.push(
        ...activitySearchResponseSchema.parse(
          (
            await search({
              locale: 'fr_BE',
              searchCriterias: { adults: 3 },
              numberOfPackagesPerHotel: 48,
              page,
            })
          ).json(),
        ).exactMatch,
      );
    }
    let lowPromos = 0;
    for (const card of cards) {
      const row = await productRow(card.id);
      const adults = row.prices.map((price) => price.paxComposition.adults);
      const expectedAdults = adults.includes(3) ? 3 : Math.min(...adults);
      const price = row.prices.find((entry) => entry.paxComposition.adults === expectedAdults)!;
      expect(card.participants).toBe(expectedAdults);
      expect(card.prices).toMatchObject({
        paxComposition: { adults: expectedAdults },
        sellPrice: price.sellPrice,
        barPrice: price.barPrice,
      });
      expect(card.sellPrice).toBe(Math.round(price.sellPrice / expectedAdults));
      expect(card.refPrice).toBe(Math.round(price.barPrice / expectedAdults));
      if (price.promoPercentageRounded > 0 && price.promoPercentageRounded < 5) {
        lowPromos += 1;
        expect(card.promo).toBe(0);
      } else {
        expect(card.promo).toBe(price.promoPercentageRounded);
      }
    }
    expect(lowPromos).toBeGreaterThan(0);
  });

  it('API-003: priceAsc sorts by the per-person from-price; bad input answers 400', async () => {
    const body = activitySearchResponseSchema.parse(
      (await search({ locale: 'fr_FR', sort: 'priceAsc', numberOfPackagesPerHotel: 48 })).json(),
    );
    const rows = await Promise.all(body.exactMatch.map((card) => productRow(card.id)));
    const prices = rows.map((row) => row.fromPricePerPersonCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    for (const payload of [
      {},
      { locale: 'de_DE' },
      { locale: 'fr_FR', numberOfPackagesPerHotel: 0 },
      { locale: 'fr_FR', page: -1 },
      { locale: 'fr_FR', searchCriterias: { adults: 99 } },
    ]) {
      const response = await search(payload);
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.error).toBe('BAD_REQUEST');
      expect(error.message).toMatch(/^[\w.]+: /);
    }
  });

  it('API-017 / PROD-075 / CRIT-083: the activity-only detail in the locale language', async () => {
    const id = FIRST_ACTIVITY_PRODUCT_ID + 3;
    const response = await get(`/api/activity-only/weekend/${id}/detail.json?locale=it_IT`);
    expect(response.statusCode).toBe(200);
    const detail = activityOnlyDetailSchema.parse(response.json());
    const row = await productRow(id);
    expect(detail).toMatchObject({
      id,
      label: row.label.it,
      description: row.description.it,
      uri: `activity/${id}`,
      published: row.published,
      prices: row.prices,
      voucherValidityMonths: 12,
    });
    const reshaped = reshapeActivityPrices(row.prices);
    for (const [adults, price] of Object.entries(reshaped)) {
      expect(detail.pricesByAdults[adults]).toEqual({
        ...price,
        promo: price.promo < 5 ? 0 : price.promo,
        // BEY-005: the seeded history's figure where the reduction shows (day-price-history.test).
        lowestPrice30Days: price.promo < 5 ? null : expect.any(Number),
      });
    }
    const adults = row.prices.map((price) => price.paxComposition.adults);
    expect(detail.paxRange).toEqual({
      min: Math.min(...adults),
      max: Math.max(...adults),
      default: adults.includes(2) ? 2 : Math.min(...adults),
    });
    expect(detail.imagesBySize['640_360']).toHaveLength(row.images.length);
    expect(detail.imagesBySize['120_80'][0]).toBe(`/api/images/activity/${id}-1/120_80.svg`);
    expect(detail.activities[0]!.title).toBe(row.activities[0]!.title.it);
    expect(detail.mainActivityCenter?.main).toBe(true);
    expect(detail.pageModel.alternateUrls).toHaveLength(6);
    expect(detail.pageModel.canonicalUrl).toContain(`/activity/${id}`);
  });

  it('PROD-068 / PROD-081: an unpublished product answers published false; unknown ids 404', async () => {
    const [expired] = await ctx.database.orm
      .select({ id: activityProducts.id })
      .from(activityProducts)
      .where(eq(activityProducts.published, false))
      .limit(1);
    if (expired) {
      const detail = activityOnlyDetailSchema.parse(
        (await get(`/api/activity-only/weekend/${expired.id}/detail.json?locale=fr_FR`)).json(),
      );
      expect(detail.published).toBe(false);
      expect(detail.pageModel.metaRobots).toBe('noindex, follow');
    }
    const missing = await get('/api/activity-only/weekend/999999/detail.json?locale=fr_FR');
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).error).toBe('NOT_FOUND');
    const bad = await get('/api/activity-only/weekend/abc/detail.json?locale=fr_FR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
    const noLocale = await get(
      `/api/activity-only/weekend/${FIRST_ACTIVITY_PRODUCT_ID}/detail.json`,
    );
    expect(noLocale.statusCode).toBe(400);
    expect(noLocale.json().message).toBe('locale: required');
  });

  it('API-018: the image list, each image in every size, alt text in the locale language', async () => {
    const id = FIRST_ACTIVITY_PRODUCT_ID;
    const response = await get(`/api/activities/${id}/images.json?locale=nl_BE`);
    expect(response.statusCode).toBe(200);
    const images = activityImagesResponseSchema.parse(response.json());
    const row = await productRow(id);
    expect(images).toHaveLength(row.images.length);
    expect(images[0]).toEqual({
      url: `/api/images/activity/${id}-1/960_540.svg`,
      alt: row.images[0]!.alt.nl,
      sizes: {
        '120_80': `/api/images/activity/${id}-1/120_80.svg`,
        '640_360': `/api/images/activity/${id}-1/640_360.svg`,
        '960_540': `/api/images/activity/${id}-1/960_540.svg`,
      },
    });
    expect((await get('/api/activities/999999/images.json?locale=nl_BE')).statusCode).toBe(404);
  });

  it('API-022 / LEFT-019 / PROD-076: the activity model of an activity-only product and of a weekend', async () => {
    const id = FIRST_ACTIVITY_PRODUCT_ID + 1;
    const product = activityProductSchema.parse(
      (await get(`/api/weekend/${id}/activity.json?locale=es_ES`)).json(),
    );
    const row = await productRow(id);
    expect(product).toMatchObject({ id, kind: 'ACTIVITY_ONLY', label: row.label.es });
    expect(product.activities[0]).toMatchObject({
      activityId: row.activities[0]!.activityId,
      title: row.activities[0]!.title.es,
      how: row.activities[0]!.how.es,
      type: row.activities[0]!.type,
    });
    expect(product.activities[0]!.activityCenter?.location.city).toBe(row.city);

    const [weekend] = await ctx.database.orm
      .select({ id: weekends.id, activities: weekends.activities })
      .from(weekends)
      .where(sql`jsonb_array_length(${weekends.activities}) > 0`)
      .limit(1);
    const stay = activityProductSchema.parse(
      (await get(`/api/weekend/${weekend!.id}/activity.json?locale=fr_FR`)).json(),
    );
    expect(stay.kind).toBe('WEEKEND');
    expect(stay.activities.map((activity) => activity.title)).toEqual(
      weekend!.activities.map((activity) => activity.name.fr),
    );
    // PROD-077: the stay's breakfast, in the locale's language; an activity voucher has none.
    expect(stay.breakfast).toMatchObject({
      type: 'BREAKFAST',
      title: 'Petit-déjeuner chaque matin',
      detailList: expect.arrayContaining([expect.stringMatching(/^Buffet continental/)]),
      mustKnowList: expect.arrayContaining([expect.stringMatching(/^Servi au restaurant/)]),
    });
    expect(stay.breakfast?.schedules.length).toBeGreaterThan(0);
    expect(product.breakfast).toBeNull();
    expect((await get('/api/weekend/999999/activity.json?locale=fr_FR')).statusCode).toBe(404);
  });

  describe("SRCH-053 / SRCH-056 / SRCH-057: the card's place, review and cancellation terms", () => {
    const firstPage = async (payload: Record<string, unknown> = {}) =>
      activitySearchResponseSchema.parse(
        (await search({ locale: 'fr_FR', numberOfPackagesPerHotel: 48, ...payload })).json(),
      ).exactMatch;

    it('SRCH-053, SRCH-056, SRCH-057: a partner\'s centre is the place: no page, no hotel stars, its reviews or "New"', async () => {
      const cards = await firstPage();
      let rated = 0;
      let unrated = 0;
      for (const card of cards) {
        const row = await productRow(card.id);
        const main = row.locations.find((location) => location.main) ?? row.locations[0]!;
        expect(card.place).toEqual({
          id: main.id,
          uri: '',
          label: main.label,
          stars: 0,
          isHotel: false,
          location: {
            label: main.city,
            uri: `destination/${row.destinationIds[0]}`,
            address: main.address,
            zipCode: main.zipCode,
          },
          review: main.review
            ? { count: main.review.count, average: Math.round(main.review.average * 10) / 10 }
            : { count: 0, average: null },
        });
        if (main.review) rated += 1;
        else unrated += 1;
      }
      // The seed gives most partners reviews and a few none yet ("New").
      expect(rated).toBeGreaterThan(0);
      expect(unrated).toBeGreaterThan(0);
    });

    it('CRIT-087, CRIT-085: without dates the voucher is cancellable with no deadline yet; with a check-in, 2 days before it', async () => {
      const undated = await firstPage({ numberOfPackagesPerHotel: 3 });
      for (const card of undated) {
        expect(card.checkin).toBeNull();
        expect(card.cancellationPolicy).toEqual({
          cancellable: true,
          isCancellable: true,
          message: null,
          cancellationDeadline: null,
          deadlineDays: ACTIVITY_CANCELLATION.deadlineDays,
          type: 'FLEXIBLE',
        });
      }
      const dated = await firstPage({
        numberOfPackagesPerHotel: 3,
        searchCriterias: { checkin: '2030-06-20' },
      });
      expect(dated).toHaveLength(3);
      for (const card of dated) {
        expect(card.checkin).toBe('2030-06-20');
        expect(card.cancellationPolicy).toMatchObject({
          cancellable: true,
          isCancellable: true,
          cancellationDeadline: '2030-06-18',
          type: 'FLEXIBLE',
        });
      }
    });

    it('SRCH-053, SRCH-054, SRCH-057: an activity in a hotel shows that hotel (page, stars, reviews), in one query for the page', async () => {
      const [first, second] = await firstPage({ numberOfPackagesPerHotel: 2 });
      const rows = await Promise.all([productRow(first!.id), productRow(second!.id)]);
      const linked = await ctx.database.orm
        .select()
        .from(hotels)
        .where(sql`${hotels.reviewAverage} is not null`)
        .orderBy(hotels.id)
        .limit(2);
      const link = (index: number, hotelId: number | undefined) =>
        ctx.database.orm
          .update(activityProducts)
          .set({
            locations: rows[index]!.locations.map((location) =>
              hotelId === undefined ? location : { ...location, hotelId },
            ),
          })
          .where(eq(activityProducts.id, rows[index]!.id));
      await Promise.all([link(0, linked[0]!.id), link(1, linked[1]!.id)]);
      const select = jest.spyOn(ctx.database.orm, 'select');
      try {
        select.mockClear();
        const small = await firstPage({ numberOfPackagesPerHotel: 2 });
        const queriesForTwo = select.mock.calls.length;
        select.mockClear();
        const large = await firstPage({ numberOfPackagesPerHotel: 48 });
        // The hotels of the page come in one query, whatever the page size.
        expect(select.mock.calls.length).toBe(queriesForTwo);
        expect(large.slice(0, 2)).toEqual(small);
        small.forEach((card, index) => {
          const hotel = linked[index]!;
          expect(card.place).toEqual({
            id: hotel.id,
            uri: `hotel/${hotel.id}`,
            label: hotel.name,
            stars: hotel.stars,
            isHotel: true,
            location: {
              label: hotel.city,
              uri: `destination/${hotel.destinationIds[0]}`,
              address: hotel.address,
              zipCode: hotel.zipCode,
            },
            review: {
              count: hotel.reviewCount,
              average: Math.round(hotel.reviewAverage! * 10) / 10,
            },
          });
        });
        // Cards of activities not in a hotel keep the partner's centre.
        expect(large.slice(2).every((card) => !card.place.isHotel)).toBe(true);
      } finally {
        select.mockRestore();
        await Promise.all([link(0, undefined), link(1, undefined)]);
      }
    });
  });
});
