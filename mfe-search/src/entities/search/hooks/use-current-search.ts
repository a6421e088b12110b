import { usePlatform } from '@shop/platform';
import { useMemo } from 'react';
import { buildSearchRequest, useSearchOffers } from '../api/search-offers';
import { useSearchAddress } from './use-search-address';

/**
 * The page's search: its address (flow, criteria, page) and the answer to it. The results, the
 * summary bar and the SEO block all read it; the answer is fetched once and served from memory.
 */
export function useCurrentSearch() {
  const locale = usePlatform((state) => state.locale);
  const address = useSearchAddress();
  const { flow, criteria, page } = address;
  const request = useMemo(
    () => buildSearchRequest({ flow, criteria, page }, locale),
    [flow, criteria, page, locale],
  );
  return { ...address, locale, search: useSearchOffers(request) };
}
