import { fetchApi, orderSummarySchema, queryString, type OrderSummary } from '@shop/api-contract';
import useSWR from 'swr';

/** What proves a booking is the visitor's (BEY-003): its number and the buyer's e-mail. */
export interface BookingProof {
  bookingNumber: string;
  email: string;
}

/** BEY-003: GET /api/front/orders/lookup?bookingNumber&email (rate-limited per client). */
export function orderLookupUrl(proof: BookingProof): string {
  return `/api/front/orders/lookup${queryString({ ...proof })}`;
}

export function lookupOrder(url: string): Promise<OrderSummary> {
  return fetchApi(url, orderSummarySchema, { cache: 'no-store' });
}

/**
 * The booking these proofs open, once the visitor has sent them (null: nothing asked yet). Not
 * retried: a wrong pair counts against the rate limit.
 */
export function useOrderLookup(proof: BookingProof | null) {
  return useSWR(proof ? orderLookupUrl(proof) : null, lookupOrder, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
