import {
  fetchApi,
  otherOffersResponseSchema,
  queryString,
  type OtherOffersResponse,
} from '@shop/api-contract';
import type { Locale, ProductHash } from '@shop/criteria';
import useSWR from 'swr';

/**
 * API-025, PROD-006: GET /api/weekend/{id}/otherOffers.json — the hotel's other packages, priced
 * for the hash's stay when it is dated.
 */
export function otherOffersUrl(
  id: number,
  locale: Locale,
  hash?: Pick<ProductHash, 'checkin' | 'nights' | 'night' | 'a' | 'c' | 'b'>,
): string {
  const night = hash?.nights ?? hash?.night;
  const dated = hash?.checkin !== undefined && night !== undefined;
  return `/api/weekend/${id}/otherOffers.json${queryString({
    locale,
    ...(dated ? { checkin: hash.checkin, night, adult: hash.a, child: hash.c, baby: hash.b } : {}),
  })}`;
}

/** Parsed by the contract (below the fold, its own chunk: ADR 0019). */
export function getOtherOffers(url: string): Promise<OtherOffersResponse> {
  return fetchApi(url, otherOffersResponseSchema);
}

export function useOtherOffers(url: string | null) {
  return useSWR(url, getOtherOffers, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
