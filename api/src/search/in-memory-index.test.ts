import { facetsResponseSchema, offersResponseSchema } from '@shop/api-contract';
import { LOCALES, SORTS } from '@shop/criteria';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { hotels, weekends } from '../db/schema';
import { liveCatalogueTestApp } from '../testing/live-catalogue';
import { rowsOf } from '../db/rows';
import { prepareOfferSearch, type OfferSearch } from './offers.service';
import { readCatalogueVersion } from '../catalogue';
import {
  loadSearchIndex,
  roundLikeNumeric,
  searchIndexOf,
  type SearchIndex,
} from './in-memory-index';
import { refreshSearchReadModel } from './read-model';
import { prepareFacets, type FacetsRequest } from './search.service';
import { beforeAll, describe, expect, it } from '@jest/globals';

const FILTER_NAMES = [
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'minHotelReviewScore',
  'priceMin',
  'priceMax',
  'singleVoucherPriceMin',
  'singleVoucherPriceMax',
  'facilities',
  'petsAllowed',
  'tags',
] as const;

/** ADR 0017: the in-memory index answers what the SQL of the read model answers. */
describe('search index (ADR 0017)', () => {
  // Every request reads the catalogue version again, so that a change shows at once.
  const ctx = liveCatalogueTestApp();
  let index: SearchIndex;
  beforeAll(async () => {
    index = await loadSearchIndex(ctx.database.orm);
  }, 60_000);

  /** Values the catalogue has, so that random searches find something, and some it has not. */
  async function vocabulary() {
    const orm = ctx.database.orm;
    const items = (facet: string) => [
      ...new Set(
        index.valueSets.flatMap((set) => (set?.facet === facet ? set.items : [])).concat('none'),
      ),
    ];
    const scores = rowsOf<{ score: number }>(
      await orm.execute(
        sql`select distinct ${hotels.reviewAverage} as score from ${hotels} where ${hotels.reviewAverage} is not null`,
      ),
    ).map((row) => row.score);
    const prices = [...new Set([...index.sell, ...index.ref])];
    return {
      places: [...index.places.values()],
      themes: [...index.themeLabels.keys(), 999],
      hotelIds: [...index.byHotel.keys(), 99_999],
      types: items('hotelTypes'),
      environments: items('hotelEnvironments'),
      styles: items('hotelStyles'),
      facilities: items('facilities'),
      tags: items('activities'),
      scores,
      prices,
    };
  }

  function arbitraries(vocab: Awaited<ReturnType<typeof vocabulary>>) {
    const some = <T>(values: T[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });
    const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined, freq: 2 });
    const price = fc.oneof(fc.constantFrom(...vocab.prices), fc.integer({ min: 0, max: 150_000 }));
    const anyFilter = fc.record({
      hotelTypes: some(vocab.types),
      hotelEnvironments: some(vocab.environments),
      hotelStyles: some(vocab.styles),
      stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
      minHotelReviewScore: fc.oneof(
        fc.constantFrom(...vocab.scores),
        fc.double({ min: 0, max: 10, noNaN: true }),
      ),
      priceMin: price,
      priceMax: price,
      singleVoucherPriceMin: price,
      singleVoucherPriceMax: price,
      facilities: some(vocab.facilities),
      petsAllowed: fc.boolean(),
      tags: some(vocab.tags),
    });
    // A few filters at a time, so that most searches still find offers.
    const filters = fc
      .tuple(anyFilter, fc.subarray([...FILTER_NAMES], { maxLength: 3 }))
      .map(
        ([all, names]) =>
          Object.fromEntries(names.map((name) => [name, all[name]])) as Partial<typeof all>,
      );
    const place = fc.constantFrom(...vocab.places);
    const criteria = fc.oneof(
      fc.constant({}),
      place.map((destination) => ({ [destination.category]: destination.id })),
      fc.record({ theme: fc.constantFrom(...vocab.themes) }),
      fc.record({ hotelId: fc.constantFrom(...vocab.hotelIds) }),
      fc.record({ night: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ city: fc.integer({ min: 1, max: 5000 }) }),
      // Around a place or a point (CRIT-038), with and without a destination.
      fc.record(
        {
          city: place.map((destination) => destination.id),
          lat: place.map((destination) => destination.latitude),
          lng: place.map((destination) => destination.longitude),
          distanceMin: fc.constantFrom(0, 5, 40),
          distanceMax: fc.constantFrom(0, 10, 50, 200, 2000),
          theme: fc.constantFrom(...vocab.themes),
          night: fc.integer({ min: 1, max: 3 }),
        },
        { requiredKeys: ['lat', 'lng'] },
      ),
      fc.record(
        {
          poi: place.map((destination) => destination.id),
          distanceMax: fc.constantFrom(10, 50, 200),
        },
        { requiredKeys: ['poi'] },
      ),
    );
    return { filters, criteria, maybe };
  }

  it('ADR 0017 / API-002 / LEFT-009 / CRIT-038 / CRIT-045: random searches give the same cards, order and count from the index as from SQL', async () => {
    const orm = ctx.database.orm;
    const vocab = await vocabulary();
    const { filters, criteria, maybe } = arbitraries(vocab);
    const request = fc.record(
      {
        locale: fc.constantFrom(...LOCALES),
        criteria,
        filters,
        sort: fc.constantFrom(...SORTS),
        page: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 })),
        pageSize: fc.constantFrom(0, 1, 3, 10, 24, 48),
        limit: maybe(fc.constantFrom(1, 3)),
        fetchPageModel: maybe(fc.boolean()),
        performGiftableSearch: maybe(fc.boolean()),
      },
      { requiredKeys: ['locale', 'criteria', 'filters', 'sort', 'page', 'pageSize'] },
    );
    let found = 0;
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(request, async (body) => {
        const search = prepareOfferSearch(body as OfferSearch);
        const fromIndex = offersResponseSchema.parse(await search.run(orm, index));
        const fromSql = offersResponseSchema.parse(await search.run(orm));
        expect(fromIndex).toEqual(fromSql);
        if (fromSql.exactMatch.length > 0) found += 1;
        if (fromSql.resultsCount > 0) matched += 1;
      }),
      { numRuns: 400, seed: 20_261_122 },
    );
    // The random searches are not all empty ones.
    expect(found).toBeGreaterThan(100);
    expect(matched).toBeGreaterThan(150);
  });

  it('ADR 0017 / API-001 / LEFT-006: random facet queries give the same counts from the index as from SQL', async () => {
    const orm = ctx.database.orm;
    const vocab = await vocabulary();
    const { filters, criteria, maybe } = arbitraries(vocab);
    const query = fc
      .record({
        locale: fc.constantFrom(...LOCALES),
        criteria,
        filters,
        includeActivities: maybe(fc.boolean()),
      })
      .map(({ locale, criteria: place, filters: chosen, includeActivities }): FacetsRequest => ({
        locale,
        ...place,
        hotelType: chosen.hotelTypes,
        hotelEnvironment: chosen.hotelEnvironments,
        hotelStyle: chosen.hotelStyles,
        stars: chosen.stars,
        minHotelReviewScore: chosen.minHotelReviewScore,
        priceMin: chosen.priceMin,
        priceMax: chosen.priceMax,
        singleVoucherPriceMin: chosen.singleVoucherPriceMin,
        singleVoucherPriceMax: chosen.singleVoucherPriceMax,
        facilities: chosen.facilities,
        petsAllowed: chosen.petsAllowed,
        tags: chosen.tags,
        includeActivities,
      }));
    let counted = 0;
    await fc.assert(
      fc.asyncProperty(query, async (request) => {
        const facets = prepareFacets(request);
        const fromIndex = facetsResponseSchema.parse(await facets.run(orm, index));
        const fromSql = facetsResponseSchema.parse(await facets.run(orm));
        expect(fromIndex).toEqual(fromSql);
        if (fromSql.stars.some((star) => star.count > 0)) counted += 1;
        if (fromSql.activities.length > 0) counted += 1;
      }),
      { numRuns: 400, seed: 20_261_123 },
    );
    expect(counted).toBeGreaterThan(100);
  });

  it('ADR 0017: a distance rounds to 0.1 km as PostgreSQL rounds a float8 to numeric', async () => {
    const values = [1.15, 12.25, 0.05, 2.675, 1e-7, 0, 19_999.95, 3.14999999999999, 1234.5678];
    const random = fc.sample(fc.double({ min: 0, max: 20_000, noNaN: true }), {
      numRuns: 200,
      seed: 7,
    });
    const all = [...values, ...random];
    const rows = rowsOf<{ rounded: number }>(
      await ctx.database.orm.execute(
        sql`select round(value::numeric, 1)::float8 as rounded
          from unnest(${sql.param(all)}::float8[]) with ordinality as v(value, position)
          order by position`,
      ),
    );
    expect(all.map(roundLikeNumeric)).toEqual(rows.map((row) => Number(row.rounded)));
  });

  it('ADR 0017 / API-002: a catalogue write, refreshed, shows in the next search and in the reloaded index', async () => {
    const orm = ctx.database.orm;
    const post = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/offers.json',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ locale: 'fr_FR', pageSize: 24, ...payload }),
      });
      expect(response.statusCode).toBe(200);
      return offersResponseSchema.parse(response.json());
    };
    const indexes = searchIndexOf(orm)!;
    const before = await indexes.ready();
    expect(before?.version).toBe(await readCatalogueVersion(orm));
    const cheapest = await post({ sort: 'priceAsc', criteria: { hotelId: 2 } });
    const [card] = cheapest.exactMatch;
    expect(card).toBeDefined();

    await orm
      .update(weekends)
      .set({ sellPriceCents: 50, promoPercent: 0 })
      .where(eq(weekends.id, card!.id));
    const version = await refreshSearchReadModel(orm, { weekendIds: [card!.id] });

    // The next search sees it (in SQL while the new index loads, or from it once loaded)…
    const next = await post({ sort: 'priceAsc', filters: { priceMax: 50 } });
    expect(next.exactMatch.map((offer) => offer.id)).toEqual([card!.id]);
    // …and the index of the new version answers it.
    const after = await indexes.ready();
    expect(after).not.toBe(before);
    expect(after?.version).toBe(version);
    const search = prepareOfferSearch({
      locale: 'fr_FR',
      sort: 'priceAsc',
      filters: { priceMax: 50 },
      page: 0,
      pageSize: 24,
    });
    const fromIndex = offersResponseSchema.parse(await search.run(orm, after));
    expect(fromIndex.exactMatch).toEqual([
      expect.objectContaining({ id: card!.id, sellPrice: 50 }),
    ]);
    expect(await post({ sort: 'priceAsc', filters: { priceMax: 50 } })).toEqual(fromIndex);
  });
});
