import { fetchApiChecked, queryString, type OtherOffersResponse } from '@shop/api-contract';
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A structural check of what the carousel reads (ADR 0019: no zod for a block that may load with
 * the first screen; the API tests hold the answer to the contract).
 */
export function isOtherOffersResponse(body: unknown): body is OtherOffersResponse {
  return (
    isRecord(body) &&
    isRecord(body.otherProducts) &&
    Array.isArray(body.otherProducts.list) &&
    body.otherProducts.list.every(
      (card) =>
        isRecord(card) &&
        typeof card.id === 'number' &&
        typeof card.label === 'string' &&
        typeof card.sellPrice === 'number' &&
        typeof card.nights === 'number' &&
        (card.imageUrl === null || typeof card.imageUrl === 'string'),
    )
  );
}

export function getOtherOffers(url: string): Promise<OtherOffersResponse> {
  return fetchApiChecked(url, isOtherOffersResponse);
}

export function useOtherOffers(url: string | null) {
  return useSWR(url, getOtherOffers, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
