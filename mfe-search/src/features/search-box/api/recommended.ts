import {
  type RecommendedAutocompleteQuery,
  type RecommendedAutocompleteResponse,
  recommendedAutocompleteResponseSchema,
  fetchApi,
  queryString,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { reportError } from '@shop/platform';
import useSWR from 'swr';

/** The contract caps q at 100 characters. */
const Q_MAX = 100;

/** The catalogue the recommendations are narrowed to: the theme of the search, when it has one. */
export interface CatalogSource {
  type: 'theme' | 'destination' | 'hotel';
  code: number;
}

/**
 * SRCH-050: GET /api/recommendedAutocomplete.json with locale, q, catalogSourceType and
 * catalogSourceCode (the last two only with a catalogue source).
 */
export function recommendedAutocompleteUrl(
  locale: Locale,
  q: string,
  source?: CatalogSource,
): string {
  const query: RecommendedAutocompleteQuery = {
    locale,
    q: q.slice(0, Q_MAX),
    ...(source ? { catalogSourceType: source.type, catalogSourceCode: String(source.code) } : {}),
  };
  return `/api/recommendedAutocomplete.json${queryString(query)}`;
}

export function getRecommendedAutocomplete(url: string): Promise<RecommendedAutocompleteResponse> {
  return fetchApi(url, recommendedAutocompleteResponseSchema);
}

/**
 * SRCH-050: recommended destinations (those with weekends, most first) for an already debounced
 * `q`; `null` asks nothing (the list is closed). A failure is only logged, like SRCH-049: the list
 * simply stays empty.
 */
export function useRecommendedAutocomplete(
  q: string | null,
  locale: Locale,
  source?: CatalogSource,
) {
  return useSWR(
    q === null ? null : recommendedAutocompleteUrl(locale, q, source),
    getRecommendedAutocomplete,
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      keepPreviousData: true,
      onError: (error: unknown) => {
        void reportError({
          message: `Recommended autocomplete failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      },
    },
  );
}
