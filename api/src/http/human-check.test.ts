import { createHash } from 'node:crypto';
import { createHumanCheck, leadingZeroBits, solveHumanCheck } from './human-check';
import { describe, expect, it } from '@jest/globals';

describe('proof-of-work human check', () => {
  const check = createHumanCheck('secret-one', 8);

  it('CONT-039: counts leading zero bits', () => {
    expect(leadingZeroBits(Buffer.from([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(Buffer.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Buffer.from([0, 0]))).toBe(16);
  });

  it('CONT-037: accepts a solved challenge once, and only before it expires', async () => {
    const issued = check.issue();
    expect(issued.difficulty).toBe(8);
    expect(Date.parse(issued.expiresAt)).toBeGreaterThan(Date.now());
    const token = solveHumanCheck(issued);
    const [challenge = '', nonce = ''] = token.split(':');
    expect(
      leadingZeroBits(
        createHash('sha256')
          .update(challenge + nonce)
          .digest(),
      ),
    ).toBeGreaterThanOrEqual(8);
    expect(await check.verify(token)).toBe(true);
    expect(await check.verify(token)).toBe(false);
    const late = solveHumanCheck(check.issue());
    expect(await check.verify(late, Date.now() + 11 * 60 * 1000)).toBe(false);
  });

  it('CONT-037: refuses forged, foreign, unsolved or malformed tokens', async () => {
    const issued = check.issue();
    const foreign = createHumanCheck('secret-two', 8);
    expect(await foreign.verify(solveHumanCheck(issued))).toBe(false);
    const easier = issued.challenge.replace('.8.', '.0.');
    expect(
      await check.verify(solveHumanCheck({ ...issued, challenge: easier, difficulty: 0 })),
    ).toBe(false);
    const wrongNonce = solveHumanCheck(check.issue()).replace(/:.*$/, ':zz!');
    for (const token of [
      undefined,
      '',
      'abc',
      ':',
      `${issued.challenge}:`,
      wrongNonce,
      'x'.repeat(600),
    ]) {
      expect(await check.verify(token)).toBe(false);
    }
  });
});
