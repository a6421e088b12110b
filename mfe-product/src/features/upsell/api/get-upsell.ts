import { fetchApiChecked, queryString, type UpsellResponse } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-024: GET /api/weekend/{id}/upsell.json?locale&nights — the package's extras. */
export function upsellUrl(id: number, locale: Locale, nights: number): string {
  return `/api/weekend/${id}/upsell.json${queryString({ locale, nights })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

/**
 * A structural check of what the extras read (ADR 0019: zod would add ~17 KB gz to the page as
 * soon as the extras come near the viewport; the API tests hold the answer to the contract).
 */
export function isUpsellResponse(body: unknown): body is UpsellResponse {
  return (
    isRecord(body) &&
    Array.isArray(body.singleVoucherProducts) &&
    body.singleVoucherProducts.every(
      (product) =>
        isRecord(product) &&
        isCount(product.id) &&
        typeof product.label === 'string' &&
        isRecord(product.priceDifferencePerLos) &&
        Object.values(product.priceDifferencePerLos).every(isCount),
    )
  );
}

export function getUpsell(url: string): Promise<UpsellResponse> {
  return fetchApiChecked(url, isUpsellResponse);
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
