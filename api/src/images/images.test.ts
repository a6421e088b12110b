import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('GET /api/images/:kind/:id/:size.svg (issue 3 §4)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('PROD-003: a deterministic SVG with the hotel name and city, long cache headers', async () => {
    const detail = (await get('/api/weekend/1/detail.json?locale=fr_FR')).json() as {
      hotel: { id: number; label: string; city: string };
      imagesBySize: Record<string, string[]>;
    };
    const url = detail.imagesBySize['960_540']![0]!;
    expect(url).toBe(`/api/images/hotel/${detail.hotel.id}-1/960_540.svg`);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="960" height="540"/,
    );
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
    expect(first.body).toContain(escaped(detail.hotel.label));
    expect(first.body).toContain(escaped(detail.hotel.city));
    expect((await get(url)).body).toBe(first.body);
    expect((await get(url.replace('-1/', '-2/'))).body).not.toBe(first.body);
  });

  it('serves room pictures', async () => {
    const detail = (await get('/api/weekend/1/detail.json?locale=fr_FR')).json() as {
      room: { imageUrl: string } | null;
    };
    if (!detail.room) return;
    const response = await get(detail.room.imageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('<svg')).toBe(true);
  });

  it.each([
    ['an unknown kind', '/api/images/car/1-1/640_360.svg', 400],
    ['an activity picture beyond 20', '/api/images/activity/1-21/640_360.svg', 404],
    ['a bad gifting name', '/api/images/gifting/a%20b.svg', 400],
    ['a malformed id', '/api/images/hotel/1/640_360.svg', 400],
    ['a malformed size', '/api/images/hotel/1-1/big.svg', 400],
    ['an unknown hotel', '/api/images/hotel/999999-1/640_360.svg', 404],
    ['a picture beyond the set', '/api/images/hotel/1-50/640_360.svg', 404],
    ['a size not served', '/api/images/hotel/1-1/641_360.svg', 404],
  ])('answers an error for %s', async (_case, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error');
  });

  it('serves generic pictures for activity-only products and gifting', async () => {
    for (const url of [
      '/api/images/activity/500001-1/960_540.svg',
      '/api/images/gifting/box-spa.svg',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body.startsWith('<svg')).toBe(true);
    }
  });
});
