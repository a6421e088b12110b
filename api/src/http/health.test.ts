import { healthSchema } from '@shop/api-contract';
import { buildApp } from '../app';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('GET /api/health', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  it('BEY-011: answers 200 { status: ok, database: ok } when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('BEY-012: answers with a request id, keeping the caller’s one', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42' },
    });
    expect(forwarded.headers['x-request-id']).toBe('lb-42');
  });

  it('BEY-011: answers 503 { database: down } when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = buildApp({ db: database, tokenSecret: 'x', logger: false });
    await app.ready();
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'down' });
    await app.close();
  });
});
