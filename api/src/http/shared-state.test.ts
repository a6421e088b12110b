import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { Database } from '../db/client';
import { rateLimitWindows, usedTokens } from '../db/schema';
import { createTestDatabase } from '../testing/test-app';
import { handleError } from './errors';
import { createHumanCheck, solveHumanCheck } from './human-check';
import { rateLimit } from './rate-limit';
import {
  databaseSpentTokens,
  databaseWindows,
  memoryWindows,
  purgeSharedState,
  sharedState,
} from './shared-state';

/** Two "nodes": two Fastify instances with the same limit, counting in `store`s of one database. */
function nodeWith(store: ReturnType<typeof databaseWindows>) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/limited', { onRequest: rateLimit(3, 60_000, { what: 'tries', store }) }, async () => ({
    ok: true,
  }));
  return app;
}

describe('state shared by every API node (issue 15 scale-out, ADR 0053)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close(), 60_000);

  it('ADR 0053: a limit counted in the database holds across nodes: 3 per minute in all, not per node', async () => {
    const one = nodeWith(databaseWindows(database.orm));
    const two = nodeWith(databaseWindows(database.orm));
    const statuses: number[] = [];
    for (const node of [one, two, one, two, one]) {
      const answer = await node.inject({
        method: 'GET',
        url: '/limited',
        remoteAddress: '203.0.113.9',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client has its own window.
    const other = await two.inject({
      method: 'GET',
      url: '/limited',
      remoteAddress: '198.51.100.1',
    });
    expect(other.statusCode).toBe(200);
  });

  it('ADR 0053: concurrent hits each get their own count; an ended window starts again at 1', async () => {
    const store = databaseWindows(database.orm);
    const now = 5_000_000;
    const windows = await Promise.all(
      Array.from({ length: 20 }, () => store.hit('burst|203.0.113.10', 1_000, now)),
    );
    expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(new Set(windows.map((window) => window.resetAt))).toEqual(new Set([now + 1_000]));
    expect(await store.hit('burst|203.0.113.10', 1_000, now + 1_000)).toEqual({
      count: 1,
      resetAt: now + 2_000,
    });
    // The in-memory store counts the same way.
    const memory = memoryWindows();
    expect((await memory.hit('k', 1_000, now)).count).toBe(1);
    expect((await memory.hit('k', 1_000, now + 999)).count).toBe(2);
    expect(await memory.hit('k', 1_000, now + 1_000)).toEqual({ count: 1, resetAt: now + 2_000 });
  });

  it('CONT-037, ADR 0053: a human-check solution spent on one node is refused on another', async () => {
    const secret = 'shared-secret-of-the-nodes';
    const one = createHumanCheck(secret, 4, databaseSpentTokens(database.orm));
    const two = createHumanCheck(secret, 4, databaseSpentTokens(database.orm));
    const token = solveHumanCheck(one.issue());
    const answers = await Promise.all([one.verify(token), two.verify(token), two.verify(token)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await one.verify(token)).toBe(false);
    // A fresh solution still passes on the other node.
    expect(await two.verify(solveHumanCheck(one.issue()))).toBe(true);
  });

  it('ADR 0053: PostgreSQL shares the stores, PGlite (one process) keeps one per limit in memory', async () => {
    const state = sharedState(database);
    const [a, b] = [state.windows(), state.windows()];
    await a.hit('driver|203.0.113.11', 60_000, 1);
    const second = await b.hit('driver|203.0.113.11', 60_000, 2);
    expect(second.count).toBe(database.driver === 'postgres' ? 2 : 1);
  });

  it('ADR 0053: the sweep deletes ended windows and expired tokens only', async () => {
    await database.orm.delete(rateLimitWindows);
    await database.orm.delete(usedTokens);
    const store = databaseWindows(database.orm);
    await store.hit('old|203.0.113.12', 1_000, 10_000);
    await store.hit('live|203.0.113.12', 60_000, 10_000);
    const tokens = databaseSpentTokens(database.orm);
    await tokens.spend('old-token', 10_500, 10_000);
    await tokens.spend('live-token', 90_000, 10_000);
    expect(await purgeSharedState(database.orm, new Date(11_000))).toEqual({
      rateLimitWindows: 1,
      usedTokens: 1,
    });
    expect((await database.orm.select().from(rateLimitWindows)).map((row) => row.key)).toEqual([
      'live|203.0.113.12',
    ]);
    expect((await database.orm.select().from(usedTokens)).map((row) => row.key)).toEqual([
      'live-token',
    ]);
  });
});
