import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { memoryWindows, type WindowCounter } from './shared-state';

export { MAX_KEYS } from './shared-state';

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
  /**
   * Where the windows are counted: `sharedState(db).windows()` (PostgreSQL: every node counts in
   * one table, ADR 0053). Default: this limit's own memory.
   */
  store?: WindowCounter;
  /** Names the limit within a shared store; default `what`. */
  name?: string;
}

/**
 * A fixed-window limit per client (request.ip, see `clientKey`): `limit` requests per
 * `windowMs`; beyond, 429 TOO_MANY_REQUESTS with Retry-After and a message saying what was
 * limited and when to retry. Use as an onRequest hook.
 */
export function rateLimit(limit: number, windowMs = 60_000, options: RateLimitOptions = {}) {
  const {
    what = 'requests',
    now: clock = () => Date.now(),
    store = memoryWindows(),
    name = what,
  } = options;
  const per = windowMs === 60_000 ? 'minute' : `${Math.round(windowMs / 1000)} s`;
  return async function limitRate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const now = clock();
    const window = await store.hit(`${name}|${clientKey(request.ip)}`, windowMs, now);
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
