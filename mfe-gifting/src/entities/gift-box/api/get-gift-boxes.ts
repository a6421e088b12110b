import { fetchApiLazy } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["giftBoxesResponseSchema"] */ '@shop/api-contract');

/** GIFT-027, API-031: GET /api/front/gift-boxes?locale&utmMedium: the boxes of a campaign medium. */
export function giftBoxesKey(locale: Locale, utmMedium: string | null): string {
  const query = new URLSearchParams({ locale });
  if (utmMedium) query.set('utmMedium', utmMedium);
  return `/api/front/gift-boxes?${query.toString()}`;
}

export const fetchGiftBoxes = (url: string) =>
  fetchApiLazy(url, async () => (await contract()).giftBoxesResponseSchema);

export function useGiftBoxes(locale: Locale, utmMedium: string | null) {
  return useSWR(giftBoxesKey(locale, utmMedium), fetchGiftBoxes, { revalidateOnFocus: false });
}
