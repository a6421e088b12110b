import { describe, expect, it } from '@jest/globals';
import { isSameSearch, needsNewSearch } from './compare';
import { DEFAULT_SEARCH_CRITERIA, type SearchCriteria } from './hash/schema';
import { parseSearchHash } from './hash/parse';

const criteria = (patch: Partial<SearchCriteria>): SearchCriteria => ({
  ...DEFAULT_SEARCH_CRITERIA,
  ...patch,
});

describe('CRIT-011 saved hash compared with the current criteria', () => {
  const current = parseSearchHash(
    'checkin=2024-05-10&nights=2&theme=39&city=paris&stars=3,4&tags=1,2',
  );

  it('CRIT-011: the same criteria need no new search', () => {
    expect(
      needsNewSearch('checkin=2024-05-10&nights=2&theme=39&city=paris&stars=3,4&tags=1,2', current),
    ).toBe(false);
  });

  it('CRIT-011: list order, written defaults and error/isLoading do not count', () => {
    expect(
      needsNewSearch(
        '#tags=2,1&stars=4,3&city=paris&theme=39&nights=2&checkin=2024-05-10&a=2&isLoading=1',
        current,
      ),
    ).toBe(false);
  });

  it('CRIT-011: any differing criteria field triggers a new search', () => {
    const changes: Partial<SearchCriteria>[] = [
      { theme: 40 },
      { city: 'lyon' },
      { a: 3 },
      { priceMax: 10000 },
      { checkin: '2024-05-11' },
      { tags: ['1'] },
      { stars: [3] },
      { sort: 'promo' },
      { hotelScore: 8 },
      { activityDates: [{ activityId: '1', day: 1 }] },
    ];
    for (const change of changes)
      expect(isSameSearch(current, { ...current, ...change })).toBe(false);
  });

  it('CRIT-011: without a saved hash a search runs', () => {
    expect(needsNewSearch(null, criteria({}))).toBe(true);
    expect(needsNewSearch(undefined, criteria({}))).toBe(true);
    expect(needsNewSearch('', criteria({}))).toBe(false);
  });
});
