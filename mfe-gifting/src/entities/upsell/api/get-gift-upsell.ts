import { fetchApiLazy, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["upsellResponseSchema"] */ '@shop/api-contract');

/** API-024, GIFT-004: GET /api/weekend/{id}/upsell.json?locale&giftNights — the gift upsells. */
export function giftUpsellUrl(id: number, locale: Locale, giftNights: number): string {
  return `/api/weekend/${id}/upsell.json${queryString({ locale, giftNights })}`;
}

export function getGiftUpsell(url: string) {
  return fetchApiLazy(url, async () => (await contract()).upsellResponseSchema);
}

/** GIFT-004, GIFT-007: loaded in gifting, and only for a one-night voucher (null otherwise). */
export function useGiftUpsell(id: number, locale: Locale, giftNights: number | null) {
  return useSWR(giftNights === null ? null : giftUpsellUrl(id, locale, giftNights), getGiftUpsell, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
