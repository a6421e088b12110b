import {
  apiErrorSchema,
  autocompleteResponseSchema,
  facetsResponseSchema,
  mapSearchResponseSchema,
  offersResponseSchema,
  recommendedAutocompleteResponseSchema,
} from '@shop/api-contract';
import { LOCALES, SORTS } from '@shop/criteria';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { anyText, looseValue, mostly } from '../testing/fuzz';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/** ARCH-4: the search routes never answer 5xx, and every 2xx answer keeps its contract. */
describe('search routes (fuzz)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);
  const junk = anyText(30);
  const loose = looseValue(junk);
  const often = <T>(valid: fc.Arbitrary<T>) => mostly(valid, 6, loose);
  const id = fc.oneof(
    fc.integer({ min: 1, max: 300 }),
    fc.integer({ min: 1, max: 300 }).map(String),
    fc.constant(2_147_483_647),
  );
  const keys = fc.array(
    fc.constantFrom('spa', 'pets', 'wifi', 'hotel', 'castle', 'city', 'zoo', 'x'),
    {
      maxLength: 4,
    },
  );
  const date = fc
    .date({ min: new Date('2025-01-01'), max: new Date('2028-01-01'), noInvalidDate: true })
    .map((day) => day.toISOString().slice(0, 10));

  const criteria = fc.record(
    {
      checkin: often(date),
      night: often(fc.integer({ min: 1, max: 4 })),
      adult: often(fc.integer({ min: 1, max: 20 })),
      children: often(fc.integer({ min: 0, max: 10 })),
      theme: often(id),
      city: often(id),
      region: often(id),
      poi: often(id),
      country: often(id),
      lat: often(fc.double({ min: -90, max: 90, noNaN: true })),
      lng: often(fc.double({ min: -180, max: 180, noNaN: true })),
      distanceMin: often(fc.integer({ min: 0, max: 500 })),
      distanceMax: often(fc.integer({ min: 0, max: 20_000 })),
      hotelId: often(id),
    },
    { requiredKeys: [] },
  );
  const filters = fc.record(
    {
      hotelTypes: often(keys),
      hotelEnvironments: often(keys),
      hotelStyles: often(keys),
      stars: often(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 })),
      minHotelReviewScore: often(fc.double({ min: 0, max: 10, noNaN: true })),
      priceMin: often(fc.integer({ min: 0, max: 100_000 })),
      priceMax: often(fc.integer({ min: 0, max: 100_000 })),
      singleVoucherPriceMax: often(fc.integer({ min: 0, max: 100_000 })),
      facilities: often(keys),
      petsAllowed: often(fc.boolean()),
      tags: often(keys),
    },
    { requiredKeys: [] },
  );
  const body = fc.record(
    {
      locale: often(fc.constantFrom(...LOCALES)),
      criteria: often(criteria),
      filters: often(filters),
      sort: often(fc.constantFrom(...SORTS)),
      page: often(fc.integer({ min: -1, max: 1_000_000 })),
      pageSize: often(fc.integer({ min: 0, max: 50 })),
      limit: often(fc.integer({ min: 0, max: 50 })),
      fetchPageModel: often(fc.boolean()),
      performMapSearch: often(fc.boolean()),
      performGiftableSearch: often(fc.boolean()),
    },
    { requiredKeys: ['locale'] },
  );
  const offers = body.map((payload): InjectOptions => ({
    method: 'POST',
    url: '/api/offers.json',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  }));
  const param = (name: string, value: fc.Arbitrary<unknown>) =>
    fc.option(
      fc
        .oneof(value.map(String), junk)
        .map((text) => `${name}=${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))}`),
      { nil: undefined },
    );
  const query = (params: fc.Arbitrary<string | undefined>[]) =>
    fc
      .tuple(param('locale', fc.constantFrom(...LOCALES)), ...params)
      .map((parts) => parts.filter((part) => part !== undefined).join('&'));
  const facets = query([
    param(
      'stars',
      fc.array(fc.integer({ min: 0, max: 6 })).map((list) => list.join(',')),
    ),
    param(
      'hotelType',
      keys.map((list) => list.join(',')),
    ),
    param(
      'facilities',
      keys.map((list) => list.join(',')),
    ),
    param('petsAllowed', fc.constantFrom('true', 'false', '1')),
    param('minHotelReviewScore', fc.double({ min: -1, max: 11, noNaN: true })),
    param('priceMin', fc.integer({ min: -5, max: 50_000 })),
    param('lat', fc.double({ min: -95, max: 95, noNaN: true })),
    param('lng', fc.double({ min: -185, max: 185, noNaN: true })),
    param('distanceMax', fc.integer({ min: -1, max: 1000 })),
    param('city', id),
    param('checkin', date),
    param('includeActivities', fc.constantFrom('true', 'false')),
  ]).map((search): InjectOptions => ({ method: 'GET', url: `/api/facets.json?${search}` }));
  const geonames = query([
    param('term', fc.oneof(fc.constantFrom('par', 'Málaga', 'barcelna', '750', 'to'), junk)),
    param('maxResults', fc.integer({ min: -1, max: 200 })),
  ]).map((search): InjectOptions => ({
    method: 'GET',
    url: `/api/autocomplete-geonames.json?${search}`,
  }));
  const recommended = query([
    param('q', fc.oneof(fc.constantFrom('par', 'ven', ''), junk)),
    param('catalogSourceType', fc.constantFrom('theme', 'destination', 'hotel', 'box')),
    param('catalogSourceCode', id),
  ]).map((search): InjectOptions => ({
    method: 'GET',
    url: `/api/recommendedAutocomplete.json?${search}`,
  }));

  const contracts: Record<string, ZodMiniType> = {
    '/api/facets.json': facetsResponseSchema,
    '/api/autocomplete-geonames.json': autocompleteResponseSchema,
    '/api/recommendedAutocomplete.json': recommendedAutocompleteResponseSchema,
  };

  it('ARCH-4 / API-001 / API-002 / API-005 / API-008 / API-009: never 5xx; 4xx keep the error shape, 2xx the contract', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: offers },
          { weight: 2, arbitrary: facets },
          { weight: 1, arbitrary: geonames },
          { weight: 1, arbitrary: recommended },
        ),
        async (options) => {
          const response = await ctx.app.inject(options);
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json();
          if (response.statusCode >= 400) {
            apiErrorSchema.parse(answer);
            return;
          }
          const path = String(options.url).split('?')[0]!;
          if (path === '/api/offers.json') {
            const map = (JSON.parse(String(options.payload)) as { performMapSearch?: boolean })
              .performMapSearch;
            (map ? mapSearchResponseSchema : offersResponseSchema).parse(answer);
          } else {
            contracts[path]!.parse(answer);
          }
        },
      ),
      { numRuns: 300, seed: 20_260_301 },
    );
  });
});
