import {
  activityDatesResponseSchema,
  apiErrorSchema,
  availabilitiesResponseSchema,
  checkoutNightsResponseSchema,
  handoffResponseSchema,
  hotelAvailabilitiesResponseSchema,
  hotelDetailSchema,
  otherOffersResponseSchema,
  priceResponseSchema,
  productOffersResponseSchema,
  quoteSchema,
  recommendedResponseSchema,
  upsellResponseSchema,
  weekendDetailSchema,
} from '@shop/api-contract';
import { addDays, LOCALES } from '@shop/criteria';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { anyText, looseValue, mostly } from '../testing/fuzz';
import { createTestApp, type TestApp } from '../testing/test-app';
import { firstBookableCheckin } from '../catalogue';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/** ARCH-4: the product page routes never answer 5xx, and every 2xx answer keeps its contract. */
describe('product page routes (fuzz)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);
  const junk = anyText(30);
  const clean = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'));
  const id = fc.oneof(
    fc.integer({ min: 1, max: 90 }).map(String),
    fc.constantFrom('0', '-1', '2147483647', '2147483648', 'abc', '1.5', ''),
  );
  const soon = firstBookableCheckin(new Date());
  const date = fc.oneof(
    fc.integer({ min: -5, max: 400 }).map((days) => addDays(soon, days)),
    fc.constantFrom('2027-02-30', '2020-01-01', '2030-01-05', 'tomorrow'),
  );
  const param = (name: string, value: fc.Arbitrary<unknown>) =>
    fc.option(
      fc
        .oneof({ weight: 5, arbitrary: value.map(String) }, { weight: 1, arbitrary: junk })
        .map((text) => `${name}=${clean(text)}`),
      { nil: undefined },
    );
  const pax = [
    param('adult', fc.integer({ min: -1, max: 22 })),
    param('child', fc.integer({ min: -1, max: 11 })),
    param('baby', fc.integer({ min: -1, max: 11 })),
  ];
  const query = (params: fc.Arbitrary<string | undefined>[]) =>
    fc
      .tuple(param('locale', fc.constantFrom(...LOCALES)), ...params)
      .map((parts) => parts.filter((part) => part !== undefined).join('&'));
  const nights = fc.integer({ min: -1, max: 32 });
  const month = fc.oneof(
    fc.integer({ min: 0, max: 13 }).map((months) => addDays(soon, months * 30).slice(0, 7)),
    fc.constantFrom('2027-13', '2027-1', '1999-01'),
  );
  const routes: {
    path: string;
    contract: ZodMiniType;
    params: fc.Arbitrary<string | undefined>[];
  }[] = [
    {
      path: '/api/weekend/:id/detail.json',
      contract: weekendDetailSchema,
      params: [
        param('checkin', date),
        param('night', nights),
        param('nights', nights),
        param('client', fc.constant('msite')),
        ...pax,
      ],
    },
    {
      path: '/api/weekend/:id/availabilities.json',
      contract: availabilitiesResponseSchema,
      params: [param('month', month), ...pax],
    },
    {
      path: '/api/weekend/:id/packageCheckoutNights.json',
      contract: checkoutNightsResponseSchema,
      params: [
        param('checkin', date),
        param('multiOffer', fc.constantFrom('true', 'false')),
        ...pax,
      ],
    },
    {
      path: '/api/weekend/:id/price.json',
      contract: priceResponseSchema,
      params: [param('checkin', date), param('nights', nights), ...pax],
    },
    {
      path: '/api/weekend/:id/activityDates.json',
      contract: activityDatesResponseSchema,
      params: [param('checkin', date), param('night', nights), ...pax],
    },
    {
      path: '/api/weekend/:id/upsell.json',
      contract: upsellResponseSchema,
      params: [param('nights', nights), param('giftNights', nights)],
    },
    {
      path: '/api/weekend/:id/otherOffers.json',
      contract: otherOffersResponseSchema,
      params: [param('checkin', date), param('night', nights), ...pax],
    },
    {
      path: '/api/weekend/:id/recommended.json',
      contract: recommendedResponseSchema,
      params: [param('checkin', date), param('checkout', date), param('night', nights), ...pax],
    },
    {
      path: '/api/product/:id/offers',
      contract: productOffersResponseSchema,
      params: [param('checkin', date), param('nights', nights), param('minisite', junk), ...pax],
    },
    {
      path: '/api/product/:id/quote',
      contract: quoteSchema,
      params: [
        param('checkin', date),
        param('nights', nights),
        param(
          'activitySelectionList',
          fc
            .array(
              fc
                .tuple(fc.constantFrom('spa-3', 'dinner-1', 'x'), date)
                .map(([a, d]) => `${a}_${d}`),
              { maxLength: 3 },
            )
            .map((list) => list.join(',')),
        ),
        ...pax,
      ],
    },
    {
      path: '/api/hotels/:id/detail.json',
      contract: hotelDetailSchema,
      params: [],
    },
    {
      path: '/api/hotels/:id/availabilities.json',
      contract: hotelAvailabilitiesResponseSchema,
      params: [param('month', month), param('length', fc.integer({ min: -1, max: 14 }))],
    },
  ];
  const gets = fc.oneof(
    ...routes.map(({ path, params }) =>
      fc.tuple(id, query(params)).map(([value, search]): InjectOptions => ({
        method: 'GET',
        url: `${path.replace(':id', value)}?${search}`,
      })),
    ),
  );
  const loose = looseValue(junk);
  const often = <T>(valid: fc.Arbitrary<T>) => mostly(valid, 5, loose);
  const handoff = fc
    .record(
      {
        flow: often(fc.constantFrom('booking', 'gifting')),
        productId: often(fc.integer({ min: -1, max: 90 })),
        locale: often(fc.constantFrom(...LOCALES)),
        criteria: often(
          fc.record(
            {
              checkin: often(date),
              checkout: often(date),
              nights: often(nights),
              a: often(fc.integer({ min: 0, max: 21 })),
              c: often(fc.integer({ min: -1, max: 11 })),
              b: often(fc.integer({ min: -1, max: 11 })),
            },
            { requiredKeys: [] },
          ),
        ),
        selectedOffer: often(fc.integer({ min: 0, max: 90 })),
        selectedDates: often(
          fc.array(
            date.map((day) => `spa-3_${day}`),
            { maxLength: 2 },
          ),
        ),
        hbp: often(fc.boolean()),
        giftNights: often(nights),
      },
      { requiredKeys: ['productId', 'locale'] },
    )
    .map((payload): InjectOptions => ({
      method: 'POST',
      url: '/api/front/checkout/handoff',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    }));
  const reports = fc
    .record(
      { uri: fc.oneof(junk, fc.anything()), locale: fc.oneof(fc.constantFrom(...LOCALES), junk) },
      { requiredKeys: [] },
    )
    .map((payload): InjectOptions => ({
      method: 'POST',
      url: '/api/error-report',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    }));
  const images = fc
    .tuple(
      fc.constantFrom('hotel', 'room', 'weekend', 'car'),
      fc.oneof(
        fc
          .tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 14 }))
          .map(([o, n]) => `${o}-${n}`),
        junk.map(clean),
      ),
      fc.oneof(fc.constantFrom('120_80', '640_360', '960_540', '1_1'), junk.map(clean)),
    )
    .map(([kind, picture, size]): InjectOptions => ({
      method: 'GET',
      url: `/api/images/${kind}/${picture}/${size}.svg`,
    }));

  const contractOf = (url: string): ZodMiniType | undefined => {
    const path = url.split('?')[0]!;
    if (path === '/api/front/checkout/handoff') return handoffResponseSchema;
    return routes.find((route) => new RegExp(`^${route.path.replace(':id', '[^/]*')}$`).test(path))
      ?.contract;
  };

  it('ARCH-4 / API-011..026 / API-032: never 5xx; 4xx keep the error shape, 2xx the contract', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 8, arbitrary: gets },
          { weight: 2, arbitrary: handoff },
          { weight: 1, arbitrary: reports },
          { weight: 1, arbitrary: images },
        ),
        async (options) => {
          const response = await ctx.app.inject(options);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 204) return;
          if (response.headers['content-type']?.toString().startsWith('image/svg+xml')) {
            expect(response.body.startsWith('<svg')).toBe(true);
            return;
          }
          const answer = response.json();
          if (response.statusCode >= 400) {
            apiErrorSchema.parse(answer);
            return;
          }
          contractOf(String(options.url))?.parse(answer);
        },
      ),
      { numRuns: 400, seed: 20_261_122 },
    );
  });
});
