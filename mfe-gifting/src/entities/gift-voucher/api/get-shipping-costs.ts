import { fetchApiLazy, queryString } from '@shop/api-contract';
import type { PointOfSale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["shippingCostsResponseSchema"] */ '@shop/api-contract');

/** API-030: GET /api/front/single-voucher/shipping-costs?pointOfSale — the physical format's cost. */
export function shippingCostsUrl(pointOfSale: PointOfSale): string {
  return `/api/front/single-voucher/shipping-costs${queryString({ pointOfSale })}`;
}

export function getShippingCosts(url: string) {
  return fetchApiLazy(url, async () => (await contract()).shippingCostsResponseSchema);
}

/**
 * GIFT-015: fetched only when a point of sale is set and the physical format is active; its
 * answer (amount, error) is kept for the visit (never revalidated).
 */
export function useShippingCosts(pointOfSale: PointOfSale | undefined, active: boolean) {
  return useSWR(active && pointOfSale ? shippingCostsUrl(pointOfSale) : null, getShippingCosts, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
