import { addRecentSearch, parseRecentSearches, type RecentSearch } from '@shop/criteria';
import { useCallback, useState } from 'react';

/** CRIT-053: where the recent destination searches are kept in the browser. */
export const RECENT_SEARCHES_KEY = 'shop.recentSearches';

export function readRecentSearches(): RecentSearch[] {
  try {
    const raw = window.localStorage.getItem(RECENT_SEARCHES_KEY);
    return raw ? parseRecentSearches(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

function writeRecentSearches(list: readonly RecentSearch[]): void {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the list lives for this page only.
  }
}

/** CRIT-053, SRCH-045, SRCH-047: the last 3 destinations chosen, most recent first. */
export function useRecentSearches() {
  const [recent, setRecent] = useState<RecentSearch[]>(readRecentSearches);
  const remember = useCallback((item: RecentSearch) => {
    const next = addRecentSearch(readRecentSearches(), item);
    writeRecentSearches(next);
    setRecent(next);
  }, []);
  return { recent, remember };
}
