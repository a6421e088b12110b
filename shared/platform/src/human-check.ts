import { fetchApiLazy } from '@shop/api-contract';

/**
 * The self-hosted human check (proof of work, CONT-037, CONT-039) of every form and call that asks
 * for one: the contact form (mfe-content), the shell's newsletter box and modal (CONT-048..055)
 * and the search beyond its budget (SHELL-053, ADR 0105). Subpath `@shop/platform/human-check`:
 * bundled with the form that needs it, or imported when a call is refused, never with a page's
 * first load of the shared platform.
 */
export const HUMAN_CHECK_URL = '/api/front/human-check/challenge';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["humanCheckChallengeSchema"] */ '@shop/api-contract');

/** Number of leading zero bits of a digest (as the API counts them, api/src/http/human-check). */
export function leadingZeroBits(digest: Uint8Array): number {
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
 * CONT-039: the first nonce (base 36) for which sha256(challenge + nonce) has `difficulty` leading
 * zero bits; answers "<challenge>:<nonce>". Hashes with Web Crypto, yielding to the page between
 * batches so that it stays responsive.
 */
export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const encoder = new TextEncoder();
  const BATCH = 256;
  for (let start = 0; ; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, offset) =>
        subtle.digest('SHA-256', encoder.encode(challenge + (start + offset).toString(36))),
      ),
    );
    const index = digests.findIndex(
      (digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty,
    );
    if (index >= 0) return `${challenge}:${(start + index).toString(36)}`;
  }
}

/**
 * API-042, CONT-039: a fresh challenge of GET /api/front/human-check/challenge, solved: the token
 * a form or call sends (never cached: each challenge is good for one send).
 */
export async function humanCheckToken(): Promise<string> {
  const { challenge, difficulty } = await fetchApiLazy(
    HUMAN_CHECK_URL,
    async () => (await contract()).humanCheckChallengeSchema,
    { cache: 'no-store' },
  );
  return solveProofOfWork(challenge, difficulty);
}
