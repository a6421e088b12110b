import { parseSearchHash } from './hash/parse';
import type { SearchCriteria } from './hash/schema';
import { serialiseSearchHash } from './hash/serialise';

const sortedText = (values: readonly string[]) => [...values].sort();

/** The criteria as a search sees them: status flags dropped, set-like lists in a fixed order. */
function searchKey(criteria: SearchCriteria): string {
  return serialiseSearchHash({
    ...criteria,
    error: false,
    isLoading: false,
    hotelTypes: sortedText(criteria.hotelTypes),
    hotelEnvironments: sortedText(criteria.hotelEnvironments),
    hotelStyles: sortedText(criteria.hotelStyles),
    facilities: sortedText(criteria.facilities),
    tags: sortedText(criteria.tags),
    stars: [...criteria.stars].sort((x, y) => x - y),
    activityDates: [...criteria.activityDates].sort((x, y) =>
      x.activityId < y.activityId ? -1 : 1,
    ),
  });
}

/**
 * CRIT-011: whether two criteria describe the same search: every criteria field (themes, places,
 * pax, price range, dates, tags, stars, sort…) is equal; list order and the error/isLoading
 * status flags do not count.
 */
export function isSameSearch(a: SearchCriteria, b: SearchCriteria): boolean {
  return searchKey(a) === searchKey(b);
}

/** CRIT-011: a new search runs only when the saved hash (none: always) differs from `current`. */
export function needsNewSearch(
  savedHash: string | null | undefined,
  current: SearchCriteria,
): boolean {
  return savedHash == null || !isSameSearch(parseSearchHash(savedHash), current);
}
