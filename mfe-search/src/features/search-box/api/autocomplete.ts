import {
  AUTOCOMPLETE_MAX_RESULTS,
  type AutocompleteQuery,
  type AutocompleteResponse,
  autocompleteResponseSchema,
  fetchApi,
  queryString,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { reportError } from '@shop/platform';
import useSWR from 'swr';

/** The contract caps the term at 100 characters. */
const TERM_MAX = 100;

/** SRCH-049: GET /api/autocomplete-geonames.json with locale, term and maxResults 30. */
export function autocompleteUrl(locale: Locale, term: string): string {
  const query: AutocompleteQuery = {
    locale,
    term: term.slice(0, TERM_MAX),
    maxResults: String(AUTOCOMPLETE_MAX_RESULTS),
  };
  return `/api/autocomplete-geonames.json${queryString(query)}`;
}

export function getAutocomplete(url: string): Promise<AutocompleteResponse> {
  return fetchApi(url, autocompleteResponseSchema);
}

/**
 * SRCH-049: destination suggestions for an already debounced term (nothing is asked for an empty
 * one). A failure is only logged: the list simply stays empty.
 */
export function useAutocomplete(term: string, locale: Locale) {
  return useSWR(term ? autocompleteUrl(locale, term) : null, getAutocomplete, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
    onError: (error: unknown) => {
      void reportError({
        message: `Destination autocomplete failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    },
  });
}
