import { int, matching, oneOf, withDefault } from './fields';
import { decodeParams, encodeParams, joinParams, toParams, type FieldTable } from './params';

/** CRIT-013: the four flows; hotel is displayed as booking. */
export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;
export type Flow = (typeof FLOWS)[number];
export const DEFAULT_FLOW: Flow = 'booking';

/** LEFT-042: the value of `from` when a search starts from the search bar. */
export const FROM_SEARCH_BAR = 'searchBar';

/** CRIT-010: flow, page (zero-based) and from live in the query string, never in the hash. */
export interface SearchQuery {
  flow: Flow;
  page: number;
  from?: string | undefined;
}

/** CRIT-010: the query fields, in the order they are written. */
const QUERY_FIELDS: FieldTable<SearchQuery> = {
  flow: withDefault(oneOf(FLOWS), DEFAULT_FLOW),
  page: withDefault(int(0), 0),
  from: matching(/^\w{1,50}$/),
};

/** CRIT-010: reads flow (default booking), page (default 0) and from; never throws. */
export function parseSearchQuery(search: string | URLSearchParams | null | undefined): SearchQuery {
  const params = search instanceof URLSearchParams ? search : toParams(search);
  return decodeParams(QUERY_FIELDS, params);
}

/** CRIT-010: flow, page and from as query text without `?`; defaults (booking, page 0) left out. */
export function serialiseSearchQuery(query: SearchQuery): string {
  return joinParams(encodeParams(QUERY_FIELDS, query));
}

/**
 * CRIT-010: `search` with flow, page and from replaced by `patch` merged over their current
 * values (a key set to undefined is reset: page 0, flow booking, no from); other parameters kept.
 * Returns query text without `?`.
 */
export function updateSearchQuery(
  search: string | null | undefined,
  patch: Partial<SearchQuery>,
): string {
  const params = toParams(search);
  const next = { ...parseSearchQuery(params), ...patch };
  const kept = [...params].filter(([key]) => !Object.hasOwn(QUERY_FIELDS, key));
  return joinParams([...kept, ...encodeParams(QUERY_FIELDS, next)]);
}
