import { describe, expect, it } from '@jest/globals';
import { productHref } from './product-href';

describe('links to another product page', () => {
  it('PROD-017: keeps lng, experiments and the minisite context, drops other parameters', () => {
    expect(
      productHref(12, {
        search: '?lng=en&minisite=club-7&page=3',
        hash: '#checkin=2030-06-01&nights=2',
      }),
    ).toBe('/weekend/12?lng=en&minisite=club-7#checkin=2030-06-01&nights=2');
  });

  it('leaves the hash out when asked, and writes no empty query', () => {
    expect(productHref(12, { search: '', hash: '#a=3' }, false)).toBe('/weekend/12');
    expect(productHref(12, { search: '?minisite=%3Cx%3E', hash: '' })).toBe('/weekend/12');
  });
});
