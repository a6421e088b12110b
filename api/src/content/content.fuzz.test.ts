import { apiErrorSchema } from '@shop/api-contract';
import { LOCALES } from '@shop/criteria';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { anyText, looseValue, mostly } from '../testing/fuzz';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('content, reviews, newsletter, contact and analytics routes (fuzz)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  it('ARCH-4: never answers 5xx to random or malformed params and bodies (fuzz)', async () => {
    const junk = anyText(80);
    const loose = looseValue(junk);
    const often = <T>(valid: fc.Arbitrary<T>) => mostly(valid, 4, loose);
    const segment = fc.oneof(
      fc.constantFrom('1', '2', '40', 'romantic-weekends', 'cezam-fr', 'terms-of-sale', 'faq'),
      fc.constantFrom('0', '-1', '2147483648', '%00', '..', '%EF%BC%91', 'a.b', '%2F', ''),
      fc.string().map(encodeURIComponent),
      fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
    );
    const query = fc
      .dictionary(
        fc.constantFrom(
          'locale',
          'client',
          'page',
          'sort',
          'withOtherLanguageFallback',
          'email',
          'country',
          'language',
          'source',
          'humanCheck',
          '__proto__',
        ),
        fc.oneof(
          fc.constantFrom(...LOCALES, 'all', 'msite', 'SCORE_ASC', 'true', '0', 'fr', 'a@b.fr'),
          junk,
        ),
      )
      .map((params) => new URLSearchParams(params).toString());
    /** Mostly a query the routes accept, so that the fuzz reaches the handlers. */
    const likelyQuery = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .record(
            {
              locale: fc.constantFrom(...LOCALES),
              client: fc.constant('msite'),
              sort: fc.constantFrom('DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'),
              page: fc.oneof(fc.nat(5), fc.nat(999_999)).map(String),
              withOtherLanguageFallback: fc.constantFrom('true', 'false'),
            },
            { requiredKeys: ['locale'] },
          )
          .map((params) => new URLSearchParams(params).toString()),
      },
      { weight: 1, arbitrary: query },
    );
    const getPaths = [
      () => '/api/cms/homepage',
      () => '/api/front/cms/announcementBanner',
      (s: string) => `/api/front/content-boxes-block/${s}`,
      () => '/api/front/content/giftBlock',
      () => '/api/content/targetedBanner.json',
      (s: string) => `/api/content/${s}.json`,
      () => '/api/ideas.json',
      () => '/api/recommendations.json',
      () => '/api/front/cms/navigation',
      (s: string) => `/api/minisites/${s}.json`,
      (s: string) => `/api/landing/${s}.json`,
      (s: string) => `/api/search-keys/${s}.json`,
      (s: string) => `/api/hotel/${s}/reviews.json`,
      (s: string) => `/api/hotels/${s}/reviews`,
      () => '/api/marketing/newsletter',
      () => '/api/front/human-check/challenge',
    ];
    const get = fc
      .tuple(fc.constantFrom(...getPaths), segment, likelyQuery, fc.ipV4())
      .map(([path, id, search, remoteAddress]) => ({
        method: 'GET' as const,
        url: `${path(id)}?${search}`,
        remoteAddress,
      }));
    const contactFields = fc.record(
      {
        Booking_ID__c: often(fc.stringMatching(/^\d{8}$/)),
        contact_reason: often(fc.constantFrom('avv_info', 'booking_info', 'other', 'complaint')),
        description: junk,
        email: often(fc.emailAddress()),
        name: often(fc.constantFrom('Anna', "Jean-Luc O'Neil")),
        phone: often(fc.constantFrom('+33 1 23 45 67 89', '(020) 123-4567')),
        status: often(fc.constant('New')),
        retURL: fc.oneof(fc.webUrl(), fc.webPath(), junk),
        humanCheck: junk,
        pos: junk,
      },
      { requiredKeys: [] },
    );
    const contactBody = fc.oneof(
      contactFields.map((fields) =>
        new URLSearchParams(
          Object.entries(fields).map(([key, value]) => [key, String(value)]),
        ).toString(),
      ),
      junk,
    );
    const analyticsBody = fc.record(
      {
        client_id: often(fc.string({ maxLength: 20 })),
        non_personalized_ads: often(fc.boolean()),
        user_data: often(fc.record({ fbp: junk }, { requiredKeys: [] })),
        events: often(
          fc.array(
            fc.record({
              name: often(fc.constantFrom('view_item', 'purchase', 'search')),
              params: often(
                fc.record({
                  user_logged_in: often(fc.boolean()),
                  ga_session_id: often(fc.string({ maxLength: 12 })),
                  page_path: often(fc.webPath()),
                  page_hostname: often(fc.domain()),
                  page_type: often(fc.constant('home')),
                  ab_tests: often(fc.constant('')),
                  locale: often(fc.constantFrom(...LOCALES)),
                  transaction_side: often(fc.constant('booking')),
                  extra: often(junk),
                }),
              ),
            }),
            { maxLength: 2 },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    /** A payload that passes validation, with random text where text is free. */
    const validAnalytics = fc
      .tuple(junk, junk, fc.webPath(), fc.constantFrom(...LOCALES), junk)
      .map(([clientId, session, path, locale, extra]) => ({
        client_id: clientId,
        non_personalized_ads: true,
        events: [
          {
            name: 'search',
            params: {
              user_logged_in: false,
              ga_session_id: session,
              page_path: path,
              page_hostname: 'www.weekend-shop.test',
              page_type: 'search',
              ab_tests: '',
              locale,
              transaction_side: 'booking',
              [extra]: extra,
            },
          },
        ],
      }));
    const newsletterBody = fc.record(
      {
        email: often(fc.emailAddress()),
        country: often(fc.constantFrom('fr', 'BE', 'xx')),
        language: often(fc.constantFrom('nl', 'IT', 'de')),
        source: often(junk),
        humanCheck: often(junk),
      },
      { requiredKeys: [] },
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/json; charset=utf-8',
    );
    const post = fc.oneof(
      fc.tuple(contactBody, contentType, fc.ipV4()).map(([payload, type, remoteAddress]) => ({
        url: '/api/front/contact',
        payload,
        type,
        remoteAddress,
      })),
      fc
        .tuple(
          fc.oneof(
            newsletterBody.map((body) => JSON.stringify(body)),
            junk,
          ),
          contentType,
          fc.ipV4(),
        )
        .map(([payload, type, remoteAddress]) => ({
          url: '/api/front/marketing/newsletter',
          payload,
          type,
          remoteAddress,
        })),
      fc
        .tuple(
          fc.oneof(
            analyticsBody.map((body) => JSON.stringify(body)),
            validAnalytics.map((body) => JSON.stringify(body)),
            junk,
          ),
          fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, contentType),
          fc.constantFrom('fr', 'es', 'be', 'nl', 'it', 'xx', '%00'),
        )
        .map(([payload, type, pos]) => ({
          url: `/api/analytics/ga/collect/${pos}`,
          payload,
          type,
          remoteAddress: '127.0.0.1',
        })),
    );
    const request: fc.Arbitrary<InjectOptions> = fc.oneof(
      { weight: 3, arbitrary: get },
      {
        weight: 3,
        arbitrary: post.map(({ url, payload, type, remoteAddress }) => ({
          method: 'POST' as const,
          url,
          payload,
          remoteAddress,
          headers: { 'content-type': type },
        })),
      },
    );

    await fc.assert(
      fc.asyncProperty(request, async (options) => {
        const response = await ctx.app.inject(options);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
        if (response.statusCode === 303)
          expect(response.headers.location).toMatch(/^(\/[^/\\]|https?:\/\/localhost\/)/);
      }),
      { numRuns: 400, seed: 20_260_301 },
    );
  });
});
