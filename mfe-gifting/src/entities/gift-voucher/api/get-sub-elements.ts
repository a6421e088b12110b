import { fetchApi, queryString, subElementsResponseSchema } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-028, GIFT-012: GET /api/front/sub-elements?locale — the physical format's groups. */
export function subElementsUrl(locale: Locale): string {
  return `/api/front/sub-elements${queryString({ locale })}`;
}

export function getSubElements(url: string) {
  return fetchApi(url, subElementsResponseSchema);
}

/** Loaded only for the physical format. */
export function useSubElements(locale: Locale, physical: boolean) {
  return useSWR(physical ? subElementsUrl(locale) : null, getSubElements, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
