import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  hydrateRecentlyViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_STORAGE_KEY,
  recentlyViewedStore,
  resetRecentlyViewed,
  useRecentlyViewed,
  type RecentlyViewedItem,
} from './recently-viewed';

const activity = (id: number, extra: Partial<RecentlyViewedItem> = {}): RecentlyViewedItem => ({
  id,
  label: `Activity ${id}`,
  type: 'ACTIVITY',
  uri: `/activity/${id}`,
  imageUrl: `/api/images/activity/${id}-0/640_360.svg`,
  price: { sellPrice: 4_900, refPrice: 5_900, promo: 17 },
  ...extra,
});

const stored = () =>
  JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null') as unknown;
const ids = () => recentlyViewedStore.getState().items.map((item) => item.id);

beforeEach(() => {
  window.localStorage.clear();
  resetRecentlyViewed();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('recently viewed store (PROD-070, CRIT-102, LEFT-022)', () => {
  it('PROD-070, CRIT-102: a viewed product goes first, an earlier view of the same id is removed', () => {
    hydrateRecentlyViewed();
    const { add } = recentlyViewedStore.getState();
    add(activity(1));
    add(activity(2));
    add(activity(1, { label: 'Activity 1 again' }));
    expect(ids()).toEqual([1, 2]);
    expect(recentlyViewedStore.getState().items[0]?.label).toBe('Activity 1 again');
  });

  it('LEFT-022: keeps at most 10 items, the oldest dropped', () => {
    hydrateRecentlyViewed();
    for (let id = 1; id <= 12; id += 1) recentlyViewedStore.getState().add(activity(id));
    expect(ids()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect((stored() as unknown[]).length).toBe(10);
  });

  it('CRIT-102: the list is kept in browser storage and read back on a new page', () => {
    hydrateRecentlyViewed();
    recentlyViewedStore.getState().add(activity(500_002));
    expect(stored()).toEqual([activity(500_002)]);
    resetRecentlyViewed(); // a reload
    expect(ids()).toEqual([]);
    hydrateRecentlyViewed();
    expect(ids()).toEqual([500_002]);
  });

  it('what is read back is validated: bad documents are empty, bad entries and unsafe uris dropped', () => {
    expect(readRecentlyViewed('nope')).toEqual([]);
    expect(
      readRecentlyViewed([
        activity(1),
        { ...activity(2), uri: 'javascript:alert(1)' },
        { ...activity(3), uri: '//evil.example/x' },
        { ...activity(4), type: 'BOX' },
        activity(1, { label: 'duplicate' }),
        activity(5),
      ]).map((item) => item.id),
    ).toEqual([1, 5]);
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '{not json');
    hydrateRecentlyViewed();
    expect(ids()).toEqual([]);
    recentlyViewedStore.getState().add(activity(9));
    expect(ids()).toEqual([9]);
  });

  it('an item with an unsafe uri is not saved', () => {
    recentlyViewedStore.getState().add(activity(1, { uri: 'https://evil.example' }));
    expect(ids()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('storage that throws keeps the list for the page, without crashing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    hydrateRecentlyViewed();
    recentlyViewedStore.getState().add(activity(1));
    recentlyViewedStore.getState().add(activity(2));
    expect(ids()).toEqual([2, 1]);
  });

  it('useRecentlyViewed follows the store and changes made in another tab', () => {
    hydrateRecentlyViewed();
    const { result } = renderHook(() => useRecentlyViewed((state) => state.items.length));
    expect(result.current).toBe(0);
    act(() => recentlyViewedStore.getState().add(activity(1)));
    expect(result.current).toBe(1);
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_STORAGE_KEY }));
    });
    expect(result.current).toBe(0);
  });
});
