import {
  type CalendarSelection,
  mirrorDatesInHash,
  parseSearchHash,
  readStoredDates,
  type SearchCriteria,
  writeStoredDates,
} from '@shop/criteria';
import { navigate, type SearchFlow, usePlatform } from '@shop/platform';
import { useState } from 'react';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The criteria of a page hash; without dates in it, a stay search reuses the stored dates while
 * their checkin is ahead (SRCH-035, CRIT-012). Gift and activity searches have no dates to reuse.
 */
export function draftOf(hash: string, flow: SearchFlow, now: Date = new Date()): SearchCriteria {
  const criteria = parseSearchHash(hash);
  if (criteria.checkin !== undefined || flow === 'gifting' || flow === 'activity') return criteria;
  const stored = readStoredDates(browserStorage(), now);
  return stored ? { ...criteria, ...stored } : criteria;
}

/** The query without its page: new dates give new results, whose first page is shown. */
function withoutPage(search: string): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=', 1)[0] !== 'page');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The criteria the search box edits: read from the page hash (CRIT-006), edited locally, sent on
 * submit. A new page hash (another search, back button) replaces the draft.
 *
 * `mirrorDates` (SRCH-035, SRCH-038): the calendar's dates — a complete pair, or none after
 * Clear — go to the stored dates and to the page hash at once, replacing the history entry. A lone
 * check-in is never mirrored, so a results page keyed on the hash searches again once per
 * completed pair, not on every click; the draft's other edits (not searched yet) are kept.
 */
export function useSearchDraft(flow: SearchFlow = 'booking'): {
  criteria: SearchCriteria;
  setCriteria: (next: SearchCriteria) => void;
  mirrorDates: (dates: CalendarSelection) => void;
} {
  const location = usePlatform((state) => state.location);
  const { hash } = location;
  const [source, setSource] = useState(hash);
  const [criteria, setCriteria] = useState<SearchCriteria>(() => draftOf(hash, flow));
  // The hash mirrorDates wrote last: reaching it is our own change, which keeps the draft.
  const [mirrored, setMirrored] = useState<string | null>(null);
  if (source !== hash) {
    setSource(hash);
    if (hash !== mirrored) setCriteria(draftOf(hash, flow));
  }
  const mirrorDates = (dates: CalendarSelection) => {
    writeStoredDates(browserStorage(), dates);
    const next = mirrorDatesInHash(hash, dates);
    const nextHash = next ? `#${next}` : '';
    if (nextHash === hash) return;
    setMirrored(nextHash);
    navigate(`${location.pathname}${withoutPage(location.search)}${nextHash}`, { replace: true });
  };
  return { criteria, setCriteria, mirrorDates };
}
