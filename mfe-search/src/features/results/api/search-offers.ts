import {
  fetchApi,
  MAX_ID,
  OFFERS_DEFAULT_PAGE_SIZE,
  offersResponseSchema,
  SEARCH_PLACE_CATEGORIES,
  type OffersRequest,
  type OffersResponse,
  type SearchCriteriaInput,
  type SearchFilters,
} from '@shop/api-contract';
import {
  daysBetween,
  isSortOffered,
  parseSearchHash,
  parseSearchQuery,
  PETS_FACILITY,
  searchPax,
  paxFromHash,
  type Locale,
  type SearchCriteria,
} from '@shop/criteria';
import { searchFlowOf, type PlatformLocation, type SearchFlow } from '@shop/platform';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** LEFT-010: results per page. */
export const RESULTS_PAGE_SIZE = OFFERS_DEFAULT_PAGE_SIZE;

/** The offers.json endpoint (LEFT-009). */
export const OFFERS_URL = '/api/offers.json';

const MAX_NIGHTS = 30;
const MAX_DISTANCE_KM = 20_000;
const MAX_LIST = 50;

/** A hash id the API takes (a positive integer within the database range); undefined otherwise. */
function apiId(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

function nightsOf(criteria: SearchCriteria): number | undefined {
  const fromDates =
    criteria.checkin && criteria.checkout
      ? daysBetween(criteria.checkin, criteria.checkout)
      : undefined;
  const nights = criteria.night ?? criteria.nights ?? fromDates;
  return nights !== undefined && nights >= 1 && nights <= MAX_NIGHTS ? nights : undefined;
}

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
  const place = SEARCH_PLACE_CATEGORIES.map((key) => [key, apiId(criteria[key])] as const).find(
    ([, id]) => id !== undefined,
  );
  const located = criteria.lat !== undefined && criteria.lng !== undefined;
  return defined({
    checkin: gifting ? undefined : criteria.checkin,
    night: gifting ? undefined : nightsOf(criteria),
    adults: pax.adult,
    children: pax.child,
    babies: pax.baby,
    theme: apiId(criteria.theme),
    ...(place ? { [place[0]]: place[1] } : {}),
    hotelId: apiId(criteria.hotel),
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

/** The fetcher: the body travels as the cache key (stable JSON), the answer is contract-checked. */
export function fetchOffers(body: string): Promise<OffersResponse> {
  return fetchApi(OFFERS_URL, offersResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
}

interface Entry {
  data?: OffersResponse | undefined;
  error?: unknown;
  promise?: Promise<void> | undefined;
}

/** Answers by request (the JSON body): the same search is fetched once and served from memory. */
const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
const EMPTY: Entry = {};
const CACHE_MAX = 30;

function notify(): void {
  listeners.forEach((listener) => listener());
}

function load(key: string, force = false): void {
  const current = cache.get(key);
  if (current?.promise || (!force && current && (current.data || current.error))) return;
  const entry: Entry = {};
  entry.promise = fetchOffers(key).then(
    (data) => {
      cache.set(key, { data });
      notify();
    },
    (error: unknown) => {
      cache.set(key, { error });
      notify();
    },
  );
  cache.set(key, entry);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value ?? key);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test support: forget every answer. */
export function clearOffersCache(): void {
  cache.clear();
}

/**
 * The search hook, keyed on the request: a new sort, filter or page is a new key (SRCH-011
 * loading). A stale-while-revalidate store of its own (a few hundred bytes) instead of SWR, whose
 * 5.6 KB gz the search page's 150 KB budget cannot afford (the shell does not load it).
 */
export function useSearchOffers(request: OffersRequest) {
  const key = JSON.stringify(request);
  const entry = useSyncExternalStore(
    subscribe,
    () => cache.get(key) ?? EMPTY,
    () => EMPTY,
  );
  useEffect(() => load(key), [key]);
  const retry = useCallback(() => load(key, true), [key]);
  return {
    key,
    data: entry.data,
    error: entry.error,
    isLoading: entry.data === undefined && entry.error === undefined,
    retry,
  };
}
