import { apiErrorSchema } from '@shop/api-contract';
import { LOCALES } from '@shop/criteria';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { SEED_AGENT_EMAIL } from './seed/index';
import { createTestApp, type TestApp } from './testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('the API as a whole', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  it('answers 404 NOT_FOUND with the error shape for an unknown /api route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'No route GET /api/nothing-here',
    });
  });

  it('answers 400 BAD_REQUEST for a malformed URL', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/weekend/%E0%A4%A/detail.json?locale=fr_FR',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toBe('BAD_REQUEST');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 1 MiB', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        level: 'ERROR',
        message: 'x'.repeat(1_100_000),
        location: '/',
        locale: 'fr_FR',
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('sends security headers on API answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('ARCH-4: never answers 5xx to random or malformed params and bodies on any route (fuzz)', async () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    });
    /** Any text, with more than its share of NUL characters and lone surrogates. */
    const anyUnit = fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00') },
      { weight: 9, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    );
    const anyText = fc.string({ unit: anyUnit });
    const loose = fc.oneof(fc.jsonValue(), anyText, fc.integer(), fc.double(), fc.constant(null));
    /** Mostly a valid value, sometimes anything: the fuzz reaches the handlers as well as the validation. */
    const mostly = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: loose });
    const segment = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 200 }).map(String) },
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      fc.string().map(encodeURIComponent),
      fc.constantFrom(
        '0',
        '-1',
        '1e3',
        '0x10',
        '%20',
        '..',
        '%00',
        '2147483647',
        '2147483648',
        '%EF%BC%91',
      ),
    );
    const query = fc
      .dictionary(
        fc.constantFrom('locale', 'client', 'page', 'night', '__proto__', 'x'),
        fc.oneof(fc.constantFrom(...LOCALES), printable),
      )
      .map((params) => new URLSearchParams(params).toString());
    const localeQuery = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(...LOCALES).map((locale) => `locale=${locale}&client=msite`),
      },
      { weight: 1, arbitrary: query },
    );
    const bodies = {
      '/api/logs': fc.record(
        {
          level: mostly(fc.constantFrom('ERROR', 'WARN', 'INFO')),
          message: mostly(fc.string({ unit: anyUnit, maxLength: 400 })),
          location: mostly(fc.oneof(fc.webPath(), anyText)),
          locale: mostly(fc.constantFrom(...LOCALES)),
          app: mostly(fc.string({ unit: anyUnit, maxLength: 70 })),
          release: mostly(fc.string({ maxLength: 70 })),
        },
        { requiredKeys: ['level', 'message', 'location', 'locale'] },
      ),
      '/api/offers.json': fc.record(
        {
          locale: mostly(fc.constantFrom(...LOCALES)),
          page: mostly(
            fc.oneof(
              fc.integer({ min: -2, max: 1_000_000_000 }),
              fc.constant(Number.MAX_SAFE_INTEGER),
            ),
          ),
          pageSize: mostly(fc.integer({ min: -1, max: 60 })),
        },
        { requiredKeys: ['locale'] },
      ),
      '/api/care/login': fc.record({
        email: mostly(fc.oneof(fc.constant(SEED_AGENT_EMAIL), fc.emailAddress())),
        password: mostly(fc.oneof(fc.constant('care-agent-2026'), fc.string())),
      }),
      '/api/care/logout': fc.constant({}),
    };
    const post = fc.constantFrom(...(Object.keys(bodies) as (keyof typeof bodies)[])).chain((url) =>
      fc
        .tuple(
          fc.oneof(
            { weight: 3, arbitrary: bodies[url].map((value) => JSON.stringify(value)) },
            { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
            { weight: 1, arbitrary: anyText },
          ),
          fc.oneof(
            {
              weight: 4,
              arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded'),
            },
          ),
        )
        .map(([payload, contentType]) => ({
          method: 'POST' as const,
          url,
          payload,
          headers: { 'content-type': contentType },
        })),
    );
    const request: fc.Arbitrary<InjectOptions> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.tuple(segment, localeQuery).map(([id, search]) => ({
          method: 'GET' as const,
          url: `/api/weekend/${id}/detail.json?${search}`,
        })),
      },
      {
        weight: 1,
        arbitrary: query.map((search) => ({
          method: 'GET' as const,
          url: `/api/health?${search}`,
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .record(
            { cookie: printable, authorization: printable.map((token) => `Bearer ${token}`) },
            { requiredKeys: [] },
          )
          .map((headers) => ({ method: 'GET' as const, url: '/api/care/session', headers })),
      },
      { weight: 5, arbitrary: post },
    );

    await fc.assert(
      fc.asyncProperty(request, async (options) => {
        const response = await ctx.app.inject(options);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
      }),
      { numRuns: 300, seed: 20_260_101 },
    );
  });
});
