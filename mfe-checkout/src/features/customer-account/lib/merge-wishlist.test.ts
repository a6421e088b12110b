import { describe, expect, it } from '@jest/globals';
import { mergeWishlists } from './merge-wishlist';

describe('the account wishlist takes in the browser wishlist (SHELL-032)', () => {
  it('keeps the account items first, adds the browser ones it lacks, and says when it changed', () => {
    const account = { STAY: [{ id: 1, label: 'Paris', uri: '/weekend/1' }], ACTIVITY: [] };
    const browser = {
      STAY: [
        { id: 1, label: 'Paris', uri: '/weekend/1' },
        { id: 2, label: 'Lyon', uri: '/weekend/2' },
      ],
      ACTIVITY: [{ id: 'a9', label: 'Spa', uri: '/activity/9' }],
    };
    const { merged, changed } = mergeWishlists(account, browser);
    expect(changed).toBe(true);
    expect(merged.STAY.map((item) => item.id)).toEqual([1, 2]);
    expect(merged.ACTIVITY.map((item) => item.id)).toEqual(['a9']);
    expect(mergeWishlists(merged, browser).changed).toBe(false);
  });
});
