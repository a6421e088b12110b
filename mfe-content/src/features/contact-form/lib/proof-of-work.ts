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
 * CONT-039: solves the self-hosted human check in the browser: the first nonce (base 36) for which
 * sha256(challenge + nonce) has `difficulty` leading zero bits. Answers "<challenge>:<nonce>".
 * Hashes with Web Crypto, yielding to the page between batches so that it stays responsive.
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
