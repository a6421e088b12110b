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
import { createTestApp, type TestApp } from '../testing/test-app';

/** ARCH-4: the search routes never answer 5xx, and every 2xx answer keeps its contract. */
describe('search routes (fuzz)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const anyUnit = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00', 'é', '%', ',', "'") },
    { weight: 9, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  );
  const anyText = fc.string({ unit: anyUnit, maxLength: 30 });
  const loose = fc.oneof(fc.jsonValue(), anyText, fc.integer(), fc.double(), fc.constant(null));
  const mostly = <T>(valid: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: loose });
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
      checkin: mostly(date),
      night: mostly(fc.integer({ min: 1, max: 4 })),
      adult: mostly(fc.integer({ min: 1, max: 20 })),
      children: mostly(fc.integer({ min: 0, max: 10 })),
      theme: mostly(id),
      city: mostly(id),
      region: mostly(id),
      poi: mostly(id),
      country: mostly(id),
      lat: mostly(fc.double({ min: -90, max: 90, noNaN: true })),
      lng: mostly(fc.double({ min: -180, max: 180, noNaN: true })),
      distanceMin: mostly(fc.integer({ min: 0, max: 500 })),
      distanceMax: mostly(fc.integer({ min: 0, max: 20_000 })),
      hotelId: mostly(id),
    },
    { requiredKeys: [] },
  );
  const filters = fc.record(
    {
      hotelTypes: mostly(keys),
      hotelEnvironments: mostly(keys),
      hotelStyles: mostly(keys),
      stars: mostly(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 })),
      minHotelReviewScore: mostly(fc.double({ min: 0, max: 10, noNaN: true })),
      priceMin: mostly(fc.integer({ min: 0, max: 100_000 })),
      priceMax: mostly(fc.integer({ min: 0, max: 100_000 })),
      singleVoucherPriceMax: mostly(fc.integer({ min: 0, max: 100_000 })),
      facilities: mostly(keys),
      petsAllowed: mostly(fc.boolean()),
      tags: mostly(keys),
    },
    { requiredKeys: [] },
  );
  const body = fc.record(
    {
      locale: mostly(fc.constantFrom(...LOCALES)),
      criteria: mostly(criteria),
      filters: mostly(filters),
      sort: mostly(fc.constantFrom(...SORTS)),
      page: mostly(fc.integer({ min: -1, max: 1_000_000 })),
      pageSize: mostly(fc.integer({ min: 0, max: 50 })),
      limit: mostly(fc.integer({ min: 0, max: 50 })),
      fetchPageModel: mostly(fc.boolean()),
      performMapSearch: mostly(fc.boolean()),
      performGiftableSearch: mostly(fc.boolean()),
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
        .oneof(value.map(String), anyText)
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
    param('term', fc.oneof(fc.constantFrom('par', 'Málaga', 'barcelna', '750', 'to'), anyText)),
    param('maxResults', fc.integer({ min: -1, max: 200 })),
  ]).map((search): InjectOptions => ({
    method: 'GET',
    url: `/api/autocomplete-geonames.json?${search}`,
  }));
  const recommended = query([
    param('q', fc.oneof(fc.constantFrom('par', 'ven', ''), anyText)),
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
