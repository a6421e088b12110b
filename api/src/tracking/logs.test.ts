import { desc, eq } from 'drizzle-orm';
import { LOG_MESSAGE_ACCEPTED_MAX } from '@shop/api-contract';
import { logs } from '../db/schema';
import { LOG_RATE_LIMIT } from './logs.routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('POST /api/logs and POST /api/error-report', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const entry = { level: 'ERROR', message: 'boom', location: '/fr/weekend/12', locale: 'fr_FR' };
  const post = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/logs', payload: payload as object });
  const lastLog = async () =>
    (await ctx.database.orm.select().from(logs).orderBy(desc(logs.id)).limit(1))[0];

  it('API-045 / LEFT-020: stores the log and answers 204 without a body', async () => {
    const response = await post(entry);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await lastLog()).toMatchObject({ ...entry, app: null, release: null });
  });

  it('BEY-012: keeps the app name and release of the failing remote', async () => {
    await post({ ...entry, level: 'WARN', app: 'mfe-search', release: '1.4.2' });
    expect(await lastLog()).toMatchObject({ level: 'WARN', app: 'mfe-search', release: '1.4.2' });
  });

  it('SHELL-062 / API-045: stores only the first 256 characters of the message', async () => {
    const message = `${'a'.repeat(250)}${'b'.repeat(50)}`;
    expect((await post({ ...entry, message })).statusCode).toBe(204);
    const stored = await lastLog();
    expect(stored?.message).toHaveLength(256);
    expect(stored?.message).toBe(message.slice(0, 256));
  });

  it('API-045: stores NUL characters and lone surrogates, which PostgreSQL cannot hold, as U+FFFD', async () => {
    const response = await post({ ...entry, message: 'a\u0000b 😀', location: 'é\udc00/\ud800' });
    expect(response.statusCode).toBe(204);
    expect(await lastLog()).toMatchObject({ message: 'a\uFFFDb 😀', location: 'é\uFFFD/\uFFFD' });
  });

  it.each([
    ['a missing level', { ...entry, level: undefined }, /^level: required$/],
    ['an unknown level', { ...entry, level: 'FATAL' }, /^level: /],
    ['a message that is not a string', { ...entry, message: 42 }, /^message: .*expected string/],
    ['a missing location', { ...entry, location: undefined }, /^location: required$/],
    ['an app that is not a string', { ...entry, app: ['shell'] }, /^app: /],
    ['an array body', [entry], /^body: /],
  ])('API-045: answers 400 BAD_REQUEST for %s', async (_case, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });

  it('API-045: answers 400 for a body that is not JSON, or none at all', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'content-type': 'application/json' },
      payload: '{"level": "ERROR",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'BAD_REQUEST' });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/logs' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/^body: /),
    });
  });

  it('API-045: answers 415 for a body that is neither JSON nor known', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'content-type': 'application/xml' },
      payload: '<log/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('API-011, issue 15 §4: POST /api/error-report records a not-found report and answers 204', async () => {
    const report = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/error-report', payload: payload as object });
    const uri = `/weekend/unknown-${Date.now()}`;
    const response = await report({ uri, locale: 'es_ES' });
    expect(response.statusCode).toBe(204);
    const rows = await ctx.database.orm.select().from(logs).where(eq(logs.location, uri));
    expect(rows).toEqual([
      expect.objectContaining({ level: 'WARN', message: `NOT_FOUND ${uri}`, locale: 'es_ES' }),
    ]);
    const bad = await report({ locale: 'es_ES' });
    expect(bad.json()).toEqual({ error: 'BAD_REQUEST', message: 'uri: required' });
    // A GET writes nothing (an image tag on any site could send one).
    const get = await ctx.app.inject({
      method: 'GET',
      url: `/api/error-report?uri=${encodeURIComponent(`${uri}-get`)}&locale=es_ES`,
    });
    expect(get.statusCode).toBe(404);
    expect(
      await ctx.database.orm
        .select()
        .from(logs)
        .where(eq(logs.location, `${uri}-get`)),
    ).toEqual([]);
  });

  it('issue 15 §4: a huge message is refused (400 over 4096 characters, 413 over 16 KB)', async () => {
    const long = await post({ ...entry, message: 'x'.repeat(LOG_MESSAGE_ACCEPTED_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/^message: /),
    });
    const huge = await post({ ...entry, message: 'x'.repeat(900 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('issue 15 §4: log writes are limited per address (429 + Retry-After)', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= LOG_RATE_LIMIT; i += 1) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/logs',
        payload: entry,
        remoteAddress: '198.51.100.40',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, LOG_RATE_LIMIT).every((status) => status === 204)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: entry,
      remoteAddress: '198.51.100.41',
    });
    expect(other.statusCode).toBe(204);
  });
});
