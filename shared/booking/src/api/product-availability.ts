import { type AvailabilitiesQuery, fetchApiLazy, queryString } from '@shop/api-contract';
import type { Availability, Locale } from '@shop/criteria';
import { useMemo } from 'react';
import {
  monthAvailability,
  type MonthsAvailability,
  useMonthsAvailability,
} from './months-availability';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["availabilitiesResponseSchema"] */ '@shop/api-contract');

/** The product whose calendar is shown, and the party its prices are for. */
export interface ProductCalendarRequest {
  /** The product (weekend) id: required (PROD-022). */
  id: string;
  locale: Locale;
  adult: number;
  child: number;
  baby: number;
  /** PROD-017: the minisite context, passed on the checkout-nights call. */
  minisite?: string | undefined;
}

/** PROD-022: the message of an availability call without a product id. */
export const PRODUCT_ID_REQUIRED = 'Product ID is required';

/**
 * PROD-021, LEFT-008: GET /api/weekend/{id}/availabilities.json for one month (yyyy-MM), with the
 * party. Without a product id there is nothing to ask: it throws "Product ID is required".
 */
export function productAvailabilityUrl(
  request: Omit<ProductCalendarRequest, 'id'> & { id: string | undefined },
  month: string,
): string {
  if (!request.id || !request.id.trim()) throw new Error(PRODUCT_ID_REQUIRED);
  const query: AvailabilitiesQuery = {
    locale: request.locale,
    month,
    adult: String(request.adult),
    child: String(request.child),
    baby: String(request.baby),
  };
  return `/api/weekend/${encodeURIComponent(request.id)}/availabilities.json${queryString(query)}`;
}

export type ProductMonthKey = readonly ['product-availability', string, string];

/** PROD-021: one month's days (every day of the month: its answer or null). */
export async function fetchProductMonth([, url, month]: ProductMonthKey): Promise<Availability> {
  return monthAvailability(
    month,
    await fetchApiLazy(url, async () => (await contract()).availabilitiesResponseSchema),
  );
}

/**
 * PROD-021: the product's availability, month by month for the months the calendar shows
 * (2 a page on desktop, 4 on mobile), each month asked once per visit and party.
 */
export function useProductAvailability(
  request: ProductCalendarRequest | undefined,
  months: readonly string[],
): MonthsAvailability {
  const keys = useMemo(
    () =>
      request
        ? months.map((month): ProductMonthKey => [
            'product-availability',
            productAvailabilityUrl(request, month),
            month,
          ])
        : [],
    [request, months],
  );
  return useMonthsAvailability(keys, fetchProductMonth);
}
