import { describe, expect, it } from '@jest/globals';
import { parseMinisite } from './minisite';

describe('PROD-017 minisite context', () => {
  it('PROD-017: reads ?minisite= from the page query (first occurrence)', () => {
    expect(parseMinisite('?minisite=partner-12')).toBe('partner-12');
    expect(parseMinisite('lng=en&minisite=ce.club:7&minisite=other')).toBe('ce.club:7');
    expect(parseMinisite(new URLSearchParams('minisite=abc'))).toBe('abc');
  });

  it('PROD-017: absent, empty or malformed values give no minisite, never an error', () => {
    expect(parseMinisite('')).toBeUndefined();
    expect(parseMinisite(null)).toBeUndefined();
    expect(parseMinisite('?minisite=')).toBeUndefined();
    expect(parseMinisite('?minisite=%3Cscript%3E')).toBeUndefined();
    expect(parseMinisite(`?minisite=${'a'.repeat(101)}`)).toBeUndefined();
    expect(parseMinisite('?minisite=a%00b')).toBeUndefined();
  });
});
