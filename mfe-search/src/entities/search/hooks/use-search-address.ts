import {
  FROM_SEARCH_BAR,
  serialiseSearchHash,
  updateSearchQuery,
  type SearchCriteria,
  type Sort,
} from '@shop/criteria';
import { navigate, usePlatform, type PlatformLocation } from '@shop/platform';
import { useCallback, useMemo } from 'react';
import { readSearchAddress, type SearchAddress } from '../api/search-offers';

function href(pathname: string, query: string, hash: string): string {
  return `${pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/**
 * SRCH-030: the address after a criteria change: the hash rewritten, from=searchBar, page dropped
 * (other query parameters, flow included, kept).
 */
export function searchChangeHref(location: PlatformLocation, criteria: SearchCriteria): string {
  const query = updateSearchQuery(location.search, { page: 0, from: FROM_SEARCH_BAR });
  return href(location.pathname, query, serialiseSearchHash(criteria));
}

/**
 * The same search on zero-based `page` (issue 10: a page past the last becomes the last one):
 * only the query's page changes; the other parameters and the hash (criteria) stay as written.
 */
export function pageChangeHref(location: PlatformLocation, page: number): string {
  const query = updateSearchQuery(location.search, { page });
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/** SRCH-060: "Remove all filters" clears the hash (and the page, which may no longer exist). */
export function clearedSearchHref(location: PlatformLocation): string {
  return href(location.pathname, updateSearchQuery(location.search, { page: 0 }), '');
}

export interface SearchAddressState extends SearchAddress {
  location: PlatformLocation;
  changeSort: (sort: Sort) => void;
  clearCriteria: () => void;
}

/** The results page's view of the address, with the two navigations it makes. */
export function useSearchAddress(): SearchAddressState {
  const location = usePlatform((state) => state.location);
  const address = useMemo(() => readSearchAddress(location), [location]);
  const changeSort = useCallback(
    (sort: Sort) => navigate(searchChangeHref(location, { ...address.criteria, sort })),
    [location, address.criteria],
  );
  const clearCriteria = useCallback(() => navigate(clearedSearchHref(location)), [location]);
  return { ...address, location, changeSort, clearCriteria };
}
