import {
  fetchApi,
  facetsQuerySchema,
  facetsResponseSchema,
  SEARCH_PLACE_CATEGORIES,
  type FacetsResponse,
} from '@shop/api-contract';
import { facetParams, type Locale, type SearchCriteria } from '@shop/criteria';
import { reportError, type SearchFlow } from '@shop/platform';
import { safeParse } from 'zod/mini';
import { type DebouncedRequest, useDebouncedSWR } from '../hooks/use-debounced-swr';
import { withHumanCheck } from '../../../entities/search/lib/human-check';
import { apiIdOf, searchNightsOf } from '../../../entities/search/lib/search-request';

/** GET /api/facets.json (LEFT-006): facet lists with counts over the current search. */
export const FACETS_URL = '/api/facets.json';

/** The criteria the counts are computed over: destination, theme, hotel, and dates (not in gifting). */
function searchParams(criteria: SearchCriteria, flow: SearchFlow): Record<string, unknown> {
  const place = SEARCH_PLACE_CATEGORIES.map((key) => [key, apiIdOf(criteria[key])] as const).find(
    ([, id]) => id !== undefined,
  );
  const dated = flow !== 'gifting';
  return {
    ...(place ? { [place[0]]: place[1] } : {}),
    theme: apiIdOf(criteria.theme),
    hotelId: apiIdOf(criteria.hotel),
    checkin: dated ? criteria.checkin : undefined,
    night: dated ? searchNightsOf(criteria) : undefined,
  };
}

/**
 * The parameters as query text, without the ones the contract would refuse (a hash can hold
 * anything: an over-long list or an out-of-range distance is left out rather than failing the
 * whole request with a 400).
 */
function acceptedParams(params: Record<string, unknown>): URLSearchParams {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') text[key] = String(value);
  }
  const parsed = safeParse(facetsQuerySchema, text);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key !== 'locale') delete text[key];
    }
  }
  return new URLSearchParams(text);
}

/**
 * SRCH-027, CRIT-043, CRIT-044: the facet request of some criteria: the filters as facetParams
 * writes them (lists comma-joined, pets as petsAllowed, score as minHotelReviewScore, gifting
 * prices on the voucher, lat/lng only with an active distance), the activity list when asked for,
 * and the search the counts are computed over.
 */
export function facetsUrl(
  criteria: SearchCriteria,
  options: { flow: SearchFlow; locale: Locale; includeActivities: boolean },
): string {
  const params = acceptedParams({
    locale: options.locale,
    ...facetParams(criteria, {
      flow: options.flow,
      includeActivities: options.includeActivities,
    }),
    ...searchParams(criteria, options.flow),
  });
  return `${FACETS_URL}?${params.toString()}`;
}

/**
 * The fetcher (its SWR key is the URL): answers are contract-checked; asked for a human check
 * (SHELL-053), it solves one and asks again once. A failure is reported to the logs before the
 * panel shows it (LEFT-007, ADR 0016).
 */
export function getFacets(url: string): Promise<FacetsResponse> {
  return withHumanCheck((headers) =>
    fetchApi(url, facetsResponseSchema, headers ? { headers } : undefined),
  ).catch((error: unknown) => {
    void reportError({
      message: `Facets failed: ${error instanceof Error ? error.message : String(error)}`,
    });
    throw error;
  });
}

/**
 * SRCH-027, LEFT-006: the facet counts of `url` (null: no panel open), debounced (CRIT-005) and
 * kept for the visit on SWR's cache.
 */
export function useFacets(url: string | null): DebouncedRequest<FacetsResponse> {
  return useDebouncedSWR('facets', url, getFacets);
}
