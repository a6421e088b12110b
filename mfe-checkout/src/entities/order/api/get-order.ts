import { fetchApi, orderSummarySchema, queryString } from '@shop/api-contract';
import useSWR from 'swr';

/**
 * LEFT-041, ADR 0050: GET /api/front/purchase/orders/{orderUUID}?token=…: the order, shown only
 * with the view token its creator received (a UUID alone is a 404).
 */
export function orderUrl(orderUUID: string, token: string): string {
  return `/api/front/purchase/orders/${encodeURIComponent(orderUUID)}${queryString({ token })}`;
}

export function getOrder(url: string) {
  return fetchApi(url, orderSummarySchema);
}

export function useOrder(orderUUID: string, token: string | null) {
  return useSWR(token ? orderUrl(orderUUID, token) : null, getOrder, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
