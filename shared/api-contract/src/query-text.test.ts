import { safeParse, z } from 'zod/mini';
import { describe, expect, it } from '@jest/globals';
import { numberText } from './query-text';

describe('numberText (query parameters)', () => {
  const latitude = numberText(z.number().check(z.minimum(-90), z.maximum(90)));

  it('reads coordinates as JavaScript writes them (up to 17 significant decimals)', () => {
    expect(safeParse(latitude, String(45.76404300000001)).data).toBe(45.76404300000001);
    expect(safeParse(latitude, '-3.7').data).toBe(-3.7);
  });

  it('refuses what is not a plain decimal number', () => {
    for (const bad of ['', '1e5', 'NaN', '12.', '.5', '0x10', '95'])
      expect(safeParse(latitude, bad).success).toBe(false);
  });
});
