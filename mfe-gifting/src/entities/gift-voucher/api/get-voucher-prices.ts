import { fetchApiLazy, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["singleVoucherPricesSchema"] */ '@shop/api-contract');

/** API-027, GIFT-016/017: GET /api/single-voucher/{id}/prices.json?locale — the price list. */
export function voucherPricesUrl(id: number, locale: Locale): string {
  return `/api/single-voucher/${id}/prices.json${queryString({ locale })}`;
}

export function getVoucherPrices(url: string) {
  return fetchApiLazy(url, async () => (await contract()).singleVoucherPricesSchema);
}

/** The voucher of a weekend; `error` (404 included) when it cannot be offered. */
export function useVoucherPrices(id: number | null, locale: Locale) {
  return useSWR(id === null ? null : voucherPricesUrl(id, locale), getVoucherPrices, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
