import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { handleError } from '../http/errors';
import { readDeployment } from '../http/deployment';
import { zodValidatorCompiler } from '../http/zod';
import { SEED_AGENT_EMAIL } from '../seed/index';
import { createTestApp, TEST_SEED, TEST_TOKEN_SECRET, type TestApp } from '../testing/test-app';
import { createCareAuth } from './care-auth';
import { careRoutes } from './care.routes';
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FREE_FAILURES,
  createLoginThrottle,
  databaseFailures,
  FAILURE_MEMORY_MS,
  MAX_WAIT_MS,
  purgeOldLoginFailures,
} from './login-throttle';

const GOOD = { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword };

describe('care login throttling (issue 15 §1, ADR 0061)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  /** care routes alone, with their own clock and hash cap. */
  async function careApp(
    db: Database,
    now: () => number,
    maxConcurrentHashes = 2,
  ): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setErrorHandler(handleError);
    const careAuth = createCareAuth({
      db,
      tokenSecret: TEST_TOKEN_SECRET,
      deployment: readDeployment({}),
    });
    await app.register(careRoutes, {
      prefix: '/api',
      db,
      careAuth,
      throttle: createLoginThrottle(now),
      maxConcurrentHashes,
    });
    await app.ready();
    return app;
  }

  it('issue 15 §1: per account, wrong passwords back off (429 + Retry-After), even from new addresses and with the right password', async () => {
    let now = 1_000_000;
    const app = await careApp(ctx.database, () => now);
    const login = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/care/login',
        payload: { email: SEED_AGENT_EMAIL, password },
        remoteAddress,
      });
    // The free failures, then one more: from now on each attempt on this account must wait.
    for (let i = 0; i <= ACCOUNT_FREE_FAILURES; i += 1) {
      expect((await login('wrong', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    // Even the right password, from a new address, waits 1 s (checked before hashing).
    const wait = await login(GOOD.password, '198.51.100.78');
    expect(wait.statusCode).toBe(429);
    expect(wait.headers['retry-after']).toBe('1');
    expect(wait.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    // The wait doubles with each further failure, up to the cap.
    now += 1_000;
    expect((await login('wrong', '198.51.100.79')).statusCode).toBe(401);
    expect((await login('wrong', '198.51.100.80')).headers['retry-after']).toBe('2');
    now += 2_000;
    expect((await login(GOOD.password, '198.51.100.81')).statusCode).toBe(200);
    // Success resets the account.
    expect((await login('wrong', '198.51.100.82')).statusCode).toBe(401);
    expect((await login('wrong', '198.51.100.83')).statusCode).toBe(401);
    await app.close();
  });

  it('issue 15 §1: per address, failures on many accounts back off that address only', async () => {
    const now = 5_000_000;
    const app = await careApp(ctx.database, () => now);
    const login = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/care/login',
        payload: { email, password: 'wrong' },
        remoteAddress,
      });
    for (let i = 0; i <= ADDRESS_FREE_FAILURES; i += 1) {
      expect((await login(`user${i}@example.test`, '203.0.113.9')).statusCode).toBe(401);
    }
    const limited = await login('another@example.test', '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('another@example.test', '203.0.113.10')).statusCode).toBe(401);
    await app.close();
  });

  it('issue 15 §1: the back-off is checked before hashing and is capped', async () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    const retry: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      await throttle.failed('192.0.2.1', 'a@example.test');
      now += MAX_WAIT_MS;
      // Each failure's wait has passed; a check now does not throw.
      await throttle.check('192.0.2.1', 'a@example.test', (s) => retry.push(s));
      now -= MAX_WAIT_MS - 1;
    }
    expect(retry).toEqual([]);
    await expect(
      throttle.check('192.0.2.1', 'a@example.test', (seconds) => retry.push(seconds)),
    ).rejects.toThrow(/Too many failed sign-ins/);
    expect(retry[0]).toBeLessThanOrEqual(MAX_WAIT_MS / 1000);
  });

  it('ADR 0053: failures counted in the database hold across nodes, back off the same way and are purged', async () => {
    let now = 5_000_000;
    const orm = ctx.database.orm;
    const [one, two] = [0, 1].map(() => createLoginThrottle(() => now, databaseFailures(orm)));
    const memory = createLoginThrottle(() => now);
    const waits: Record<string, number[]> = { database: [], memory: [] };
    // The same failures, alternately on two nodes (database) or on one (memory).
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 3; i += 1) {
      await (i % 2 ? two! : one!).failed(`198.51.100.${i}`, 'Shared@Example.test');
      await memory.failed(`198.51.100.${i}`, 'Shared@Example.test');
      for (const [name, throttle] of [
        ['database', i % 2 ? one! : two!],
        ['memory', memory],
      ] as const) {
        await throttle
          .check('198.51.100.200', 'shared@example.test', (seconds) => waits[name]!.push(seconds))
          .catch(() => undefined);
      }
    }
    // Free failures, then 1 s, 2 s, 4 s: the other node sees every failure.
    expect(waits.database).toEqual([1, 2, 4]);
    expect(waits.database).toEqual(waits.memory);
    // A success clears the account on every node.
    await one!.succeeded('198.51.100.200', 'shared@example.test');
    await expect(two!.check('198.51.100.201', 'shared@example.test', () => {})).resolves.toBe(
      undefined,
    );
    await two!.failed('198.51.100.202', 'later@example.test');
    now += FAILURE_MEMORY_MS + 1;
    expect(await purgeOldLoginFailures(orm, new Date(now))).toBeGreaterThanOrEqual(2);
  });

  it('issue 15 §1: concurrent password hashes are capped; beyond, 503 with Retry-After', async () => {
    const app = await careApp(ctx.database, () => Date.now(), 1);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/care/login',
          payload: { email: `flood${i}@example.test`, password: 'wrong' },
          remoteAddress: `192.0.2.${i + 10}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toContain(401);
    expect(statuses).toContain(503);
    const busy = responses.find((response) => response.statusCode === 503)!;
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    await app.close();
  });

  it('issue 15 §1: the login endpoint answers 429 beyond its per-address request rate', async () => {
    const responses = [];
    for (let i = 0; i < 32; i += 1) {
      responses.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/care/login',
          payload: { email: 'not-an-email' },
          remoteAddress: '192.0.2.200',
        }),
      );
    }
    expect(responses.slice(0, 30).every((response) => response.statusCode === 400)).toBe(true);
    expect(responses[31]!.statusCode).toBe(429);
  });
});
