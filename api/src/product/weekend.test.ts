import { FAMILY_THEME_ID, LOCALES } from '@shop/criteria';
import { upsellResponseSchema, weekendDetailSchema } from '@shop/api-contract';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import { weekends } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('GET /api/weekend/:id/detail.json', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('API-015: answers the weekend with its hotel and price in cents', async () => {
    const response = await get('/api/weekend/1/detail.json?locale=fr_FR&client=msite');
    expect(response.statusCode).toBe(200);
    const detail = weekendDetailSchema.parse(response.json());
    expect(detail.id).toBe(1);
    expect(detail.price.nights).toBe(detail.nights);
    expect(detail.price.refPrice).toBeGreaterThanOrEqual(detail.price.sellPrice);
    expect(['FR', 'ES', 'BE', 'NL', 'IT']).toContain(detail.hotel.countryCode);
    expect(Number.isInteger(detail.price.sellPrice)).toBe(true);
  });

  it('CRIT-001 / API-015: answers the label in the language of each of the six locales', async () => {
    const labels = new Map<string, string>();
    for (const locale of LOCALES) {
      const response = await get(`/api/weekend/1/detail.json?locale=${locale}`);
      expect(response.statusCode).toBe(200);
      labels.set(locale, weekendDetailSchema.parse(response.json()).label);
    }
    expect(labels.get('fr_FR')).toBe(labels.get('fr_BE'));
    expect(labels.get('nl_NL')).toBe(labels.get('nl_BE'));
    expect(new Set(labels.values()).size).toBe(4);
  });

  const detailOf = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return weekendDetailSchema.parse(response.json());
  };

  it('PROD-077: carries the breakfast of its program, in the language asked', async () => {
    const detail = await detailOf('/api/weekend/1/detail.json?locale=it_IT');
    expect(detail.programLine.some((line) => line.type === 'BREAKFAST')).toBe(true);
    expect(detail.breakfast).toMatchObject({ type: 'BREAKFAST', title: 'Colazione ogni mattina' });
    expect(detail.breakfast?.schedules[0]).toMatch(/^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/);
    expect(detail.breakfast?.detailList[0]).toMatch(/^Buffet continentale/);
    expect(detail.breakfast?.mustKnowList).toHaveLength(2);
  });

  it('PROD-078: carries the product model fields: other products, breadcrumb, important infos', async () => {
    const [hotel] = await ctx.database.orm
      .select({ hotelId: weekends.hotelId, count: sql<number>`count(*)::int` })
      .from(weekends)
      .where(eq(weekends.published, true))
      .groupBy(weekends.hotelId)
      .having(sql`count(*) >= 3`)
      .orderBy(asc(weekends.hotelId))
      .limit(1);
    const ids = (
      await ctx.database.orm
        .select({ id: weekends.id })
        .from(weekends)
        .where(and(eq(weekends.hotelId, hotel!.hotelId), eq(weekends.published, true)))
    ).map((row) => row.id);
    const detail = await detailOf(`/api/weekend/${ids[0]}/detail.json?locale=fr_FR`);
    expect(detail.otherOffersCount).toBe(ids.length - 1);
    expect(detail.otherProducts.list.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(
      ids.slice(1).sort((a, b) => a - b),
    );
    expect(detail.otherProducts.list.every((entry) => entry.uri === `weekend/${entry.id}`)).toBe(
      true,
    );
    expect(detail.breadcrumb.at(-1)).toEqual({
      label: detail.hotel.label,
      uri: `hotel/${detail.hotel.id}`,
      place: null,
    });
    const places = detail.breadcrumb.slice(0, -1);
    expect(places.length).toBeGreaterThan(0);
    for (const crumb of places) expect(crumb.uri).toBe(`destination/${crumb.place!.id}`);
    const order = ['country', 'region', 'department', 'city'];
    const categories = places.map((crumb) => order.indexOf(crumb.place!.category));
    expect(categories).toEqual([...categories].sort((a, b) => a - b));
    expect(detail.importantInfos).toEqual(detail.hotel.importantInfos);
    expect(detail.distance).toBeNull();
    expect(detail.activityDates).toEqual([]);
  });

  it('PROD-078 / PROD-037: the price difference over the base package agrees with upsell.json', async () => {
    const [row] = await ctx.database.orm
      .select({ hotelId: weekends.hotelId })
      .from(weekends)
      .where(eq(weekends.published, true))
      .groupBy(weekends.hotelId)
      .having(sql`count(*) >= 2`)
      .orderBy(asc(weekends.hotelId))
      .limit(1);
    const ids = (
      await ctx.database.orm
        .select({ id: weekends.id })
        .from(weekends)
        .where(and(eq(weekends.hotelId, row!.hotelId), eq(weekends.published, true)))
    ).map((entry) => entry.id);
    const details = await Promise.all(
      ids.map((id) => detailOf(`/api/weekend/${id}/detail.json?locale=fr_FR`)),
    );
    const base = details.find((detail) => detail.upsellBaseId === null);
    expect(base?.priceDifference).toBe(0);
    expect(base?.priceDifferencePerLos).toEqual({});
    const upsell = upsellResponseSchema.parse(
      (await get(`/api/weekend/${base!.id}/upsell.json?locale=fr_FR`)).json(),
    );
    for (const extra of upsell.singleVoucherProducts) {
      const detail = details.find((entry) => entry.id === extra.id)!;
      expect(detail.upsellBaseId).toBe(base!.id);
      expect(detail.priceDifferencePerLos).toEqual(extra.priceDifferencePerLos);
      expect(detail.priceDifference).toBe(extra.priceDifference);
    }
  });

  it('PROD-078: distance from a searched point, targetedLabel for a family party', async () => {
    const [family] = await ctx.database.orm
      .select({ id: weekends.id })
      .from(weekends)
      .where(arrayContains(weekends.themeIds, [FAMILY_THEME_ID]))
      .limit(1);
    const url = `/api/weekend/${family!.id}/detail.json?locale=fr_FR`;
    expect((await detailOf(url)).targetedLabel).toBeNull();
    expect((await detailOf(`${url}&child=1`)).targetedLabel).toBe('FAMILY');
    const plain = await detailOf(url);
    const here = await detailOf(`${url}&lat=${plain.hotel.latitude}&lng=${plain.hotel.longitude}`);
    expect(here.distance).toBe(0);
    const away = await detailOf(
      `${url}&lat=${plain.hotel.latitude + 1}&lng=${plain.hotel.longitude}`,
    );
    expect(away.distance).toBeGreaterThan(110);
    expect(away.distance).toBeLessThan(112);
    expect((await get(`${url}&lat=91&lng=2`)).statusCode).toBe(400);
  });

  it('issue 11: the page model gives title, description, robots and canonical; none when not asked', async () => {
    const detail = await detailOf('/api/weekend/1/detail.json?locale=es_ES');
    expect(detail.pageModel).toEqual({
      pageTitle: `${detail.label} - ${detail.hotel.label}`,
      metaDescription: expect.stringContaining(detail.hotel.label),
      metaRobots: detail.published ? 'index, follow' : 'noindex, follow',
      canonicalUrl: 'https://www.weekend-shop.es/weekend/1',
      alternateUrls: expect.arrayContaining([
        { locale: 'nl_BE', url: 'https://nl.weekend-shop.be/weekend/1' },
      ]),
    });
    expect(detail.pageModel!.alternateUrls).toHaveLength(6);
    expect(detail.pageModel!.metaDescription.length).toBeLessThanOrEqual(160);
    const [unpublished] = await ctx.database.orm
      .select({ id: weekends.id })
      .from(weekends)
      .where(eq(weekends.published, false))
      .limit(1);
    if (unpublished) {
      const hidden = await detailOf(`/api/weekend/${unpublished.id}/detail.json?locale=fr_FR`);
      expect(hidden.pageModel?.metaRobots).toBe('noindex, follow');
    }
    expect(
      (await detailOf('/api/weekend/1/detail.json?locale=fr_FR&fetchPageModel=false')).pageModel,
    ).toBeNull();
  });

  it('API-015: answers 404 NOT_FOUND for an unknown id', async () => {
    const response = await get('/api/weekend/999999/detail.json?locale=fr_FR');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Weekend 999999 not found' });
  });

  it.each([
    ['a missing locale', '/api/weekend/1/detail.json', 'locale: required'],
    ['an unknown locale', '/api/weekend/1/detail.json?locale=en_GB', /^locale: Invalid option/],
    ['a repeated locale', '/api/weekend/1/detail.json?locale=fr_FR&locale=es_ES', /^locale: /],
    [
      'an id that is not a number',
      '/api/weekend/abc/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
    [
      'an id of zero',
      '/api/weekend/0/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
    [
      'a negative id',
      '/api/weekend/-3/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
    [
      'an id beyond a database integer',
      '/api/weekend/2147483648/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
  ])('API-015: answers 400 BAD_REQUEST for %s', async (_case, url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });
});
