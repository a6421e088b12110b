import { z } from 'zod/mini';
import { decodeParams, encodeParams, intCodec, joinParams, toParams } from './params';

/** CRIT-013: the four flows; hotel is displayed as booking. */
export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;
export type Flow = (typeof FLOWS)[number];
export const FlowSchema = z.enum(FLOWS);
export const DEFAULT_FLOW: Flow = 'booking';

/** LEFT-042: the value of `from` when a search starts from the search bar. */
export const FROM_SEARCH_BAR = 'searchBar';

const PageSchema = z.int().check(z.minimum(0));
const FromSchema = z.string().check(z.regex(/^\w{1,50}$/));

/** CRIT-010: flow, page (zero-based) and from live in the query string, never in the hash. */
export const SearchQuerySchema = z.object({
  flow: z._default(FlowSchema, DEFAULT_FLOW),
  page: z._default(PageSchema, 0),
  from: z.optional(FromSchema),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

const QUERY_CODECS = {
  flow: FlowSchema,
  page: intCodec(PageSchema),
  from: FromSchema,
};

/** CRIT-010: reads flow (default booking), page (default 0) and from; never throws. */
export function parseSearchQuery(search: string | URLSearchParams | null | undefined): SearchQuery {
  const params = search instanceof URLSearchParams ? search : toParams(search);
  return decodeParams(SearchQuerySchema, QUERY_CODECS, params);
}

/** CRIT-010: flow, page and from as query text without `?`; defaults (booking, page 0) left out. */
export function serialiseSearchQuery(query: SearchQuery): string {
  return joinParams(encodeParams(SearchQuerySchema, QUERY_CODECS, query));
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
  const kept = [...params].filter(([key]) => !(key in SearchQuerySchema.shape));
  return joinParams([...kept, ...encodeParams(SearchQuerySchema, QUERY_CODECS, next)]);
}
