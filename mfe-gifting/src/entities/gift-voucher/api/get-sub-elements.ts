import { fetchApiLazy, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["subElementsResponseSchema"] */ '@shop/api-contract');

/** API-028, GIFT-012: GET /api/front/sub-elements?locale — the physical format's groups. */
export function subElementsUrl(locale: Locale): string {
  return `/api/front/sub-elements${queryString({ locale })}`;
}

export function getSubElements(url: string) {
  return fetchApiLazy(url, async () => (await contract()).subElementsResponseSchema);
}

/** Loaded only for the physical format. */
export function useSubElements(locale: Locale, physical: boolean) {
  return useSWR(physical ? subElementsUrl(locale) : null, getSubElements, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
