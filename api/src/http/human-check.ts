import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HumanCheckChallenge } from '@shop/api-contract';
import { memorySpentTokens, type SpentTokens } from './shared-state';

/** Leading zero bits asked of sha256(challenge + nonce); env HUMAN_CHECK_DIFFICULTY overrides. */
export const DEFAULT_HUMAN_CHECK_DIFFICULTY = 16;
const TTL_MS = 10 * 60 * 1000;
const VERSION = 'h1';

export interface HumanCheck {
  readonly difficulty: number;
  issue(now?: number): HumanCheckChallenge;
  /** True for "<challenge>:<nonce>" solving a challenge of ours, unexpired and not used before. */
  verify(token: string | undefined, now?: number): Promise<boolean>;
}

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Self-hosted proof-of-work human check (CONT-037, CONT-039): challenges are HMAC-signed and carry
 * their expiry and difficulty, so issuing keeps no state; solved challenges are spent in `spent`
 * until they expire so that one solution cannot be replayed — on any node when `spent` is the
 * database's (`sharedState(db).spentTokens()`, ADR 0053); default this process's memory.
 */
export function createHumanCheck(
  secret: string,
  difficulty = Number(process.env.HUMAN_CHECK_DIFFICULTY) || DEFAULT_HUMAN_CHECK_DIFFICULTY,
  spent: SpentTokens = memorySpentTokens(),
): HumanCheck {
  const key = createHmac('sha256', 'human-check').update(secret).digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    difficulty,
    issue(now = Date.now()) {
      const expiresAt = now + TTL_MS;
      const body = `${VERSION}.${expiresAt}.${difficulty}.${randomBytes(12).toString('base64url')}`;
      return {
        challenge: `${body}.${sign(body)}`,
        difficulty,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
    async verify(token, now = Date.now()) {
      if (!token || token.length > 512) return false;
      const separator = token.lastIndexOf(':');
      const challenge = token.slice(0, separator);
      const nonce = token.slice(separator + 1);
      if (separator < 0 || !/^[\w-]{1,64}$/.test(nonce)) return false;
      const parts = challenge.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) return false;
      const [, expires, bits, , signature = ''] = parts;
      const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const expiresAt = Number(expires);
      const asked = Number(bits);
      if (!(expiresAt > now) || !(asked >= difficulty)) return false;
      const digest = createHash('sha256')
        .update(challenge + nonce)
        .digest();
      if (leadingZeroBits(digest) < asked) return false;
      // Spent last, once the work is checked: a wrong nonce does not burn the challenge.
      return spent.spend(challenge, expiresAt, now);
    },
  };
}

/** Finds a nonce for a challenge (tests, scripts): what a browser does in a worker. */
export function solveHumanCheck({ challenge, difficulty }: HumanCheckChallenge): string {
  for (let nonce = 0; ; nonce += 1) {
    const text = nonce.toString(36);
    if (
      leadingZeroBits(
        createHash('sha256')
          .update(challenge + text)
          .digest(),
      ) >= difficulty
    ) {
      return `${challenge}:${text}`;
    }
  }
}
