import { fetchApiLazy } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["giftCardOptionsSchema"] */ '@shop/api-contract');

/** GIFT-025: GET /api/front/gift-cards?locale: amounts (one default), designs, rules, validity. */
export const giftCardOptionsKey = (locale: Locale) =>
  `/api/front/gift-cards?locale=${encodeURIComponent(locale)}`;

export const fetchGiftCardOptions = (url: string) =>
  fetchApiLazy(url, async () => (await contract()).giftCardOptionsSchema);

export function useGiftCardOptions(locale: Locale) {
  return useSWR(giftCardOptionsKey(locale), fetchGiftCardOptions, { revalidateOnFocus: false });
}
