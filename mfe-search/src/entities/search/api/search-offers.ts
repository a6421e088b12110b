import {
  ACTIVITY_SEARCH_DEFAULT_PAGE_SIZE,
  fetchApiChecked,
  type ActivitySearchResponse,
  OFFERS_DEFAULT_PAGE_SIZE,
  SEARCH_PLACE_CATEGORIES,
  type ActivitySearchRequest,
  type OffersRequest,
  type OffersResponse,
  type SearchCriteriaInput,
  type SearchDetails,
  type SearchFilters,
} from '@shop/api-contract';
import {
  isSortOffered,
  parseSearchHash,
  parseSearchQuery,
  PETS_FACILITY,
  searchPax,
  paxFromHash,
  type Locale,
  type SearchCriteria,
} from '@shop/criteria';
import {
  platformStore,
  searchFlowOf,
  type PlatformLocation,
  type SearchFlow,
} from '@shop/platform';
import { useCallback } from 'react';
import useSWR, { preload } from 'swr';
import type { SearchCard } from '../../offer/model/search-card';
import { withHumanCheck } from '../lib/human-check';
import { isResultsAnswer } from '../lib/results-answer';
import { apiIdOf, searchNightsOf } from '../lib/search-request';

/** LEFT-010: results per page. */
export const RESULTS_PAGE_SIZE = OFFERS_DEFAULT_PAGE_SIZE;

/** The offers.json endpoint (LEFT-009). */
export const OFFERS_URL = '/api/offers.json';

/** SRCH-017, API-003: the activity-only package search. */
export const ACTIVITY_SEARCH_URL = '/api/activity-only/search.json';
/** SRCH-017: activity-only packages per page (numberOfPackagesPerHotel 20). */
export const ACTIVITY_PAGE_SIZE = ACTIVITY_SEARCH_DEFAULT_PAGE_SIZE;

/** Results per page of a flow: 20 activity-only packages, else 24 offers. */
export function resultsPageSize(flow: SearchFlow): number {
  return flow === 'activity' ? ACTIVITY_PAGE_SIZE : RESULTS_PAGE_SIZE;
}

/** The answer of the results page's search: offers.json's or the activity-only search's. */
export interface SearchResponse {
  exactMatch: readonly SearchCard[];
  searchDetails?: SearchDetails | undefined;
  resultsCount: number;
  /** LEFT-009: offers.json's facet counts (not checked here: the filters check them when used). */
  facets?: unknown;
}

const MAX_DISTANCE_KM = 20_000;
const MAX_LIST = 50;

const distance = (km: number | undefined) =>
  km !== undefined && km <= MAX_DISTANCE_KM ? km : undefined;

const list = <T>(values: readonly T[]) =>
  values.length > 0 ? values.slice(0, MAX_LIST) : undefined;

/** Drops undefined entries so the body (and the SWR key) only holds what the search uses. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function requestCriteria(criteria: SearchCriteria, flow: SearchFlow): SearchCriteriaInput {
  // CRIT-018: gift searches always use 2 adults, 0 children, 0 babies.
  const pax = searchPax(flow, paxFromHash(criteria));
  const gifting = flow === 'gifting';
  const place = SEARCH_PLACE_CATEGORIES.map((key) => [key, apiIdOf(criteria[key])] as const).find(
    ([, id]) => id !== undefined,
  );
  const located = criteria.lat !== undefined && criteria.lng !== undefined;
  return defined({
    checkin: gifting ? undefined : criteria.checkin,
    night: gifting ? undefined : searchNightsOf(criteria),
    adults: pax.adult,
    children: pax.child,
    babies: pax.baby,
    theme: apiIdOf(criteria.theme),
    ...(place ? { [place[0]]: place[1] } : {}),
    hotelId: apiIdOf(criteria.hotel),
    lat: located ? criteria.lat : undefined,
    lng: located ? criteria.lng : undefined,
    distanceMin: distance(criteria.distanceMin),
    distanceMax: distance(criteria.distanceMax),
  });
}

/** API-001 filters from the hash; CRIT-043 pets as petsAllowed; gifting prices on the voucher. */
function requestFilters(criteria: SearchCriteria, flow: SearchFlow): SearchFilters | undefined {
  const gifting = flow === 'gifting';
  const filters = defined<SearchFilters>({
    hotelTypes: list(criteria.hotelTypes),
    hotelEnvironments: list(criteria.hotelEnvironments),
    hotelStyles: list(criteria.hotelStyles),
    stars: list(criteria.stars),
    minHotelReviewScore: criteria.hotelScore > 0 ? criteria.hotelScore : undefined,
    priceMin: gifting ? undefined : criteria.priceMin,
    priceMax: gifting ? undefined : criteria.priceMax,
    singleVoucherPriceMin: gifting ? criteria.priceMin : undefined,
    singleVoucherPriceMax: gifting ? criteria.priceMax : undefined,
    facilities: list(criteria.facilities.filter((facility) => facility !== PETS_FACILITY)),
    petsAllowed: criteria.facilities.includes(PETS_FACILITY) || undefined,
    tags: list(criteria.tags),
  });
  return Object.keys(filters).length > 0 ? filters : undefined;
}

/** What the results page reads from the address: flow, criteria (hash) and zero-based page. */
export interface SearchAddress {
  flow: SearchFlow;
  criteria: SearchCriteria;
  page: number;
}

/** CRIT-006..010: the address read with the tolerant parsers; bad values fall back to defaults. */
export function readSearchAddress(location: PlatformLocation): SearchAddress {
  return {
    flow: searchFlowOf(location.pathname, location.search),
    criteria: parseSearchHash(location.hash),
    page: parseSearchQuery(location.search).page,
  };
}

/**
 * LEFT-009, SRCH-030, CRIT-094: the POST /api/offers.json body of the results page: hash criteria
 * and filters, the sort when the flow offers it (CRIT-045..049), the zero-based page of the query.
 */
export function buildOffersRequest(address: SearchAddress, locale: Locale): OffersRequest {
  const { flow, criteria, page } = address;
  const sortOffered = isSortOffered(criteria.sort, flow, criteria);
  return defined<OffersRequest>({
    locale,
    criteria: requestCriteria(criteria, flow),
    filters: requestFilters(criteria, flow),
    sort: sortOffered ? criteria.sort : undefined,
    page,
    pageSize: RESULTS_PAGE_SIZE,
    performGiftableSearch: flow === 'gifting' || undefined,
  });
}

/**
 * SRCH-017: the activity flow's package search: searchCriterias (the hash criteria, as the main
 * search's), locale, numberOfPackagesPerHotel 20 and the zero-based page; the activity filters
 * (tags, price) when set. No sort: the activity flow clears it (CRIT-017).
 */
export function buildActivitySearchRequest(
  address: SearchAddress,
  locale: Locale,
): ActivitySearchRequest {
  const { criteria, page } = address;
  // The activity filter bar filters on activities (tags) and price only.
  const { tags, priceMin, priceMax } = requestFilters(criteria, 'activity') ?? {};
  const filters = defined<SearchFilters>({ tags, priceMin, priceMax });
  return defined<ActivitySearchRequest>({
    locale,
    searchCriterias: requestCriteria(criteria, 'activity'),
    filters: Object.keys(filters).length > 0 ? filters : undefined,
    numberOfPackagesPerHotel: ACTIVITY_PAGE_SIZE,
    page,
  });
}

/** The results page's search: the activity-only search in the activity flow, else offers.json. */
export type SearchRequest =
  { kind: 'offers'; body: OffersRequest } | { kind: 'activities'; body: ActivitySearchRequest };

/** SRCH-017: the search of an address, by flow. */
export function buildSearchRequest(address: SearchAddress, locale: Locale): SearchRequest {
  return address.flow === 'activity'
    ? { kind: 'activities', body: buildActivitySearchRequest(address, locale) }
    : { kind: 'offers', body: buildOffersRequest(address, locale) };
}

/** The fetcher of a cache key (a SearchRequest as JSON): its endpoint with its body. */
export function fetchSearch(key: string): Promise<SearchResponse> {
  const request = JSON.parse(key) as SearchRequest;
  const body = JSON.stringify(request.body);
  return request.kind === 'activities' ? fetchActivities(body) : fetchOffers(body);
}

const postJson = (body: string, headers?: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body,
});

/**
 * The fetcher: the body travels as the cache key (stable JSON). Asked for a human check
 * (SHELL-053), it solves one and asks again once.
 */
export function fetchOffers(body: string): Promise<OffersResponse> {
  return withHumanCheck((headers) =>
    fetchApiChecked(OFFERS_URL, isResultsAnswer<OffersResponse>, postJson(body, headers)),
  );
}

/** SRCH-017: POST the activity-only search (SHELL-053: as fetchOffers). */
export function fetchActivities(body: string): Promise<ActivitySearchResponse> {
  return withHumanCheck((headers) =>
    fetchApiChecked(
      ACTIVITY_SEARCH_URL,
      isResultsAnswer<ActivitySearchResponse>,
      postJson(body, headers),
    ),
  );
}

/** The SWR options of the results: an answer is kept for the visit, asked again only on retry. */
const SEARCH_OPTIONS = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/** The SWR key of the search of `location` (the SearchRequest as JSON). */
function searchKeyOf(location: PlatformLocation, locale: Locale): string {
  return JSON.stringify(buildSearchRequest(readSearchAddress(location), locale));
}

/**
 * Starts the search of the current address before the page renders (render-as-you-fetch, ADR
 * 0021): the results page's module calls it when it loads, so the answer is on its way while React
 * renders the page instead of after the first render's effects. SWR's `preload` hands the same
 * promise to the page's hook (same key).
 */
export function prefetchCurrentSearch(): void {
  // On the server the render makes the call. A served page came with the answer for its address
  // without the hash (issue 16): only a hash asking for another search is asked for early.
  if (typeof window === 'undefined') return;
  const { served, location, locale } = platformStore.getState();
  const key = searchKeyOf(location, locale);
  if (served && key === searchKeyOf({ ...location, hash: '' }, locale)) return;
  void preload(key, fetchSearch).catch(() => undefined);
}

/** The state of the results page's search (SRCH-011 loading, SRCH-059 error and retry). */
export interface SearchState<Response> {
  key: string;
  data: Response | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/** A bare offers.json body is the offers search of a SearchRequest (same key, same answer). */
function asSearchRequest(request: OffersRequest | SearchRequest): SearchRequest {
  return 'kind' in request ? request : { kind: 'offers', body: request };
}

/**
 * The search hook, keyed on the request: a new sort, filter or page is a new key (SRCH-011
 * loading); the same search is fetched once and served from SWR's cache.
 */
export function useSearchOffers(request: OffersRequest): SearchState<OffersResponse>;
export function useSearchOffers(request: SearchRequest): SearchState<SearchResponse>;
export function useSearchOffers(
  request: OffersRequest | SearchRequest,
): SearchState<SearchResponse> {
  const key = JSON.stringify(asSearchRequest(request));
  const { data, error, isLoading, mutate } = useSWR<SearchResponse>(
    key,
    fetchSearch,
    SEARCH_OPTIONS,
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    key,
    data,
    error,
    isLoading: data === undefined && error === undefined && isLoading,
    retry,
  };
}
