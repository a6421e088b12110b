import {
  fetchApi,
  mapSearchResponseSchema,
  type MapSearchResponse,
  type OffersRequest,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { useCallback, useEffect, useState } from 'react';
import {
  buildOffersRequest,
  OFFERS_URL,
  type SearchAddress,
} from '../../../entities/search/api/search-offers';

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

/** POST /api/offers.json with the map body; the answer is checked against the contract. */
export function fetchMapItems(
  request: OffersRequest,
  signal?: AbortSignal,
): Promise<MapSearchResponse> {
  return fetchApi(OFFERS_URL, mapSearchResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  });
}

interface MapSearchState {
  key: string;
  data?: MapSearchResponse | undefined;
  error?: unknown;
}

/**
 * The map items of a request: fetched when the overlay shows it, again when the criteria change
 * (an older answer is dropped), and on retry.
 */
export function useMapSearch(request: OffersRequest) {
  const key = JSON.stringify(request);
  const [state, setState] = useState<MapSearchState>({ key });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMapItems(JSON.parse(key) as OffersRequest, controller.signal).then(
      (data) => setState({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ key });
    setAttempt((count) => count + 1);
  }, [key]);

  const current = state.key === key ? state : { key };
  return {
    data: current.data,
    error: current.error,
    isLoading: current.data === undefined && current.error === undefined,
    retry,
  };
}
