import { fetchApi, giftBoxesResponseSchema } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** GIFT-027, API-031: GET /api/front/gift-boxes?locale&utmMedium: the boxes of a campaign medium. */
export function giftBoxesKey(locale: Locale, utmMedium: string | null): string {
  const query = new URLSearchParams({ locale });
  if (utmMedium) query.set('utmMedium', utmMedium);
  return `/api/front/gift-boxes?${query.toString()}`;
}

export const fetchGiftBoxes = (url: string) => fetchApi(url, giftBoxesResponseSchema);

export function useGiftBoxes(locale: Locale, utmMedium: string | null) {
  return useSWR(giftBoxesKey(locale, utmMedium), fetchGiftBoxes, { revalidateOnFocus: false });
}
