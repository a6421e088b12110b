/**
 * State every API node must agree on (issue 15 "Scale-out", ADR 0053): rate-limit windows and
 * spent single-use tokens (human-check solutions). On PostgreSQL — where several nodes share one
 * database — both live in it (tables rate_limit_windows, used_tokens), one statement per hit, so
 * that a client cannot multiply a limit by the number of nodes nor replay a solution on another
 * node. PGlite serves a single process: there they stay in that process's memory, as before.
 */
import { lte, sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client';
import { rateLimitWindows, usedTokens } from '../db/schema';

/** Keys remembered at once by an in-memory store; beyond, the oldest are forgotten. */
export const MAX_KEYS = 50_000;

export interface Window {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends, in epoch ms. */
  resetAt: number;
}

/** Fixed windows per key: `hit` counts one more hit in the key's window at `now` (epoch ms). */
export interface WindowCounter {
  hit(key: string, windowMs: number, now: number): Promise<Window>;
}

/** Single-use tokens: `spend` is true the first time a token is spent, false ever after. */
export interface SpentTokens {
  spend(token: string, expiresAt: number, now: number): Promise<boolean>;
}

/** A node's own windows (one process, or a test): a Map, pruned when it reaches `maxKeys`. */
export function memoryWindows(maxKeys = MAX_KEYS): WindowCounter {
  const windows = new Map<string, Window>();
  return {
    async hit(key, windowMs, now) {
      if (windows.size >= maxKeys) {
        for (const [old, window] of windows) if (window.resetAt <= now) windows.delete(old);
        // Still full (a flood of addresses): forget the oldest windows rather than grow.
        for (const old of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(old);
        }
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
  };
}

/**
 * Windows in PostgreSQL: one `insert … on conflict do update … returning` per hit, atomic per
 * key however many nodes count at once. Times are the nodes' clocks (kept by NTP).
 */
export function databaseWindows(orm: Orm): WindowCounter {
  const t = rateLimitWindows;
  return {
    async hit(key, windowMs, now) {
      const [row] = await orm
        .insert(t)
        .values({ key, count: 1, resetAt: now + windowMs })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            // Both read the row as it was: a window that has ended starts again at 1.
            count: sql`case when ${t.resetAt} <= ${now} then 1 else ${t.count} + 1 end`,
            resetAt: sql`case when ${t.resetAt} <= ${now} then excluded.reset_at else ${t.resetAt} end`,
          },
        })
        .returning({ count: t.count, resetAt: t.resetAt });
      return row!;
    },
  };
}

/** A node's own spent tokens, forgotten once expired; when full, refuses rather than forgets. */
export function memorySpentTokens(maxKeys = 100_000): SpentTokens {
  const spent = new Map<string, number>();
  return {
    async spend(token, expiresAt, now) {
      if (spent.has(token)) return false;
      if (spent.size >= maxKeys) {
        for (const [old, until] of spent) if (until <= now) spent.delete(old);
      }
      // A flood of valid solutions within their lifetime: refuse, never forget a live one.
      if (spent.size >= maxKeys) return false;
      spent.set(token, expiresAt);
      return true;
    },
  };
}

/** Spent tokens in PostgreSQL: the primary key decides which node spends a token first. */
export function databaseSpentTokens(orm: Orm): SpentTokens {
  return {
    async spend(token, expiresAt) {
      const inserted = await orm
        .insert(usedTokens)
        .values({ key: token, expiresAt })
        .onConflictDoNothing()
        .returning({ key: usedTokens.key });
      return inserted.length === 1;
    },
  };
}

/**
 * The stores of a database: shared in PostgreSQL, else (PGlite, one process) a fresh in-memory
 * store per call, i.e. per limit — what each limit had before scale-out.
 */
export function sharedState(db: Pick<Database, 'driver' | 'orm'>): {
  windows(): WindowCounter;
  spentTokens(): SpentTokens;
} {
  const shared = db.driver === 'postgres';
  return {
    windows: () => (shared ? databaseWindows(db.orm) : memoryWindows()),
    spentTokens: () => (shared ? databaseSpentTokens(db.orm) : memorySpentTokens()),
  };
}

/** Deletes ended windows and expired tokens (the sweeper, every node; idempotent). */
export async function purgeSharedState(
  orm: Orm,
  now: Date,
): Promise<{ rateLimitWindows: number; usedTokens: number }> {
  const at = now.getTime();
  const windows = await orm
    .delete(rateLimitWindows)
    .where(lte(rateLimitWindows.resetAt, at))
    .returning({ key: rateLimitWindows.key });
  const tokens = await orm
    .delete(usedTokens)
    .where(lte(usedTokens.expiresAt, at))
    .returning({ key: usedTokens.key });
  return { rateLimitWindows: windows.length, usedTokens: tokens.length };
}
