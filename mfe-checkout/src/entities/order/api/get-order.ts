import { fetchApi, ORDER_VIEW_TOKEN_HEADER, orderSummarySchema } from '@shop/api-contract';
import useSWR from 'swr';

/**
 * LEFT-041, ADR 0062: GET /api/front/purchase/orders/{orderUUID} with the view token its creator
 * received in the `X-Order-View-Token` header: the order, shown only with that proof (a UUID
 * alone is a 401, a wrong token a 404).
 */
export function orderUrl(orderUUID: string): string {
  return `/api/front/purchase/orders/${encodeURIComponent(orderUUID)}`;
}

type OrderKey = readonly [url: string, token: string];

export function getOrder([url, token]: OrderKey) {
  return fetchApi(url, orderSummarySchema, { headers: { [ORDER_VIEW_TOKEN_HEADER]: token } });
}

export function useOrder(
  orderUUID: string,
  token: string | null | undefined,
  /**
   * Read again on mount even if another page just read it (the confirmation after the payment
   * step: the order is paid since, its voucher code or gift cards issued).
   */
  options: { fresh?: boolean } = {},
) {
  const key: OrderKey | null = token ? [orderUrl(orderUUID), token] : null;
  return useSWR(key, getOrder, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    ...(options.fresh ? { dedupingInterval: 0, revalidateOnMount: true } : {}),
  });
}
