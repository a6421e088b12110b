import {
  fetchApi,
  queryString,
  recommendedAutocompleteResponseSchema,
  type RecommendedAutocompleteQuery,
  type RecommendedAutocompleteResponse,
} from '@shop/api-contract';
import { selectedDestination, type Locale, type SearchCriteria } from '@shop/criteria';
import { quietCall, useQuiet } from '../../../lib/quiet-swr';

/** The contract's id range (a hash id may be any text). */
const isApiId = (value: string) =>
  /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/** What the links are counted in: the searched destination, else the searched theme, else none. */
export function suggestionSource(
  criteria: SearchCriteria,
): { type: 'destination' | 'theme'; code: string } | undefined {
  const selected = selectedDestination(criteria);
  if (selected && selected.category !== 'hotel' && isApiId(selected.id))
    return { type: 'destination', code: selected.id };
  const theme = criteria.theme !== undefined ? String(criteria.theme) : undefined;
  return theme !== undefined && isApiId(theme) ? { type: 'theme', code: theme } : undefined;
}

/**
 * SRCH-007: GET /api/recommendedAutocomplete.json for the suggestion links, with the number of
 * weekends behind each destination: the places inside the searched destination, else the
 * destinations of the searched theme, else the most stocked destinations.
 */
export function suggestionLinksUrl(locale: Locale, criteria: SearchCriteria): string {
  const source = suggestionSource(criteria);
  const query: RecommendedAutocompleteQuery = {
    locale,
    catalogSourceType: source?.type,
    catalogSourceCode: source?.code,
  };
  return `/api/recommendedAutocomplete.json${queryString({ ...query })}`;
}

/** The SWR key of the links' call: its URL. */
export type SuggestionLinksKey = readonly ['suggestion-links', string];

/** SRCH-007: the links' destinations; a failure is an empty list (the block is not shown). */
export const suggestionLinks = quietCall<SuggestionLinksKey, RecommendedAutocompleteResponse>(
  ([, url]) => fetchApi(url, recommendedAutocompleteResponseSchema),
  [],
);

/** The links' destinations of a search, under <Suspense>. */
export function useSuggestionLinks(locale: Locale, criteria: SearchCriteria) {
  return useQuiet(suggestionLinks, ['suggestion-links', suggestionLinksUrl(locale, criteria)]);
}
