import {
  activityImagesResponseSchema,
  activityOnlyDetailSchema,
  activityProductSchema,
  activitySearchResponseSchema,
  apiErrorSchema,
  availableCustomSubElementsResponseSchema,
  giftBoxesResponseSchema,
  giftCardOptionsSchema,
  shippingCostsResponseSchema,
  singleVoucherPricesSchema,
  subElementsResponseSchema,
} from '@shop/api-contract';
import { LOCALES, POINTS_OF_SALE } from '@shop/criteria';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { FIRST_ACTIVITY_PRODUCT_ID } from '../seed/activities';
import { anyText, looseValue, mostly } from '../testing/fuzz';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/** ARCH-4: the activity-only and gifting routes never answer 5xx; 2xx keep their contract. */
describe('activity-only and gifting routes (fuzz)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);
  const junk = anyText(30);
  const loose = looseValue(junk);
  const often = <T>(valid: fc.Arbitrary<T>) => mostly(valid, 6, loose);
  const id = fc.oneof(
    fc.integer({ min: 1, max: 120 }),
    fc.integer({ min: FIRST_ACTIVITY_PRODUCT_ID, max: FIRST_ACTIVITY_PRODUCT_ID + 400 }),
    fc.constant(2_147_483_647),
    fc.constant(2_147_483_648),
    fc.integer({ min: -5, max: 0 }),
  );

  const criteria = fc.record(
    {
      adults: often(fc.integer({ min: 0, max: 21 })),
      adult: often(fc.integer({ min: 1, max: 20 })),
      city: often(fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constant('12'))),
      region: often(fc.integer({ min: 1, max: 400 })),
      country: often(fc.integer({ min: 1, max: 6 })),
      poi: often(fc.integer({ min: 1, max: 400 })),
      lat: often(fc.double({ min: -90, max: 90, noNaN: true })),
      lng: often(fc.double({ min: -180, max: 180, noNaN: true })),
      distanceMin: often(fc.integer({ min: 0, max: 500 })),
      distanceMax: often(fc.integer({ min: 0, max: 20_000 })),
    },
    { requiredKeys: [] },
  );
  const filters = fc.record(
    {
      tags: often(fc.array(fc.constantFrom('spa', 'kayak', 'dinner', 'x', 'wine-tasting'))),
      priceMin: often(fc.integer({ min: 0, max: 30_000 })),
      priceMax: often(fc.integer({ min: 0, max: 30_000 })),
    },
    { requiredKeys: [] },
  );
  const searchBody = fc.record(
    {
      locale: often(fc.constantFrom(...LOCALES)),
      searchCriterias: often(criteria),
      filters: often(filters),
      sort: often(fc.constantFrom('popularity', 'priceAsc', 'priceDesc', 'distance', 'promo')),
      page: often(fc.integer({ min: -1, max: 2_000_000 })),
      numberOfPackagesPerHotel: often(fc.integer({ min: 0, max: 50 })),
    },
    { requiredKeys: ['locale'] },
  );
  const activitySearch = fc
    .oneof({ weight: 9, arbitrary: searchBody }, { weight: 1, arbitrary: loose })
    .map((payload): InjectOptions => ({
      method: 'POST',
      url: '/api/activity-only/search.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload) ?? '',
    }));
  const text = (value: fc.Arbitrary<unknown>) =>
    fc
      .oneof({ weight: 4, arbitrary: value.map(String) }, { weight: 1, arbitrary: junk })
      .map((raw) => encodeURIComponent(raw.replace(/[\uD800-\uDFFF]/g, '?')));
  const locale = fc.option(
    text(fc.constantFrom(...LOCALES)).map((value) => `locale=${value}`),
    { nil: undefined },
  );
  const withQuery = (path: string, query: string | undefined): InjectOptions => ({
    method: 'GET',
    url: query === undefined ? path : `${path}?${query}`,
  });
  const byId = (template: (id: string) => string) =>
    fc.tuple(text(id), locale).map(([value, query]) => withQuery(template(value), query));
  const gets = fc.oneof(
    byId((value) => `/api/activity-only/weekend/${value}/detail.json`),
    byId((value) => `/api/activities/${value}/images.json`),
    byId((value) => `/api/weekend/${value}/activity.json`),
    byId((value) => `/api/single-voucher/${value}/prices.json`),
    locale.map((query) => withQuery('/api/front/sub-elements', query)),
    locale.map((query) => withQuery('/api/front/gift-cards', query)),
    locale.map((query) =>
      withQuery('/api/front/sub-elements/available-custom-sub-elements', query),
    ),
    fc
      .option(
        text(
          fc.oneof(
            fc.constantFrom(...POINTS_OF_SALE),
            fc.constantFrom('fr', 'nl', 'de', 'FRA', ''),
          ),
        ),
        { nil: undefined },
      )
      .map((value) =>
        withQuery(
          '/api/front/single-voucher/shipping-costs',
          value === undefined ? undefined : `pointOfSale=${value}`,
        ),
      ),
    fc
      .tuple(
        fc.option(text(fc.constantFrom('newsletter', 'homepage', 'sea', 'x', '')), {
          nil: undefined,
        }),
        locale,
      )
      .map(([medium, query]) =>
        withQuery(
          '/api/front/gift-boxes',
          [medium === undefined ? undefined : `utmMedium=${medium}`, query]
            .filter((part) => part !== undefined)
            .join('&') || undefined,
        ),
      ),
  );

  const contracts: [RegExp, ZodMiniType][] = [
    [/^\/api\/activity-only\/search\.json$/, activitySearchResponseSchema],
    [/^\/api\/activity-only\/weekend\/[^/]+\/detail\.json$/, activityOnlyDetailSchema],
    [/^\/api\/activities\/[^/]+\/images\.json$/, activityImagesResponseSchema],
    [/^\/api\/weekend\/[^/]+\/activity\.json$/, activityProductSchema],
    [/^\/api\/single-voucher\/[^/]+\/prices\.json$/, singleVoucherPricesSchema],
    [/^\/api\/front\/sub-elements$/, subElementsResponseSchema],
    [
      /^\/api\/front\/sub-elements\/available-custom-sub-elements$/,
      availableCustomSubElementsResponseSchema,
    ],
    [/^\/api\/front\/single-voucher\/shipping-costs$/, shippingCostsResponseSchema],
    [/^\/api\/front\/gift-boxes$/, giftBoxesResponseSchema],
    [/^\/api\/front\/gift-cards$/, giftCardOptionsSchema],
  ];

  it('ARCH-4 / API-003 / API-017 / API-018 / API-022 / API-027..031 / GIFT-025: never 5xx; 4xx keep the error shape, 2xx the contract', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 1, arbitrary: activitySearch }, { weight: 2, arbitrary: gets }),
        async (options) => {
          const response = await ctx.app.inject(options);
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json();
          if (response.statusCode >= 400) {
            apiErrorSchema.parse(answer);
            return;
          }
          const path = String(options.url).split('?')[0]!;
          const contract = contracts.find(([pattern]) => pattern.test(path));
          expect(contract).toBeDefined();
          contract![1].parse(answer);
        },
      ),
      { numRuns: 400, seed: 20_260_322 },
    );
  });
});
