import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Clients remembered at once; beyond, the oldest windows are forgotten. */
export const MAX_KEYS = 50_000;

/**
 * The client a limit counts against (ADR 0011): an IPv4 address (IPv4-mapped IPv6 included) as
 * is, an IPv6 address by its /64 network, since one subscriber usually holds a whole /64.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; only the first four groups matter.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - rightGroups.length).fill('0'), ...rightGroups]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface RateLimitOptions {
  /** What is limited, for the 429 message: "Too many <what>: …". Default "requests". */
  what?: string;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

/**
 * A fixed-window limit per client (request.ip, see `clientKey`), kept in memory (per process):
 * `limit` requests per `windowMs`; beyond, 429 TOO_MANY_REQUESTS with Retry-After and a
 * message saying what was limited and when to retry. Use as an onRequest hook.
 */
export function rateLimit(limit: number, windowMs = 60_000, options: RateLimitOptions = {}) {
  const { what = 'requests', now: clock = () => Date.now() } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const per = windowMs === 60_000 ? 'minute' : `${Math.round(windowMs / 1000)} s`;
  return async function limitRate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const now = clock();
    if (windows.size >= MAX_KEYS) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      // Still full (a flood of addresses): forget the oldest windows rather than grow.
      for (const key of windows.keys()) {
        if (windows.size < MAX_KEYS) break;
        windows.delete(key);
      }
    }
    const key = clientKey(request.ip);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many ${what}: at most ${limit} per ${per}, retry in ${seconds} s`,
      );
    }
  };
}
