import { fetchApiLazy, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["availableCustomSubElementsResponseSchema"] */ '@shop/api-contract');

/** API-029, GIFT-014: GET /api/front/sub-elements/available-custom-sub-elements?locale. */
export function customSubElementsUrl(locale: Locale): string {
  return `/api/front/sub-elements/available-custom-sub-elements${queryString({ locale })}`;
}

export function getCustomSubElements(url: string) {
  return fetchApiLazy(url, async () => (await contract()).availableCustomSubElementsResponseSchema);
}

/** GIFT-014: physical format only. */
export function useCustomSubElements(locale: Locale, physical: boolean) {
  return useSWR(physical ? customSubElementsUrl(locale) : null, getCustomSubElements, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
