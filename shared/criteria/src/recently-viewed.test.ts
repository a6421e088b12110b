import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedItem,
} from './recently-viewed';
import { referenceRecentlyViewedItem } from './test-support/zod-reference';

const item = (id: string | number, label = `Offer ${id}`): RecentlyViewedItem => ({
  id,
  label,
  type: 'STAY',
  uri: `/weekend/${id}`,
});

describe('CRIT-102 recently viewed', () => {
  it('CRIT-102 LEFT-022: newest first, capped at 10', () => {
    expect(RECENTLY_VIEWED_MAX).toBe(10);
    const list = Array.from({ length: 12 }, (_, i) => item(i)).reduce<RecentlyViewedItem[]>(
      (acc, entry) => addRecentlyViewed(acc, entry),
      [],
    );
    expect(list.map((entry) => entry.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('CRIT-102: deduplicated by id, the new view moves to the front', () => {
    expect(
      addRecentlyViewed([item(1), item(2), item(3)], item(2, 'new')).map((e) => e.label),
    ).toEqual(['new', 'Offer 1', 'Offer 3']);
    expect(addRecentlyViewed([item('7')], item(7))).toHaveLength(1);
  });

  it('CRIT-102: the item model with hotel and price, read back from storage tolerantly', () => {
    const full: RecentlyViewedItem = {
      id: 'w1',
      imageUrl: 'https://img.test/1.jpg',
      label: 'Spa weekend',
      type: 'ACTIVITY',
      uri: '/activity/w1',
      hotel: {
        id: 'h1',
        label: 'Hotel',
        stars: 4,
        location: { label: 'Lyon' },
        review: { count: 10, average: 8.6 },
      },
      price: { sellPrice: 10000, refPrice: 12000, promo: 17, nights: 1 },
    };
    expect(parseRecentlyViewed(JSON.parse(JSON.stringify([full, { id: 'x' }, full, 3])))).toEqual([
      full,
    ]);
    expect(parseRecentlyViewed('not a list')).toEqual([]);
    expect(parseRecentlyViewed([{ ...full, type: 'BOX' }])).toEqual([]);
  });

  it('CRIT-102 property: length ≤ 10, ids unique, newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1 }), (ids) => {
        const list = ids.reduce<RecentlyViewedItem[]>(
          (acc, id) => addRecentlyViewed(acc, item(id)),
          [],
        );
        expect(list.length).toBeLessThanOrEqual(10);
        expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
        expect(list[0]?.id).toBe(ids.at(-1));
        expect(parseRecentlyViewed(list)).toEqual(list);
      }),
    );
  });

  it('CRIT-102: a stored entry is kept exactly when the zod schema it replaced accepted it (ADR 0019)', () => {
    const maybe = <T>(value: fc.Arbitrary<T>) =>
      fc.oneof(value, fc.constant(undefined), fc.constant(null), fc.string(), fc.double());
    const numbers = (...keys: string[]) =>
      fc.record(Object.fromEntries(keys.map((key) => [key, maybe(fc.double())])), {
        requiredKeys: [],
      });
    const entry = fc.oneof(
      fc.anything(),
      fc.record(
        {
          id: fc.oneof(fc.constantFrom('', 'w1'), fc.integer(), fc.double(), fc.boolean()),
          imageUrl: maybe(fc.webUrl()),
          label: maybe(fc.string()),
          type: fc.oneof(fc.constantFrom('STAY', 'ACTIVITY', 'BOX'), fc.integer()),
          uri: maybe(fc.string()),
          hotel: maybe(
            fc.record(
              {
                id: maybe(fc.oneof(fc.string(), fc.integer())),
                label: maybe(fc.string()),
                stars: maybe(fc.integer({ min: 0, max: 5 })),
                location: maybe(fc.record({ label: maybe(fc.string()) }, { requiredKeys: [] })),
                review: maybe(numbers('count', 'average')),
                extra: fc.anything(),
              },
              { requiredKeys: [] },
            ),
          ),
          price: maybe(numbers('sellPrice', 'refPrice', 'promo', 'nights')),
          extra: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(entry, (stored) => {
        const reference = referenceRecentlyViewedItem(stored);
        expect(parseRecentlyViewed([stored])).toStrictEqual(reference ? [reference] : []);
      }),
      { numRuns: 2000 },
    );
  });
});
