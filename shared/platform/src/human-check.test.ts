import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { leadingZeroBits, solveProofOfWork } from './human-check';

describe('human check (CONT-039)', () => {
  it('CONT-039: counts leading zero bits as the API does', () => {
    expect(leadingZeroBits(Uint8Array.of(0, 0x0f))).toBe(12);
    expect(leadingZeroBits(Uint8Array.of(0x80))).toBe(0);
    expect(leadingZeroBits(Uint8Array.of(0, 0))).toBe(16);
  });

  it('CONT-039: the solution hashes, with the challenge, to the asked leading zero bits', async () => {
    const token = await solveProofOfWork('h1.1.10.abc.sig', 10, webcrypto.subtle as SubtleCrypto);
    const separator = token.lastIndexOf(':');
    expect(token.slice(0, separator)).toBe('h1.1.10.abc.sig');
    const digest = createHash('sha256')
      .update(token.slice(0, separator) + token.slice(separator + 1))
      .digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
  });
});
