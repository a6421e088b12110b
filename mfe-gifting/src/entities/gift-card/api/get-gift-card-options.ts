import { fetchApi, giftCardOptionsSchema } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** GIFT-025: GET /api/front/gift-cards?locale: amounts (one default), designs, rules, validity. */
export const giftCardOptionsKey = (locale: Locale) =>
  `/api/front/gift-cards?locale=${encodeURIComponent(locale)}`;

export const fetchGiftCardOptions = (url: string) => fetchApi(url, giftCardOptionsSchema);

export function useGiftCardOptions(locale: Locale) {
  return useSWR(giftCardOptionsKey(locale), fetchGiftCardOptions, { revalidateOnFocus: false });
}
