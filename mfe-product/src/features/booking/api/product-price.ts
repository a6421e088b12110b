import { fetchApiLazy, type PriceQuery, queryString } from '@shop/api-contract';
import type { IsoDate, Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["priceResponseSchema"] */ '@shop/api-contract');

export interface PriceRequest {
  productId: string;
  locale: Locale;
  checkin?: IsoDate | undefined;
  nights?: number | undefined;
  adult: number;
  child: number;
  baby: number;
}

/**
 * PROD-018, PROD-019, LEFT-019: GET /api/weekend/{id}/price.json — the from-price without dates,
 * the check-in's price with them (for the party). The URL is the SWR key: one entry per criteria.
 */
export function productPriceUrl(request: PriceRequest): string {
  const query: PriceQuery = {
    locale: request.locale,
    checkin: request.checkin,
    nights: request.checkin && request.nights ? String(request.nights) : undefined,
    adult: String(request.adult),
    child: String(request.child),
    baby: String(request.baby),
  };
  return `/api/weekend/${encodeURIComponent(request.productId)}/price.json${queryString(query)}`;
}

export function getProductPrice(url: string) {
  return fetchApiLazy(url, async () => (await contract()).priceResponseSchema);
}

/** The product's price for the criteria; the previous answer stays shown while the next loads. */
export function useProductPrice(request: PriceRequest | undefined) {
  return useSWR(request ? productPriceUrl(request) : null, getProductPrice, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
