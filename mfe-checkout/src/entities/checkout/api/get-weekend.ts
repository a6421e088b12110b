import { fetchApi, queryString, weekendDetailSchema } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** GET /api/weekend/{id}/detail.json: the offer's title, hotel, programme and activities. */
export function weekendUrl(offerId: number, locale: Locale): string {
  return `/api/weekend/${offerId}/detail.json${queryString({ locale, fetchPageModel: 'false' })}`;
}

export function getWeekend(url: string) {
  return fetchApi(url, weekendDetailSchema);
}

/** The offer of a checkout or an order; none asked while `offerId` is null. */
export function useWeekend(offerId: number | null, locale: Locale) {
  return useSWR(offerId === null ? null : weekendUrl(offerId, locale), getWeekend, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
