import {
  OFFERS_DEFAULT_PAGE_SIZE,
  offersResponseSchema,
  weekendDetailSchema,
} from '@shop/api-contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('POST /api/offers.json', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const search = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('API-002: answers the first page of offer cards and the total count', async () => {
    const response = await search({ locale: 'it_IT' });
    expect(response.statusCode).toBe(200);
    const body = offersResponseSchema.parse(response.json());
    expect(body.exactMatch).toHaveLength(OFFERS_DEFAULT_PAGE_SIZE);
    expect(body.resultsCount).toBeGreaterThan(OFFERS_DEFAULT_PAGE_SIZE);
    expect(new Set(body.exactMatch.map((offer) => offer.id)).size).toBe(body.exactMatch.length);
    expect(body.searchDetails).toMatchObject({ adult: 2, child: 0, baby: 0, checkin: null });
    expect(body.searchDetails?.totalCount).toBe(body.resultsCount);
  });

  it('LEFT-009: the page model carries the facets of the same search; without it, none', async () => {
    const filters = { stars: [4, 5], petsAllowed: true };
    const body = offersResponseSchema.parse(
      (await search({ locale: 'fr_FR', filters, sort: 'priceAsc', page: 1 })).json(),
    );
    const facets = await ctx.app.inject({
      method: 'GET',
      url: '/api/facets.json?locale=fr_FR&stars=4,5&petsAllowed=true',
    });
    expect(body.facets).toEqual(facets.json());
    expect(body.facets?.activities).toEqual([]);
    const starsTotal = body.facets?.stars
      .filter((entry) => entry.value >= 4)
      .reduce((sum, entry) => sum + entry.count, 0);
    expect(starsTotal).toBe(body.resultsCount);
    const blocks = offersResponseSchema.parse(
      (await search({ locale: 'fr_FR', filters, limit: 3, fetchPageModel: false })).json(),
    );
    expect(blocks.facets).toBeUndefined();
  });

  it('API-002: pages deterministically and ends with an empty page', async () => {
    const first = offersResponseSchema.parse(
      (await search({ locale: 'fr_FR', page: 0, pageSize: 5 })).json(),
    );
    const second = offersResponseSchema.parse(
      (await search({ locale: 'fr_FR', page: 1, pageSize: 5 })).json(),
    );
    const again = offersResponseSchema.parse(
      (await search({ locale: 'fr_FR', page: 1, pageSize: 5 })).json(),
    );
    expect(second).toEqual(again);
    const firstIds = new Set(first.exactMatch.map((offer) => offer.id));
    expect(second.exactMatch.some((offer) => firstIds.has(offer.id))).toBe(false);
    const beyond = offersResponseSchema.parse(
      (await search({ locale: 'fr_FR', page: 10_000, pageSize: 48 })).json(),
    );
    expect(beyond).toMatchObject({ exactMatch: [], resultsCount: first.resultsCount });
  });

  it('API-002 / API-015: cards carry real ids that the detail call answers', async () => {
    const [card] = offersResponseSchema.parse(
      (await search({ locale: 'es_ES', pageSize: 1 })).json(),
    ).exactMatch;
    const detail = weekendDetailSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/weekend/${card!.id}/detail.json?locale=es_ES`,
        })
      ).json(),
    );
    expect(detail).toMatchObject({
      id: card!.id,
      label: card!.label,
      hotel: {
        id: card!.hotel.id,
        label: card!.hotel.label,
        stars: card!.hotel.stars,
        city: card!.hotel.location.label,
      },
      price: { sellPrice: card!.sellPrice, refPrice: card!.refPrice, promo: card!.promo },
    });
  });

  it('API-004: ignores the criteria a later search will read', async () => {
    const response = await search({
      locale: 'nl_NL',
      orderBy: 'priceAsc',
      criteria: { adults: 2 },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a missing locale', {}, 'locale: required'],
    ['an unknown locale', { locale: 'de_DE' }, /^locale: /],
    ['a negative page', { locale: 'fr_FR', page: -1 }, /^page: Too small/],
    ['a fractional page', { locale: 'fr_FR', page: 1.5 }, /^page: .*expected int/],
    ['a page given as text', { locale: 'fr_FR', page: '1' }, /^page: .*expected number/],
    ['a page size of 0', { locale: 'fr_FR', pageSize: 0 }, /^pageSize: Too small/],
    ['a page size over 48', { locale: 'fr_FR', pageSize: 49 }, /^pageSize: Too big/],
    ['a body that is not an object', 'fr_FR', /^body: /],
  ])('API-002: answers 400 BAD_REQUEST for %s', async (_case, payload, message) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });

  it('API-002: answers 400 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      payload: "{ locale: 'fr_FR' }",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_REQUEST' });
  });
});
