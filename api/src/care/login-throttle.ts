import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { loginFailures } from '../db/schema';
import { HttpError } from '../http/errors';
import { clientKey, MAX_KEYS } from '../http/rate-limit';

/**
 * Wrong passwords allowed per account before each further attempt must wait (issue 15 §1,
 * ADR 0061); the wait doubles with each failure from 1 s up to MAX_WAIT_MS.
 */
export const ACCOUNT_FREE_FAILURES = 5;
/** Per client address (IPv4, IPv6 /64): an office behind one address holds several agents. */
export const ADDRESS_FREE_FAILURES = 10;
/** The longest back-off: a locked-out agent waits at most this long (no permanent lock-out). */
export const MAX_WAIT_MS = 15 * 60_000;
/** Failures are forgotten this long after the last one. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

interface Failures {
  count: number;
  /** When the next attempt may be checked; 0 while under the free failures. */
  nextAt: number;
  lastAt: number;
}

/**
 * Where failures are counted, per key ("address|…", "account|…"): in this process's memory, or
 * in PostgreSQL (table login_failures) so that every node sees every failure (ADR 0053).
 */
export interface FailureStore {
  /** The key's failures unless forgotten (last one more than FAILURE_MEMORY_MS before `at`). */
  current(key: string, at: number): Promise<Failures | undefined>;
  /** One more failure at `at`; beyond `free` failures the next attempt waits (doubling). */
  record(key: string, free: number, at: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The wait after `count` failures of which `free` are free: 1 s, 2 s, 4 s… up to MAX_WAIT_MS. */
const nextAttemptAt = (count: number, free: number, at: number) =>
  count > free ? at + Math.min(MAX_WAIT_MS, 1000 * 2 ** (count - free - 1)) : 0;

export function memoryFailures(): FailureStore {
  const failures = new Map<string, Failures>();
  const current = (key: string, at: number) => {
    const entry = failures.get(key);
    if (entry && at - entry.lastAt > FAILURE_MEMORY_MS) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async current(key, at) {
      return current(key, at);
    },
    async record(key, free, at) {
      if (failures.size >= MAX_KEYS) {
        for (const [old, entry] of failures) {
          if (at - entry.lastAt > FAILURE_MEMORY_MS) failures.delete(old);
        }
        for (const old of failures.keys()) {
          if (failures.size < MAX_KEYS) break;
          failures.delete(old);
        }
      }
      const entry = current(key, at) ?? { count: 0, nextAt: 0, lastAt: at };
      entry.count += 1;
      entry.lastAt = at;
      entry.nextAt = nextAttemptAt(entry.count, free, at);
      failures.set(key, entry);
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}

/** Failures in PostgreSQL: one atomic upsert per failure, whichever node sees it. */
export function databaseFailures(orm: Orm): FailureStore {
  const t = loginFailures;
  return {
    async current(key, at) {
      const [row] = await orm
        .select({ count: t.count, nextAt: t.nextAt, lastAt: t.lastAt })
        .from(t)
        .where(and(eq(t.key, key), gte(t.lastAt, at - FAILURE_MEMORY_MS)));
      return row;
    },
    async record(key, free, at) {
      // The count after this failure: 1 when the earlier ones are forgotten.
      const count = sql`(case when ${t.lastAt} < ${at - FAILURE_MEMORY_MS} then 1 else ${t.count} + 1 end)`;
      await orm
        .insert(t)
        .values({ key, count: 1, nextAt: nextAttemptAt(1, free, at), lastAt: at })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count,
            lastAt: sql`${at}`,
            nextAt: sql`case when ${count} > ${free}
              then ${at} + least(${MAX_WAIT_MS}, 1000 * power(2, ${count} - ${free} - 1))::bigint
              else 0 end`,
          },
        });
    },
    async clear(key) {
      await orm.delete(t).where(eq(t.key, key));
    },
  };
}

/** Deletes failures forgotten anyway (the sweeper). */
export async function purgeOldLoginFailures(orm: Orm, now: Date): Promise<number> {
  const deleted = await orm
    .delete(loginFailures)
    .where(lt(loginFailures.lastAt, now.getTime() - FAILURE_MEMORY_MS))
    .returning({ key: loginFailures.key });
  return deleted.length;
}

export interface LoginThrottle {
  /** Throws 429 (Retry-After set on `reply`) when this address or account must still wait. */
  check(ip: string, email: string, setRetryAfter: (seconds: number) => void): Promise<void>;
  failed(ip: string, email: string): Promise<void>;
  succeeded(ip: string, email: string): Promise<void>;
}

/**
 * Back-off on failed care logins, per address and per account, checked BEFORE the password is
 * hashed (a throttled attempt costs no scrypt). Counted in `store`: this process's memory by
 * default, the database's login_failures on PostgreSQL (care.routes.ts, ADR 0053).
 */
export function createLoginThrottle(
  now: () => number = () => Date.now(),
  store: FailureStore = memoryFailures(),
): LoginThrottle {
  const addressKey = (ip: string) => `address|${clientKey(ip)}`;
  const accountKey = (email: string) => `account|${email.trim().toLowerCase()}`;

  return {
    async check(ip, email, setRetryAfter) {
      const at = now();
      const [address, account] = await Promise.all([
        store.current(addressKey(ip), at),
        store.current(accountKey(email), at),
      ]);
      const until = Math.max(address?.nextAt ?? 0, account?.nextAt ?? 0);
      if (until > at) {
        const seconds = Math.max(1, Math.ceil((until - at) / 1000));
        setRetryAfter(seconds);
        throw new HttpError(
          429,
          'TOO_MANY_REQUESTS',
          `Too many failed sign-ins: retry in ${seconds} s`,
        );
      }
    },
    async failed(ip, email) {
      const at = now();
      await store.record(addressKey(ip), ADDRESS_FREE_FAILURES, at);
      await store.record(accountKey(email), ACCOUNT_FREE_FAILURES, at);
    },
    async succeeded(ip, email) {
      await store.clear(accountKey(email));
      await store.clear(addressKey(ip));
    },
  };
}

/**
 * At most `max` password hashes at once (issue 15 §1): scrypt runs on libuv's small thread pool,
 * which static files and DNS share; beyond the cap a login answers 503 with Retry-After at once
 * instead of queueing behind a flood.
 */
export function createHashGate(max: number) {
  let active = 0;
  return async function gated<T>(
    task: () => Promise<T>,
    setRetryAfter: (seconds: number) => void,
  ): Promise<T> {
    if (active >= max) {
      setRetryAfter(1);
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Sign-in is busy: retry in 1 s');
    }
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
    }
  };
}
