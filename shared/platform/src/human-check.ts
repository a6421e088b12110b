import { fetchApi, humanCheckChallengeSchema } from '@shop/api-contract';

/**
 * The self-hosted human check (proof of work) for the shop's forms outside mfe-content's contact
 * form, e.g. the shell's newsletter box and modal (CONT-048..055). Loaded with the form that needs
 * it (subpath `@shop/platform/human-check`), never with a page's first load.
 */
export const HUMAN_CHECK_URL = '/api/front/human-check/challenge';

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

/** The first nonce (base 36) for which sha256(challenge + nonce) has `difficulty` zero bits. */
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

/** A fresh challenge solved: the token a form sends (each challenge is good for one send). */
export async function humanCheckToken(): Promise<string> {
  const { challenge, difficulty } = await fetchApi(HUMAN_CHECK_URL, humanCheckChallengeSchema, {
    cache: 'no-store',
  });
  return solveProofOfWork(challenge, difficulty);
}
