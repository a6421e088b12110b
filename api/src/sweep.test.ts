import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { analyticsEvents, careSessions, logs } from './db/schema';
import { sweepOnce } from './sweep';
import { createTestApp, type TestApp } from './testing/test-app';
import { ANALYTICS_RETENTION_DAYS, LOG_RETENTION_DAYS } from './tracking';

describe('the retention sweep (issue 15 §4, ADR 0063)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  it('issue 15 §4: deletes logs and analytics past retention, keeps recent ones; drops expired care sessions', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const day = 86_400_000;
    const orm = ctx.database.orm;
    const log = (createdAt: Date, message: string) =>
      orm
        .insert(logs)
        .values({ level: 'ERROR', message, location: '/', locale: 'fr_FR', createdAt });
    await log(new Date(now.getTime() - (LOG_RETENTION_DAYS + 1) * day), 'sweep-old');
    await log(new Date(now.getTime() - (LOG_RETENTION_DAYS - 1) * day), 'sweep-recent');
    await orm.insert(analyticsEvents).values([
      {
        pos: 'sweep-old',
        payload: {},
        receivedAt: new Date(now.getTime() - (ANALYTICS_RETENTION_DAYS + 1) * day),
      },
      { pos: 'sweep-recent', payload: {}, receivedAt: new Date(now.getTime() - day) },
    ]);
    await orm.insert(careSessions).values([
      { agentId: 1, expiresAt: new Date(now.getTime() - 1000) },
      { agentId: 1, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);

    const result = await sweepOnce(orm, now);
    expect(result).toMatchObject({ logs: 1, analyticsEvents: 1, careSessions: 1 });
    expect(await orm.select().from(logs).where(eq(logs.message, 'sweep-old'))).toEqual([]);
    expect(await orm.select().from(logs).where(eq(logs.message, 'sweep-recent'))).toHaveLength(1);
    expect(
      await orm.select().from(analyticsEvents).where(eq(analyticsEvents.pos, 'sweep-recent')),
    ).toHaveLength(1);
    expect(await orm.select().from(careSessions)).toHaveLength(1);
    // A second sweep finds nothing more.
    expect(await sweepOnce(orm, now)).toEqual({
      expiredOrders: 0,
      logs: 0,
      analyticsEvents: 0,
      careSessions: 0,
      rateLimitWindows: 0,
      usedTokens: 0,
      loginFailures: 0,
    });
  });
});
