import { describe, expect, it } from '@jest/globals';
import { minisiteTarget } from './minisite-target';

describe('minisite addresses mirror the main routes (LEFT-004)', () => {
  it('LEFT-004: /minisite/{id}/{rest} is /{rest} with minisite={id}, query and hash kept', () => {
    expect(minisiteTarget('cezam-fr', 'search', '?lng=en', '#a=3')).toBe(
      '/search?lng=en&minisite=cezam-fr#a=3',
    );
    expect(minisiteTarget('cezam-fr', 'weekend/12', '', '')).toBe('/weekend/12?minisite=cezam-fr');
    expect(minisiteTarget('cezam-fr', 'gift/search', '?minisite=other', '')).toBe(
      '/gift/search?minisite=cezam-fr',
    );
  });

  it('LEFT-004: no rest (the minisite home) or a rest that is not a site path stays', () => {
    expect(minisiteTarget('cezam-fr', '', '', '')).toBeNull();
    expect(minisiteTarget('cezam-fr', '/', '', '')).toBeNull();
    expect(minisiteTarget('cezam-fr', 'javascript:alert(1)', '', '')).toBeNull();
    expect(minisiteTarget('cezam-fr', '\\evil.test', '', '')).toBeNull();
    // Leading slashes are dropped: the address stays a path of this site.
    expect(minisiteTarget('cezam-fr', '//evil.test', '', '')).toBe('/evil.test?minisite=cezam-fr');
  });
});
