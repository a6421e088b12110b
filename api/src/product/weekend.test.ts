import { LOCALES } from '@shop/criteria';
import { weekendDetailSchema } from '@shop/api-contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('GET /api/weekend/:id/detail.json', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('API-015: answers the weekend with its hotel and price in cents', async () => {
    const response = await get('/api/weekend/1/detail.json?locale=fr_FR&client=msite');
    expect(response.statusCode).toBe(200);
    const detail = weekendDetailSchema.parse(response.json());
    expect(detail.id).toBe(1);
    expect(detail.price.nights).toBe(detail.nights);
    expect(detail.price.refPrice).toBeGreaterThanOrEqual(detail.price.sellPrice);
    expect(['FR', 'ES', 'BE', 'NL', 'IT']).toContain(detail.hotel.countryCode);
    expect(Number.isInteger(detail.price.sellPrice)).toBe(true);
  });

  it('CRIT-001 / API-015: answers the label in the language of each of the six locales', async () => {
    const labels = new Map<string, string>();
    for (const locale of LOCALES) {
      const response = await get(`/api/weekend/1/detail.json?locale=${locale}`);
      expect(response.statusCode).toBe(200);
      labels.set(locale, weekendDetailSchema.parse(response.json()).label);
    }
    expect(labels.get('fr_FR')).toBe(labels.get('fr_BE'));
    expect(labels.get('nl_NL')).toBe(labels.get('nl_BE'));
    expect(new Set(labels.values()).size).toBe(4);
  });

  it('API-015: answers 404 NOT_FOUND for an unknown id', async () => {
    const response = await get('/api/weekend/999999/detail.json?locale=fr_FR');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Weekend 999999 not found' });
  });

  it.each([
    ['a missing locale', '/api/weekend/1/detail.json', 'locale: required'],
    ['an unknown locale', '/api/weekend/1/detail.json?locale=en_GB', /^locale: Invalid option/],
    ['a repeated locale', '/api/weekend/1/detail.json?locale=fr_FR&locale=es_ES', /^locale: /],
    [
      'an id that is not a number',
      '/api/weekend/abc/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
    [
      'an id of zero',
      '/api/weekend/0/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
    [
      'a negative id',
      '/api/weekend/-3/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
    [
      'an id beyond a database integer',
      '/api/weekend/2147483648/detail.json?locale=fr_FR',
      'id: expected a positive integer id',
    ],
  ])('API-015: answers 400 BAD_REQUEST for %s', async (_case, url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });
});
