import { hotelAvailabilitiesResponseSchema, hotelDetailSchema } from '@shop/api-contract';
import { asc, eq } from 'drizzle-orm';
import { weekends } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('hotel page calls (issue 3 §4)', () => {
  let ctx: TestApp;
  let hotelId: number;
  let weekendIds: number[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const [first] = await ctx.database.orm
      .select({ hotelId: weekends.hotelId })
      .from(weekends)
      .where(eq(weekends.published, true))
      .orderBy(asc(weekends.id))
      .limit(1);
    hotelId = first!.hotelId;
    weekendIds = (
      await ctx.database.orm
        .select({ id: weekends.id, published: weekends.published })
        .from(weekends)
        .where(eq(weekends.hotelId, hotelId))
    )
      .filter((row) => row.published)
      .map((row) => row.id);
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('LEFT-030 / PROD-059 / PROD-060 / PROD-061: the hotel model with rooms, offers and nearby hotels', async () => {
    const response = await get(`/api/hotels/${hotelId}/detail.json?locale=it_IT`);
    expect(response.statusCode).toBe(200);
    const hotel = hotelDetailSchema.parse(response.json());
    expect(hotel).toMatchObject({ id: hotelId, uri: `hotel/${hotelId}`, active: true });
    expect(hotel.description).toContain(hotel.label);
    expect(hotel.rooms.length).toBeGreaterThanOrEqual(2);
    expect(hotel.weekends.map((offer) => offer.id).sort()).toEqual([...weekendIds].sort());
    const roomOffers = hotel.rooms.flatMap((room) => room.offers.map((offer) => offer.id));
    expect(roomOffers.sort()).toEqual([...weekendIds].sort());
    expect(hotel.checkInOut.checkout).toMatch(/^\d{2}:\d{2}$/);
    expect(hotel.policy.petsMaxNumberOfPets).toBe(1);
    expect(hotel.images[0]).toMatch(/^\/api\/images\/hotel\//);
    expect(hotel.breadcrumb.at(-1)?.label).toBeTruthy();
    for (const nearby of hotel.nearbyHotels) {
      expect(nearby.id).not.toBe(hotelId);
      expect(nearby.distance).toBeLessThanOrEqual(50);
    }
  });

  it('LEFT-030: 404 for an unknown hotel, 400 for a bad id or locale', async () => {
    expect((await get('/api/hotels/999999/detail.json?locale=fr_FR')).statusCode).toBe(404);
    expect((await get('/api/hotels/x/detail.json?locale=fr_FR')).json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'hotelId: expected a positive integer id',
    });
    expect((await get(`/api/hotels/${hotelId}/detail.json`)).json().message).toBe(
      'locale: required',
    );
  });

  it('API-014: a list of days with the cheapest bookable package, over `length` months', async () => {
    const response = await get(
      `/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&month=2026-12&length=2`,
    );
    expect(response.statusCode).toBe(200);
    const days = hotelAvailabilitiesResponseSchema.parse(response.json());
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day.date >= '2026-12-01' && day.date <= '2027-01-31').toBe(true);
      expect(weekendIds).toContain(day.weekendId);
      expect(day.price).toBe(String(day.amount / 100));
    }
    const dates = days.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('API-014: 400 for a bad month or length, 404 for an unknown hotel', async () => {
    const bad = await get(`/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&length=13`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^length: /);
    const month = await get(
      `/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&month=12-2026`,
    );
    expect(month.json().message).toBe('month: expected a month yyyy-MM');
    expect((await get('/api/hotels/999999/availabilities.json?locale=fr_FR')).statusCode).toBe(404);
  });
});
