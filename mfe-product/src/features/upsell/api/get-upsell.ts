import {
  fetchApi,
  queryString,
  upsellResponseSchema,
  type UpsellResponse,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-024: GET /api/weekend/{id}/upsell.json?locale&nights — the package's extras. */
export function upsellUrl(id: number, locale: Locale, nights: number): string {
  return `/api/weekend/${id}/upsell.json${queryString({ locale, nights })}`;
}

/** Parsed by the contract (this call loads below the fold, with its own chunk: ADR 0019). */
export function getUpsell(url: string): Promise<UpsellResponse> {
  return fetchApi(url, upsellResponseSchema);
}

/** PROD-038: the extras for the chosen number of nights, kept for the visit. */
export function useUpsell(id: number, locale: Locale, nights: number) {
  return useSWR(upsellUrl(id, locale, nights), getUpsell, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
