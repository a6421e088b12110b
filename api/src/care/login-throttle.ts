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

export interface LoginThrottle {
  /** Throws 429 (Retry-After set on `reply`) when this address or account must still wait. */
  check(ip: string, email: string, setRetryAfter: (seconds: number) => void): void;
  failed(ip: string, email: string): void;
  succeeded(ip: string, email: string): void;
}

/**
 * Back-off on failed care logins, per address and per account, checked BEFORE the password is
 * hashed (a throttled attempt costs no scrypt). In memory per process: a shared store replaces the
 * maps at scale-out (ADR 0060).
 */
export function createLoginThrottle(now: () => number = () => Date.now()): LoginThrottle {
  const byAddress = new Map<string, Failures>();
  const byAccount = new Map<string, Failures>();
  const accountKey = (email: string) => email.trim().toLowerCase();

  const current = (map: Map<string, Failures>, key: string, at: number) => {
    const entry = map.get(key);
    if (entry && at - entry.lastAt > FAILURE_MEMORY_MS) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  const record = (map: Map<string, Failures>, key: string, free: number, at: number) => {
    if (map.size >= MAX_KEYS) {
      for (const [old, entry] of map) if (at - entry.lastAt > FAILURE_MEMORY_MS) map.delete(old);
      for (const old of map.keys()) {
        if (map.size < MAX_KEYS) break;
        map.delete(old);
      }
    }
    const entry = current(map, key, at) ?? { count: 0, nextAt: 0, lastAt: at };
    entry.count += 1;
    entry.lastAt = at;
    const over = entry.count - free;
    entry.nextAt = over > 0 ? at + Math.min(MAX_WAIT_MS, 1000 * 2 ** (over - 1)) : 0;
    map.set(key, entry);
  };

  return {
    check(ip, email, setRetryAfter) {
      const at = now();
      const waits = [
        current(byAddress, clientKey(ip), at)?.nextAt ?? 0,
        current(byAccount, accountKey(email), at)?.nextAt ?? 0,
      ];
      const until = Math.max(...waits);
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
    failed(ip, email) {
      const at = now();
      record(byAddress, clientKey(ip), ADDRESS_FREE_FAILURES, at);
      record(byAccount, accountKey(email), ACCOUNT_FREE_FAILURES, at);
    },
    succeeded(ip, email) {
      byAccount.delete(accountKey(email));
      byAddress.delete(clientKey(ip));
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
