import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const MAX_KEYS = 50_000;

/**
 * A fixed-window limit per client IP, kept in memory (per process): `limit` requests per
 * `windowMs`; beyond, 429 TOO_MANY_REQUESTS with Retry-After. Use as an onRequest hook.
 */
export function rateLimit(limit: number, windowMs = 60_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async function limitRate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const now = Date.now();
    if (windows.size >= MAX_KEYS) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    }
    const key = request.ip;
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
        `Too many requests: at most ${limit} per minute, retry in ${seconds} s`,
      );
    }
  };
}
