import { z } from 'zod/mini';
import type { DestinationCategory, DestinationSuggestion } from './destination';
import { PLACE_KEYS } from './hash/schema';

/** CRIT-053: recent searches kept. */
export const RECENT_SEARCHES_MAX = 3;

/** CRIT-053: a recent search item. */
export interface RecentSearch {
  id: string;
  label: string;
  category: DestinationCategory;
}

const RecentSearchSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  category: z.enum(PLACE_KEYS),
});

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
    const read = z.safeParse(RecentSearchSchema, entry);
    if (read.success && !kept.some((item) => sameSearch(item, read.data))) kept.push(read.data);
    if (kept.length === RECENT_SEARCHES_MAX) break;
  }
  return kept;
}
