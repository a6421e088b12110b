import {
  availableCustomSubElementsResponseSchema,
  fetchApi,
  queryString,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-029, GIFT-014: GET /api/front/sub-elements/available-custom-sub-elements?locale. */
export function customSubElementsUrl(locale: Locale): string {
  return `/api/front/sub-elements/available-custom-sub-elements${queryString({ locale })}`;
}

export function getCustomSubElements(url: string) {
  return fetchApi(url, availableCustomSubElementsResponseSchema);
}

/** GIFT-014: physical format only. */
export function useCustomSubElements(locale: Locale, physical: boolean) {
  return useSWR(physical ? customSubElementsUrl(locale) : null, getCustomSubElements, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
