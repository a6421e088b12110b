import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  EMPTY_WISHLIST,
  hydrateWishlist,
  inWishlist,
  parseWishlist,
  parseWishlistItem,
  resetWishlist,
  toggleWishlistItem,
  useInWishlist,
  WISHLIST_MAX_ITEMS,
  WISHLIST_STORAGE_KEY,
  wishlistStore,
  type WishlistItem,
} from './wishlist';

const stay = (id: number | string, extra: Partial<WishlistItem> = {}): WishlistItem => ({
  id,
  label: `Weekend ${id}`,
  imageUrl: `/api/images/hotel/${id}-1/640_360.svg`,
  hotel: { label: 'Hotel del Mar', stars: 3, location: { label: 'Madrid' } },
  uri: `/weekend/${id}`,
  ...extra,
});

const stored = () => JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  window.localStorage.clear();
  resetWishlist();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('wishlist rules (CRIT-101, SHELL-032, LEFT-005)', () => {
  it('CRIT-101: toggling adds the item first in its product type list, toggling again removes it', () => {
    const once = toggleWishlistItem(EMPTY_WISHLIST, 'STAY', stay(1));
    const twice = toggleWishlistItem(once, 'STAY', stay(2));
    expect(twice.STAY.map((item) => item.id)).toEqual([2, 1]);
    expect(twice.ACTIVITY).toEqual([]);
    expect(inWishlist(twice, 'STAY', '1')).toBe(true);
    // Per product type: the same id in the other list is another product.
    expect(inWishlist(twice, 'ACTIVITY', 1)).toBe(false);
    const removed = toggleWishlistItem(twice, 'STAY', stay(1));
    expect(removed.STAY.map((item) => item.id)).toEqual([2]);
  });

  it('keeps at most WISHLIST_MAX_ITEMS per list, newest first', () => {
    let lists = EMPTY_WISHLIST;
    for (let id = 1; id <= WISHLIST_MAX_ITEMS + 2; id += 1)
      lists = toggleWishlistItem(lists, 'ACTIVITY', stay(id));
    expect(lists.ACTIVITY).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(lists.ACTIVITY[0]?.id).toBe(WISHLIST_MAX_ITEMS + 2);
  });

  it('LEFT-005: what is read back is validated: bad documents are empty, bad entries dropped', () => {
    for (const raw of [null, 'x', 42, [], { STAY: 'nope' }])
      expect(parseWishlist(raw)).toEqual(EMPTY_WISHLIST);
    const read = parseWishlist({
      STAY: [
        stay(1),
        stay(1, { label: 'duplicate' }),
        { id: 2, label: 'no uri' },
        { ...stay(3), uri: 'javascript:alert(1)' },
        { ...stay(4), uri: '//evil.example/x' },
        { ...stay(5), imageUrl: 'javascript:alert(1)', hotel: { label: 'H', stars: 12 } },
        { ...stay(-6) },
        { ...stay(7), extra: '<script>' },
      ],
      ACTIVITY: [{ ...stay('golf-1'), hotel: 'x' }],
    });
    expect(read.STAY.map((item) => item.id)).toEqual([1, 5, 7]);
    expect(read.STAY[0]?.label).toBe('Weekend 1');
    expect(read.STAY[1]).toEqual({
      id: 5,
      label: 'Weekend 5',
      uri: '/weekend/5',
      hotel: { label: 'H' },
    });
    expect(read.STAY[2]).not.toHaveProperty('extra');
    expect(read.ACTIVITY).toEqual([
      {
        id: 'golf-1',
        label: 'Weekend golf-1',
        uri: '/weekend/golf-1',
        imageUrl: '/api/images/hotel/golf-1-1/640_360.svg',
      },
    ]);
    expect(parseWishlistItem({ id: 1, label: '', uri: '/x' })).toBeUndefined();
  });
});

describe('wishlistStore (persisted in localStorage)', () => {
  it('CRIT-101: a toggle is stored and survives a new page (hydrate reads it back)', () => {
    hydrateWishlist();
    wishlistStore.getState().toggle('STAY', stay(746));
    expect(stored()).toEqual({ STAY: [stay(746)], ACTIVITY: [] });

    resetWishlist(); // a reload: the store starts empty again
    expect(wishlistStore.getState().lists).toEqual(EMPTY_WISHLIST);
    hydrateWishlist();
    expect(inWishlist(wishlistStore.getState().lists, 'STAY', 746)).toBe(true);
  });

  it('a corrupt stored document reads as an empty wishlist and is replaced on the next toggle', () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '{not json');
    hydrateWishlist();
    expect(wishlistStore.getState().lists).toEqual(EMPTY_WISHLIST);
    wishlistStore.getState().toggle('ACTIVITY', stay(9, { uri: '/activity/9' }));
    expect(stored().ACTIVITY.map((item: WishlistItem) => item.id)).toEqual([9]);
  });

  it('storage that throws keeps the wishlist for the page, without crashing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    hydrateWishlist();
    wishlistStore.getState().toggle('STAY', stay(1));
    wishlistStore.getState().toggle('STAY', stay(2));
    expect(wishlistStore.getState().lists.STAY.map((item) => item.id)).toEqual([2, 1]);
  });

  it('an item that is not valid is not stored', () => {
    wishlistStore.getState().toggle('STAY', stay(1, { uri: 'https://evil.example' }));
    expect(wishlistStore.getState().lists.STAY).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('useInWishlist follows the store, and changes from another tab (storage event)', () => {
    hydrateWishlist();
    const { result } = renderHook(() => useInWishlist('STAY', 746));
    expect(result.current).toBe(false);
    act(() => wishlistStore.getState().toggle('STAY', stay(746)));
    expect(result.current).toBe(true);
    // Another tab empties the list.
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ STAY: [], ACTIVITY: [] }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    });
    expect(result.current).toBe(false);
  });
});
