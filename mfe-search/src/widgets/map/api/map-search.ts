import {
  fetchApi,
  mapSearchResponseSchema,
  type MapSearchResponse,
  type OffersRequest,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { useCallback } from 'react';
import useSWR from 'swr';
import {
  buildOffersRequest,
  OFFERS_URL,
  type SearchAddress,
} from '../../../entities/search/api/search-offers';
import { withHumanCheck } from '../../../entities/search/lib/human-check';

/**
 * SRCH-012, API-005: the map search is the page's search (same criteria and filters, CRIT-018
 * gift guests, LEFT-009) posted to offers.json with performMapSearch: one item per hotel, no page
 * and no sort.
 */
export function buildMapRequest(address: SearchAddress, locale: Locale): OffersRequest {
  const {
    sort: _sort,
    page: _page,
    pageSize: _pageSize,
    ...search
  } = buildOffersRequest({ ...address, page: 0 }, locale);
  return { ...search, performMapSearch: true };
}

/**
 * POST /api/offers.json with the map body; the answer is checked against the contract. Asked for
 * a human check (SHELL-053), it solves one and asks again once, as the results do.
 */
export function fetchMapItems(
  request: OffersRequest,
  signal?: AbortSignal,
): Promise<MapSearchResponse> {
  return withHumanCheck((headers) =>
    fetchApi(OFFERS_URL, mapSearchResponseSchema, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(request),
      ...(signal ? { signal } : {}),
    }),
  );
}

/**
 * The map items of a request, on SWR's cache: fetched when the overlay shows it, again when the
 * criteria change (an older answer never shows), and on retry.
 */
export function useMapSearch(request: OffersRequest) {
  const { data, error, mutate } = useSWR(
    ['map-search', JSON.stringify(request)] as const,
    ([, body]) => fetchMapItems(JSON.parse(body) as OffersRequest),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const retry = useCallback(() => void mutate(undefined), [mutate]);
  return { data, error, isLoading: data === undefined && error === undefined, retry };
}
