import { lt } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { analyticsEvents, logs } from '../db/schema';

/** Client logs are kept this long (issue 15 §4, ADR 0063): enough to investigate a release. */
export const LOG_RETENTION_DAYS = 30;
/** Raw analytics events are kept this long; reports are built from them before. */
export const ANALYTICS_RETENTION_DAYS = 90;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Deletes logs and analytics events past their retention; answers how many rows went. */
export async function purgeOldTracking(
  orm: Orm,
  now: Date,
): Promise<{ logs: number; analyticsEvents: number }> {
  const goneLogs = await orm
    .delete(logs)
    .where(lt(logs.createdAt, daysBefore(now, LOG_RETENTION_DAYS)))
    .returning({ id: logs.id });
  const goneEvents = await orm
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, daysBefore(now, ANALYTICS_RETENTION_DAYS)))
    .returning({ id: analyticsEvents.id });
  return { logs: goneLogs.length, analyticsEvents: goneEvents.length };
}
