import { HUMAN_CHECK_HEADER } from '@shop/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { HumanCheck } from './human-check';
import { clientKey } from './rate-limit';
import { MAX_KEYS, memoryWindows, type WindowCounter } from './shared-state';

/** Searches per minute and client before a human check is asked (ADR 0105). */
export const DEFAULT_SEARCH_BOT_CHECK_PER_MINUTE = 120;
/** How long one solved check lets its client search without counting. */
export const DEFAULT_BOT_CHECK_PASS_MS = 10 * 60_000;
const WINDOW_MS = 60_000;

/** The budget of env SEARCH_BOT_CHECK_PER_MINUTE: a whole number ≥ 0 (0 = off), else the default. */
export function searchBotCheckPerMinute(value = process.env.SEARCH_BOT_CHECK_PER_MINUTE): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SEARCH_BOT_CHECK_PER_MINUTE;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(
      `SEARCH_BOT_CHECK_PER_MINUTE must be a whole number ≥ 0 (0 turns the check off), not "${value}"`,
    );
  }
  return parsed;
}

export interface BotCheckOptions {
  /** Requests per minute and client answered without a check; 0 turns the check off. */
  perMinute: number;
  /** Verifies (and spends) the token of `X-Human-Check`. */
  humanCheck: HumanCheck;
  /** A request never counted nor checked (a signed-in care agent, SHELL-053). */
  isExempt?: (request: FastifyRequest) => Promise<boolean>;
  /** How long a solved check lets its client pass; default 10 minutes. */
  passMs?: number;
  /** Where the minutes are counted; default this node's memory (ADR 0105: no write per search). */
  windows?: WindowCounter;
  /** What is counted, for the message and the window's name; default "searches". */
  what?: string;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

/** A check run before a route's handler (an onRequest hook); it throws to refuse. */
export type RequestCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Clients holding a pass until a time, in this node's memory, at most `maxKeys` of them. */
function memoryPasses(maxKeys = MAX_KEYS) {
  const passes = new Map<string, number>();
  return {
    holds(client: string, now: number): boolean {
      const until = passes.get(client);
      if (until === undefined) return false;
      if (until > now) return true;
      passes.delete(client);
      return false;
    },
    grant(client: string, until: number, now: number): void {
      if (passes.size >= maxKeys) {
        for (const [old, end] of passes) if (end <= now) passes.delete(old);
        for (const old of passes.keys()) {
          if (passes.size < maxKeys) break;
          passes.delete(old);
        }
      }
      passes.delete(client);
      passes.set(client, until);
    },
  };
}

/**
 * The bot check of a high-volume read (SHELL-053, ADR 0105), as an onRequest hook: each client
 * (`clientKey`) gets `perMinute` requests a minute; beyond, 429 HUMAN_CHECK_REQUIRED unless the
 * request carries a solved human-check challenge in `X-Human-Check`, which is spent and gives the
 * client a pass of `passMs` during which it is not counted. A token that does not verify (wrong,
 * expired, replayed) is refused whatever the count. Exempt requests (a care agent) are neither
 * counted nor checked. Off (a hook doing nothing) when `perMinute` is 0.
 */
export function botCheck({
  perMinute,
  humanCheck,
  isExempt,
  passMs = DEFAULT_BOT_CHECK_PASS_MS,
  windows = memoryWindows(),
  what = 'searches',
  now: clock = () => Date.now(),
}: BotCheckOptions): RequestCheck {
  const passes = memoryPasses();
  const solve = `solve a challenge of GET /api/front/human-check/challenge and send it in ${HUMAN_CHECK_HEADER}`;
  return async function checkForBots(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (perMinute <= 0) return;
    if (isExempt && (await isExempt(request))) return;
    const now = clock();
    const client = clientKey(request.ip);
    const token = request.headers[HUMAN_CHECK_HEADER];
    if (token !== undefined) {
      if (typeof token === 'string' && (await humanCheck.verify(token, now))) {
        passes.grant(client, now + passMs, now);
        return;
      }
      reply.header('cache-control', 'no-store');
      throw new HttpError(
        429,
        'HUMAN_CHECK_REQUIRED',
        `The human check is wrong, expired or used before: ${solve}`,
      );
    }
    if (passes.holds(client, now)) return;
    const window = await windows.hit(`${what}|${client}`, WINDOW_MS, now);
    if (window.count <= perMinute) return;
    const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    reply.header('retry-after', String(seconds)).header('cache-control', 'no-store');
    throw new HttpError(
      429,
      'HUMAN_CHECK_REQUIRED',
      `Too many ${what}: at most ${perMinute} per minute; retry in ${seconds} s, or ${solve}`,
    );
  };
}
