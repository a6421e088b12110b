import { searchAvailabilitiesResponseSchema } from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import { between, eq } from 'drizzle-orm';
import { destinations, searchOffers, weekendAvailability } from '../db/schema';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { monthDays } from '@shop/criteria';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

interface Offer {
  weekendId: number;
  nights: number;
  destinationIds: number[];
  themeIds: number[];
  latitude: number;
  longitude: number;
}
interface Day {
  weekendId: number;
  date: string;
  priceCents: number;
  minLos: number;
  availableRooms: number;
  promoPercent: number;
}

/** The month after the seed's today: every day of it has seeded availability. */
const MONTH = addDays(TEST_SEED.today, 31).slice(0, 7);

/** Haversine in km, as the API measures. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe('GET /api/availabilities.json (SRCH-042 outside a hotel search)', () => {
  let ctx: TestApp;
  let offers: Offer[];
  let days: Day[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const { orm } = ctx.database;
    offers = await orm
      .select({
        weekendId: searchOffers.weekendId,
        nights: searchOffers.nights,
        destinationIds: searchOffers.destinationIds,
        themeIds: searchOffers.themeIds,
        latitude: searchOffers.latitude,
        longitude: searchOffers.longitude,
      })
      .from(searchOffers);
    const { first, last } = monthDays(MONTH);
    days = await orm
      .select({
        weekendId: weekendAvailability.weekendId,
        date: weekendAvailability.date,
        priceCents: weekendAvailability.priceCents,
        minLos: weekendAvailability.minLos,
        availableRooms: weekendAvailability.availableRooms,
        promoPercent: weekendAvailability.promoPercent,
      })
      .from(weekendAvailability)
      .where(between(weekendAvailability.date, first, last));
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/availabilities.json?${query}` });

  /** The answer computed in plain code from the read model's rows (an independent oracle). */
  function expected(matches: (offer: Offer) => boolean, adults = 2) {
    const rooms = Math.max(1, Math.ceil(adults / 2));
    const byId = new Map(offers.filter(matches).map((offer) => [offer.weekendId, offer]));
    const best = new Map<string, Day>();
    for (const day of days) {
      const offer = byId.get(day.weekendId);
      if (!offer || day.availableRooms < rooms || day.minLos > offer.nights) continue;
      const current = best.get(day.date);
      const perNight = day.priceCents / day.minLos;
      const currentPerNight = current ? current.priceCents / current.minLos : Infinity;
      if (
        !current ||
        perNight < currentPerNight ||
        (perNight === currentPerNight &&
          (day.priceCents < current.priceCents ||
            (day.priceCents === current.priceCents && day.weekendId < current.weekendId)))
      ) {
        best.set(day.date, day);
      }
    }
    return Object.fromEntries(
      [...best.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, day]) => [
          date,
          {
            price: String(day.priceCents / 100),
            amount: day.priceCents,
            minLos: day.minLos,
            promo: day.promoPercent,
          },
        ]),
    );
  }

  it('SRCH-042 CRIT-068: per day of the month, the lowest price per night among the packages of the destination', async () => {
    const [city] = await ctx.database.orm
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.category, 'city'))
      .limit(1);
    const cityId = city!.id;
    const response = await get(`locale=fr_FR&month=${MONTH}&city=${cityId}`);
    expect(response.statusCode).toBe(200);
    const answer = searchAvailabilitiesResponseSchema.parse(response.json());
    const want = expected((offer) => offer.destinationIds.includes(cityId));
    expect(Object.keys(want).length).toBeGreaterThan(0);
    expect(answer).toEqual(want);
    for (const date of Object.keys(answer)) expect(date.slice(0, 7)).toBe(MONTH);
  });

  it('SRCH-042: without a destination every package counts; the party needs a room per two adults', async () => {
    const all = searchAvailabilitiesResponseSchema.parse(
      (await get(`locale=es_ES&month=${MONTH}`)).json(),
    );
    expect(all).toEqual(expected(() => true));
    expect(Object.keys(all).length).toBeGreaterThan(20);
    const large = searchAvailabilitiesResponseSchema.parse(
      (await get(`locale=es_ES&month=${MONTH}&adult=20`)).json(),
    );
    expect(large).toEqual(expected(() => true, 20));
  });

  it('SRCH-042 CRIT-038: lat/lng with a distance range replace the destination; a theme narrows', async () => {
    const centre = { lat: offers[0]!.latitude, lng: offers[0]!.longitude };
    const near = searchAvailabilitiesResponseSchema.parse(
      (
        await get(
          `locale=fr_FR&month=${MONTH}&lat=${centre.lat}&lng=${centre.lng}&distanceMax=60&city=999999`,
        )
      ).json(),
    );
    expect(near).toEqual(
      expected((offer) => km(centre, { lat: offer.latitude, lng: offer.longitude }) <= 60),
    );
    const theme = offers.find((offer) => offer.themeIds.length > 0)!.themeIds[0]!;
    const themed = searchAvailabilitiesResponseSchema.parse(
      (await get(`locale=fr_FR&month=${MONTH}&theme=${theme}`)).json(),
    );
    expect(themed).toEqual(expected((offer) => offer.themeIds.includes(theme)));
  });

  it('SRCH-042: activity-only and gift searches have no dated stays; an unknown place has no day', async () => {
    for (const flow of ['activity', 'gifting']) {
      const response = await get(`locale=fr_FR&month=${MONTH}&flow=${flow}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
    const hotelFlow = await get(`locale=fr_FR&month=${MONTH}&flow=hotel`);
    expect(hotelFlow.json()).toEqual(expected(() => true));
    expect((await get(`locale=fr_FR&month=${MONTH}&region=999999`)).json()).toEqual({});
  });

  it('SRCH-042: bad input is a 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      [`month=${MONTH}`, /^locale: /],
      [`locale=xx_XX&month=${MONTH}`, /^locale: /],
      ['locale=fr_FR', /^month: required$/],
      ['locale=fr_FR&month=2026-13', /^month: expected a month yyyy-MM$/],
      [`locale=fr_FR&month=${MONTH}&adult=0`, /^adult: /],
      [`locale=fr_FR&month=${MONTH}&flow=cruise`, /^flow: /],
      [`locale=fr_FR&month=${MONTH}&city=abc`, /^city: /],
      [`locale=fr_FR&month=${MONTH}&lat=north`, /^lat: /],
      [`locale=fr_FR&month=${MONTH}&lng=200`, /^lng: /],
      [`locale=fr_FR&month=${MONTH}&distanceMax=-5`, /^distanceMax: /],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'BAD_REQUEST' });
      expect(response.json().message).toMatch(message);
    }
  });

  it('SRCH-042: the route is in the OpenAPI document with its query parameters', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters: { name: string; required: boolean }[] }>>;
    };
    const route = document.paths['/api/availabilities.json']?.get;
    expect(route?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'locale', required: true }),
        expect.objectContaining({ name: 'month', required: true }),
        expect.objectContaining({ name: 'city', required: false }),
        expect.objectContaining({ name: 'distanceMax', required: false }),
      ]),
    );
  });
});
