import { fetchApi, ORDER_VIEW_TOKEN_HEADER, printableGiftVoucherSchema } from '@shop/api-contract';
import useSWR from 'swr';

/**
 * GIFT-011, ADR 0062: GET /api/front/purchase/orders/{orderUUID}/gift-voucher with the order's
 * view token: the printable voucher of a paid order.
 */
export function printableVoucherUrl(orderUUID: string): string {
  return `/api/front/purchase/orders/${encodeURIComponent(orderUUID)}/gift-voucher`;
}

type VoucherKey = readonly [url: string, token: string];

export function getPrintableVoucher([url, token]: VoucherKey) {
  return fetchApi(url, printableGiftVoucherSchema, {
    headers: { [ORDER_VIEW_TOKEN_HEADER]: token },
  });
}

export function usePrintableVoucher(orderUUID: string, token: string | null) {
  const key: VoucherKey | null = token ? [printableVoucherUrl(orderUUID), token] : null;
  return useSWR(key, getPrintableVoucher, { shouldRetryOnError: false, revalidateOnFocus: false });
}
