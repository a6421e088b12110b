import {
  hotelReviewsResponseSchema,
  REVIEW_CRITERIA,
  REVIEWS_PAGE_SIZE,
  reviewsPreviewResponseSchema,
} from '@shop/api-contract';
import { count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { hotels, reviews } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('hotel reviews', () => {
  let ctx: TestApp;
  /** The seeded hotel with the most reviews, and one without any. */
  let busy: { hotelId: number; total: number };
  let quiet: number;
  /** A review language the busy hotel has no review in. */
  let missingLanguage: string | undefined;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { orm } = ctx.database;
    const [top] = await orm
      .select({ hotelId: reviews.hotelId, total: count() })
      .from(reviews)
      .groupBy(reviews.hotelId)
      .orderBy(desc(count()), reviews.hotelId)
      .limit(1);
    if (!top) throw new Error('no seeded reviews');
    busy = top;
    const [none] = await orm
      .select({ id: hotels.id })
      .from(hotels)
      .where(notInArray(hotels.id, orm.select({ id: reviews.hotelId }).from(reviews)))
      .limit(1);
    quiet =
      none?.id ??
      (
        await orm
          .insert(hotels)
          .values({
            name: 'Hotel Nuevo',
            stars: 3,
            city: 'Madrid',
            countryCode: 'ES',
            latitude: 40.4,
            longitude: -3.7,
          } as typeof hotels.$inferInsert)
          .returning({ id: hotels.id })
      )[0]!.id;
    const languages = await orm
      .selectDistinct({ language: sql<string>`left(${reviews.locale}, 2)` })
      .from(reviews)
      .where(eq(reviews.hotelId, busy.hotelId));
    const had = new Set(languages.map((row) => row.language));
    missingLanguage = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'].find((l) => !had.has(l.slice(0, 2)));
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const list = async (hotelId: number, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/reviews.json?client=msite${query}`,
    });
    expect(response.statusCode).toBe(200);
    return hotelReviewsResponseSchema.parse(response.json());
  };

  it('API-043 / CONT-057: 10 per page, newest first by default, with totalCount', async () => {
    const first = await list(busy.hotelId);
    expect(first.totalCount).toBe(busy.total);
    expect(first.list).toHaveLength(Math.min(REVIEWS_PAGE_SIZE, busy.total));
    const dates = first.list.map((review) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = [];
    for (let page = 0; page * REVIEWS_PAGE_SIZE < busy.total; page += 1) {
      all.push(...(await list(busy.hotelId, `&page=${page}`)).list);
    }
    expect(new Set(all.map((review) => review.id)).size).toBe(busy.total);
    const beyond = await list(busy.hotelId, `&page=${Math.ceil(busy.total / 10) + 1}`);
    expect(beyond.list).toEqual([]);
    expect(beyond.totalCount).toBe(busy.total);
  });

  it('CONT-057: sorts DATE_ASC, SCORE_DESC and SCORE_ASC', async () => {
    const byDate = (await list(busy.hotelId, '&sort=DATE_ASC')).list.map((r) => r.date);
    expect(byDate).toEqual([...byDate].sort());
    const best = (await list(busy.hotelId, '&sort=SCORE_DESC')).list.map((r) => r.average);
    expect(best).toEqual([...best].sort((a, b) => b - a));
    const worst = (await list(busy.hotelId, '&sort=SCORE_ASC')).list.map((r) => r.average);
    expect(worst).toEqual([...worst].sort((a, b) => a - b));
    expect(worst[0]).toBeLessThanOrEqual(best[0] ?? 0);
  });

  it('CONT-061 / CONT-062 / CONT-065: review fields, criteria details and overall score on 0–10', async () => {
    const body = await list(busy.hotelId);
    expect(body.details.map((detail) => detail.label)).toEqual([...REVIEW_CRITERIA]);
    for (const { score } of [...body.details, { score: body.score ?? -1 }]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
    expect(body.list[0]).toEqual({
      id: expect.any(Number),
      locale: expect.stringMatching(/^[a-z]{2}_[A-Z]{2}$/),
      customer: expect.any(String),
      type: expect.stringMatching(/^(COUPLE|FAMILY|FRIENDS|SOLO|BUSINESS)$/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      average: expect.any(Number),
      positive: expect.any(String),
      negative: expect.any(String),
    });
  });

  it('CONT-058: a locale keeps the reviews written in its language', async () => {
    const all = await list(busy.hotelId);
    const language = all.list[0]?.locale.slice(0, 2) ?? 'fr';
    const locale = { fr: 'fr_FR', es: 'es_ES', it: 'it_IT', nl: 'nl_NL' }[language] ?? 'fr_FR';
    const filtered = await list(busy.hotelId, `&locale=${locale}`);
    expect(filtered.totalCount).toBeGreaterThan(0);
    expect(filtered.totalCount).toBeLessThanOrEqual(all.totalCount);
    expect(filtered.languageFallback).toBe(false);
    for (const review of filtered.list) expect(review.locale.slice(0, 2)).toBe(language);
  });

  it('CONT-059: a language without reviews answers empty, or every language with the fallback', async () => {
    const hotelId = missingLanguage ? busy.hotelId : quiet;
    const locale = missingLanguage ?? 'fr_FR';
    const none = await list(hotelId, `&locale=${locale}&withOtherLanguageFallback=false`);
    expect(none).toMatchObject({ list: [], totalCount: 0, score: null, details: [] });
    if (!missingLanguage) return;
    const fallback = await list(busy.hotelId, `&locale=${locale}&withOtherLanguageFallback=true`);
    expect(fallback.languageFallback).toBe(true);
    expect(fallback.totalCount).toBe(busy.total);
  });

  it('CONT-060: a hotel without reviews answers an empty list', async () => {
    expect(await list(quiet)).toMatchObject({ list: [], totalCount: 0, score: null });
  });

  it('API-044 / CONT-064: the preview holds up to 4 positive reviews', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/hotels/${busy.hotelId}/reviews?locale=it_IT`,
    });
    expect(response.statusCode).toBe(200);
    const body = reviewsPreviewResponseSchema.parse(response.json());
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.length).toBeLessThanOrEqual(4);
    for (const review of body.list) {
      expect(review.positive).not.toBe('');
      expect(review.average).toBeGreaterThanOrEqual(7);
    }
    const empty = await ctx.app.inject({ method: 'GET', url: `/api/hotels/${quiet}/reviews` });
    expect(reviewsPreviewResponseSchema.parse(empty.json()).list).toEqual([]);
  });

  it.each([
    ['/api/hotel/999999/reviews.json', 404, /^Hotel 999999 not found$/],
    ['/api/hotels/999999/reviews', 404, /^Hotel 999999 not found$/],
    ['/api/hotel/abc/reviews.json', 400, /^hotelId: /],
    ['/api/hotel/1/reviews.json?sort=RANDOM', 400, /^sort: /],
    ['/api/hotel/1/reviews.json?page=-1', 400, /^page: /],
    ['/api/hotel/1/reviews.json?locale=en_GB', 400, /^locale: /],
    ['/api/hotel/1/reviews.json?client=app', 400, /^client: /],
    [
      '/api/hotel/1/reviews.json?withOtherLanguageFallback=maybe',
      400,
      /^withOtherLanguageFallback: /,
    ],
    ['/api/hotels/1/reviews?locale=xx', 400, /^locale: /],
  ])('API-043 / API-044: %s answers %i', async (url, status, message) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      error: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });
});
