import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { PLACE_KEYS } from './hash/schema';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
  recentSearchOf,
  type RecentSearch,
} from './recent-searches';
import { referenceRecentSearch } from './test-support/zod-reference';

const paris: RecentSearch = { id: 'paris', label: 'Paris', category: 'city' };
const lyon: RecentSearch = { id: 'lyon', label: 'Lyon', category: 'city' };
const alps: RecentSearch = { id: 'alps', label: 'Alps', category: 'region' };
const nice: RecentSearch = { id: 'nice', label: 'Nice', category: 'city' };

describe('CRIT-053 recent searches', () => {
  it('CRIT-053: at most 3, most recent first', () => {
    expect(RECENT_SEARCHES_MAX).toBe(3);
    const list = [paris, lyon, alps, nice].reduce<RecentSearch[]>(
      (acc, entry) => addRecentSearch(acc, entry),
      [],
    );
    expect(list).toEqual([nice, alps, lyon]);
  });

  it('CRIT-053: re-adding a duplicate moves it to the front', () => {
    expect(addRecentSearch([paris, lyon, alps], alps)).toEqual([alps, paris, lyon]);
    expect(addRecentSearch([paris, lyon], { ...lyon, label: 'Lyon (69)' })).toEqual([
      { ...lyon, label: 'Lyon (69)' },
      paris,
    ]);
  });

  it('CRIT-053: built from a suggestion as {id, label, category}', () => {
    expect(
      recentSearchOf({ id: 'paris', label: 'Paris', category: 'city', latitude: 48.8, value: 'x' }),
    ).toEqual(paris);
  });

  it('CRIT-053: storage content is read tolerantly', () => {
    expect(parseRecentSearches('nope')).toEqual([]);
    expect(parseRecentSearches([paris, { id: 1 }, paris, lyon, null, alps, nice])).toEqual([
      paris,
      lyon,
      alps,
    ]);
  });

  it('CRIT-053 property: length ≤ 3, unique, newest first', () => {
    const item = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      label: fc.string(),
      category: fc.constantFrom(...PLACE_KEYS),
    });
    fc.assert(
      fc.property(fc.array(item), item, (added, last) => {
        const list = [...added, last].reduce<RecentSearch[]>(
          (acc, entry) => addRecentSearch(acc, entry),
          [],
        );
        expect(list.length).toBeLessThanOrEqual(3);
        expect(new Set(list.map((entry) => `${entry.category}:${entry.id}`)).size).toBe(
          list.length,
        );
        expect(list[0]).toEqual(last);
        expect(parseRecentSearches(JSON.parse(JSON.stringify(list)))).toEqual(list);
      }),
    );
  });

  it('CRIT-053: a stored entry is kept exactly when the zod schema it replaced accepted it (ADR 0019)', () => {
    const entry = fc.oneof(
      fc.anything(),
      fc.record(
        {
          id: fc.oneof(fc.constantFrom('', 'paris'), fc.string(), fc.integer()),
          label: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
          category: fc.oneof(fc.constantFrom(...PLACE_KEYS), fc.string(), fc.constant(null)),
          extra: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(entry, (stored) => {
        const reference = referenceRecentSearch(stored);
        expect(parseRecentSearches([stored])).toStrictEqual(reference ? [reference] : []);
      }),
      { numRuns: 1000 },
    );
  });
});
