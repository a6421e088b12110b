/**
 * The periodic clean-up of every node (issue 15 §4, ADR 0063): unpaid orders past their payment
 * window expire (and release their gift-card holds), logs and analytics events past their
 * retention are deleted, expired care sessions are removed. Each step is one idempotent
 * statement, so several nodes sweeping at once do no harm. Ended rate-limit windows, expired
 * human-check solutions and forgotten sign-in failures (ADR 0053) go too. SWEEP_INTERVAL_MS (default 5 min),
 * SWEEP=off to run none.
 */
import type { FastifyBaseLogger } from 'fastify';
import { purgeExpiredSessions, purgeOldLoginFailures } from './care';
import type { Orm } from './db/client';
import { purgeSharedState } from './http/shared-state';
import { expireUnpaidOrders } from './purchase';
import { purgeOldTracking } from './tracking';

export interface SweepResult {
  expiredOrders: number;
  logs: number;
  analyticsEvents: number;
  careSessions: number;
  rateLimitWindows: number;
  usedTokens: number;
  loginFailures: number;
}

/** One sweep at `now`. */
export async function sweepOnce(orm: Orm, now: Date): Promise<SweepResult> {
  const expiredOrders = await expireUnpaidOrders(orm, now);
  const tracking = await purgeOldTracking(orm, now);
  const careSessions = await purgeExpiredSessions(orm, now);
  const shared = await purgeSharedState(orm, now);
  const loginFailures = await purgeOldLoginFailures(orm, now);
  return { expiredOrders, ...tracking, careSessions, ...shared, loginFailures };
}

/** Sweeps now and then every `intervalMs`; `stop()` waits for a running sweep. */
export function startSweeper(
  orm: Orm,
  log: FastifyBaseLogger,
  intervalMs = Number(process.env.SWEEP_INTERVAL_MS ?? 5 * 60_000),
): { stop(): Promise<void> } {
  if (process.env.SWEEP === 'off') return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweepOnce(orm, new Date()).then(
      (result) => {
        if (Object.values(result).some((count) => count > 0)) log.info(result, 'swept');
      },
      (error: unknown) => log.error({ err: error }, 'sweep failed'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
