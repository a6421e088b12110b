import { describe, expect, it } from '@jest/globals';
import { formatDate, formatPrice } from './format';
import { formattingLocale } from './languages';

describe('formatPrice (CRIT-002: cents in, euros out)', () => {
  it('divides cents by 100 for display', () => {
    expect(formatPrice(12_900, 'fr-FR').replace(/\s/g, ' ')).toBe('129 €');
    expect(formatPrice(12_950, 'en').replace(/\s/g, ' ')).toBe('€129.50');
  });

  it('CRIT-077: rounds stay prices up when asked', () => {
    expect(formatPrice(12_901, 'nl-NL', { roundUp: true }).replace(/\s/g, ' ')).toBe('€ 130');
  });
});

describe('formatDate', () => {
  it('formats a calendar date without time-zone drift', () => {
    expect(formatDate('2027-01-01', 'fr-FR')).toBe('1 janvier 2027');
  });

  it('returns the input for a malformed date', () => {
    expect(formatDate('not-a-date', 'fr-FR')).toBe('not-a-date');
  });
});

describe('formattingLocale', () => {
  it('formats with the market locale while the copy is English (?lng=en)', () => {
    expect(formattingLocale('en', 'it_IT')).toBe('it-IT');
    expect(formattingLocale('nl_BE', 'nl_BE')).toBe('nl-BE');
  });
});
