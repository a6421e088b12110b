import { facetsResponseSchema, offersResponseSchema } from '@shop/api-contract';
import { eq, sql } from 'drizzle-orm';
import { hotels, searchOffers, weekends } from '../db/schema';
import { liveCatalogueTestApp } from '../testing/live-catalogue';
import { rowsOf } from '../db/rows';
import { readCatalogueVersion } from '../catalogue';
import { refreshSearchReadModel } from './read-model';
import { describe, expect, it } from '@jest/globals';

describe('search read model (ADR 0012)', () => {
  // Every request reads the catalogue version again, so that a change shows at once.
  const ctx = liveCatalogueTestApp();

  const search = async (payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ locale: 'fr_FR', pageSize: 48, ...payload }),
    });
    expect(response.statusCode).toBe(200);
    return {
      body: offersResponseSchema.parse(response.json()),
      cache: response.headers['x-search-cache'],
    };
  };
  const facets = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/facets.json?${query}` });
    expect(response.statusCode).toBe(200);
    return {
      body: facetsResponseSchema.parse(response.json()),
      cache: response.headers['x-search-cache'],
    };
  };

  it('API-002: holds one row per published package, with the sort keys of the formula', async () => {
    const orm = ctx.database.orm;
    const [counts] = rowsOf<{ published: number; rows: number; wrong: number }>(
      await orm.execute(sql`
        select (select count(*) from ${weekends} where ${weekends.published})::int as published,
          (select count(*) from ${searchOffers})::int as rows,
          (select count(*) from ${searchOffers}
            inner join ${weekends} on ${weekends.id} = ${searchOffers.weekendId}
            inner join ${hotels} on ${hotels.id} = ${weekends.hotelId}
            where not ${weekends.published}
              or ${searchOffers.priceQuality} <> (coalesce(${hotels.reviewAverage}, 7.5)
                + ${hotels.stars} * 0.5 + ${weekends.promoPercent} / 10.0)
                / ln(${weekends.sellPriceCents} / 100.0 + 10)::float8
              or ${searchOffers.sellPriceCents} <> ${weekends.sellPriceCents}
              or ${searchOffers.stars} <> ${hotels.stars})::int as wrong`),
    );
    expect(counts!.published).toBeGreaterThan(0);
    expect(counts).toEqual({ published: counts!.published, rows: counts!.published, wrong: 0 });
  });

  it('API-001 / API-002: a catalogue change, refreshed, shows in searches and facets at once; repeated searches come from the cache', async () => {
    const orm = ctx.database.orm;
    const first = await search({ criteria: { hotelId: 1 }, sort: 'priceAsc' });
    expect(first.cache).toBe('MISS');
    expect((await search({ criteria: { hotelId: 1 }, sort: 'priceAsc' })).cache).toBe('HIT');
    const before = await facets('locale=fr_FR&hotelId=1');
    expect((await facets('locale=fr_FR&hotelId=1')).cache).toBe('HIT');
    const [card] = first.body.exactMatch;
    const version = await readCatalogueVersion(orm);

    // An admin write: a new price for the hotel's cheapest package, a new star rating.
    await orm
      .update(weekends)
      .set({ sellPriceCents: 100, refPriceCents: 100, promoPercent: 0 })
      .where(eq(weekends.id, card!.id));
    await orm.update(hotels).set({ stars: 5 }).where(eq(hotels.id, 1));
    expect((await search({ criteria: { hotelId: 1 }, sort: 'priceAsc' })).body).toEqual(first.body);
    expect(await refreshSearchReadModel(orm, { hotelIds: [1] })).toBe(version + 1);

    const after = await search({ criteria: { hotelId: 1 }, sort: 'priceAsc' });
    expect(after.cache).toBe('MISS');
    expect(after.body.exactMatch[0]).toMatchObject({ id: card!.id, sellPrice: 100 });
    expect(after.body.exactMatch.every((offer) => offer.hotel.stars === 5)).toBe(true);
    const offers = before.body.stars.reduce((sum, star) => sum + star.count, 0);
    expect((await facets('locale=fr_FR&hotelId=1')).body.stars).toContainEqual({
      value: 5,
      label: '★★★★★',
      count: offers,
    });
    const cheap = await search({ filters: { priceMax: 100 }, sort: 'priceAsc' });
    expect(cheap.body.exactMatch.map((offer) => offer.id)).toEqual([card!.id]);

    // Unpublished, the package leaves every search.
    await orm.update(weekends).set({ published: false }).where(eq(weekends.id, card!.id));
    await refreshSearchReadModel(orm, { weekendIds: [card!.id] });
    expect((await search({ filters: { priceMax: 100 } })).body.resultsCount).toBe(0);
    expect(
      (await search({ criteria: { hotelId: 1 } })).body.exactMatch.map((offer) => offer.id),
    ).not.toContain(card!.id);
  });

  it('API-002: a full refresh rebuilds the same rows', async () => {
    const orm = ctx.database.orm;
    const snapshot = () => orm.select().from(searchOffers).orderBy(searchOffers.weekendId);
    const before = await snapshot();
    await refreshSearchReadModel(orm);
    const after = await snapshot();
    // Value-set ids are renumbered; everything else is the same.
    const setIds = new Set([
      'typesSet',
      'environmentsSet',
      'stylesSet',
      'facilitiesSet',
      'activitiesSet',
    ]);
    const withoutSets = (rows: typeof before) =>
      rows.map((row) => Object.entries(row).filter(([column]) => !setIds.has(column)));
    expect(after.length).toBeGreaterThan(0);
    expect(withoutSets(after)).toEqual(withoutSets(before));
  });
});
