import type { DestinationSuggestion } from './destination';
import { isDestinationCategory, type DestinationCategory } from './destination-categories';

/** CRIT-053: recent searches kept. */
export const RECENT_SEARCHES_MAX = 3;

/** CRIT-053: a recent search item. */
export interface RecentSearch {
  id: string;
  label: string;
  category: DestinationCategory;
}

/** A stored entry as a recent search ({id, label, category} only), or undefined when invalid. */
function readRecentSearch(entry: unknown): RecentSearch | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const { id, label, category } = entry as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof label !== 'string') return undefined;
  return isDestinationCategory(category) ? { id, label, category } : undefined;
}

const sameSearch = (a: RecentSearch, b: RecentSearch) => a.id === b.id && a.category === b.category;

/** CRIT-053: the recent search saved for a chosen suggestion. */
export function recentSearchOf(suggestion: DestinationSuggestion): RecentSearch {
  return { id: suggestion.id, label: suggestion.label, category: suggestion.category };
}

/**
 * CRIT-053: `item` put first; an earlier entry with the same id and category is removed (a
 * duplicate moves to the front); at most 3 kept, most recent first.
 */
export function addRecentSearch(
  list: readonly RecentSearch[],
  item: RecentSearch,
  max = RECENT_SEARCHES_MAX,
): RecentSearch[] {
  const rest = list.filter((earlier) => !sameSearch(earlier, item));
  return [{ id: item.id, label: item.label, category: item.category }, ...rest].slice(0, max);
}

/**
 * CRIT-053: recent searches read back from browser storage (any JSON value): invalid items
 * dropped, later duplicates dropped, at most 3 kept. Never throws.
 */
export function parseRecentSearches(raw: unknown): RecentSearch[] {
  if (!Array.isArray(raw)) return [];
  const kept: RecentSearch[] = [];
  for (const entry of raw) {
    const read = readRecentSearch(entry);
    if (read && !kept.some((item) => sameSearch(item, read))) kept.push(read);
    if (kept.length === RECENT_SEARCHES_MAX) break;
  }
  return kept;
}
