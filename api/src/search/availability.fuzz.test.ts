import { apiErrorSchema, searchAvailabilitiesResponseSchema } from '@shop/api-contract';
import { addDays, FLOWS, LOCALES } from '@shop/criteria';
import fc from 'fast-check';
import { anyText } from '../testing/fuzz';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/** ARCH-4: the search calendar's availability never answers 5xx; 2xx keeps its contract. */
describe('search availability route (fuzz)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);
  const junk = anyText(30);
  const clean = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'));
  const param = (name: string, value: fc.Arbitrary<unknown>) =>
    fc.option(
      fc
        .oneof({ weight: 5, arbitrary: value.map(String) }, { weight: 1, arbitrary: junk })
        .map((text) => `${name}=${clean(text)}`),
      { nil: undefined },
    );
  const month = fc.oneof(
    fc.integer({ min: -2, max: 14 }).map((months) => addDays(TEST_SEED.today, months * 30)),
    fc.constantFrom('2027-13', '2027-1', '1999-01', '9999-12'),
  );
  const id = fc.oneof(
    fc.integer({ min: 1, max: 400 }),
    fc.constantFrom(0, -1, 2147483647, 2147483648, 1.5),
  );
  const query = fc
    .tuple(
      param('locale', fc.constantFrom(...LOCALES)),
      param(
        'month',
        month.map((day) => day.slice(0, 7)),
      ),
      param('adult', fc.integer({ min: -1, max: 22 })),
      param('child', fc.integer({ min: -1, max: 11 })),
      param('baby', fc.integer({ min: -1, max: 11 })),
      param('flow', fc.constantFrom(...FLOWS)),
      param('theme', id),
      fc.option(
        fc
          .tuple(fc.constantFrom('city', 'region', 'poi', 'country', 'searesort'), id)
          .map(([key, value]) => `${key}=${value}`),
        { nil: undefined },
      ),
      param('lat', fc.double({ min: -95, max: 95, noNaN: true })),
      param('lng', fc.double({ min: -185, max: 185, noNaN: true })),
      param('distanceMin', fc.integer({ min: -1, max: 400 })),
      param('distanceMax', fc.integer({ min: -1, max: 20_001 })),
    )
    .map((parts) => parts.filter((part) => part !== undefined).join('&'));

  it('ARCH-4 / SRCH-042: never 5xx; 4xx keep the error shape, 2xx the contract', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/availabilities.json?${search}`,
        });
        expect(response.statusCode).toBeLessThan(500);
        const answer = response.json();
        if (response.statusCode >= 400) apiErrorSchema.parse(answer);
        else searchAvailabilitiesResponseSchema.parse(answer);
      }),
      { numRuns: 300, seed: 20_261_122 },
    );
  });
});
