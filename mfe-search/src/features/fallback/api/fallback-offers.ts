import { activitySearchResponseSchema, fetchApi, offersResponseSchema } from '@shop/api-contract';
import { FALLBACK_PAGE_SIZE, parseSearchHash, type Locale } from '@shop/criteria';
import type { SearchFlow } from '@shop/platform';
import type { SearchCard } from '../../../entities/offer/model/search-card';
import { quietCall, useQuiet } from '../../../lib/quiet-swr';
import {
  ACTIVITY_SEARCH_URL,
  buildSearchRequest,
  OFFERS_URL,
  type SearchRequest,
} from '../../../entities/search/api/search-offers';
/**
 * API-006, SRCH-062: the request of one fallback block: the results page's search of the block's
 * hash (criteria and filters as the page sends them) with a page size of 3 — for offers.json
 * `limit: 3` and no page model, for the activity-only search 3 packages of page 0.
 */
export function fallbackRequest(flow: SearchFlow, hash: string, locale: Locale): SearchRequest {
  const request = buildSearchRequest({ flow, criteria: parseSearchHash(hash), page: 0 }, locale);
  if (request.kind === 'activities') {
    return {
      kind: 'activities',
      body: { ...request.body, page: 0, numberOfPackagesPerHotel: FALLBACK_PAGE_SIZE },
    };
  }
  const { page: _page, pageSize: _pageSize, ...search } = request.body;
  return {
    kind: 'offers',
    body: { ...search, limit: FALLBACK_PAGE_SIZE, fetchPageModel: false },
  };
}

/** The SWR key of a block's cards: its fallbackRequest as JSON. */
export type FallbackCardsKey = readonly ['fallback-cards', string];

export function fallbackCardsKey(body: string): FallbackCardsKey {
  return ['fallback-cards', body];
}

/** API-006: the block's cards (a fallbackRequest as JSON), asked with high priority; at most 3. */
export async function fetchFallbackCards([, body]: FallbackCardsKey): Promise<SearchCard[]> {
  const request = JSON.parse(body) as SearchRequest;
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request.body),
    priority: 'high',
  };
  const answer =
    request.kind === 'activities'
      ? await fetchApi(ACTIVITY_SEARCH_URL, activitySearchResponseSchema, init)
      : await fetchApi(OFFERS_URL, offersResponseSchema, init);
  return answer.exactMatch.slice(0, FALLBACK_PAGE_SIZE);
}

/** SRCH-064: a failing call is an empty list, silently. */
export const fallbackCards = quietCall(fetchFallbackCards, [] as SearchCard[]);

/** The block's cards, under <Suspense>; fetched once per request for the visit. */
export function useFallbackCards(body: string): SearchCard[] {
  return useQuiet(fallbackCards, fallbackCardsKey(body));
}
