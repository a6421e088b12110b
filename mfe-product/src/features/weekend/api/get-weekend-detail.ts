import { fetchApi, queryString, type WeekendDetail, weekendDetailSchema } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-015: GET /api/weekend/{id}/detail.json — the product's label, hotel and price. */
export function weekendDetailUrl(id: string, locale: Locale): string {
  return `/api/weekend/${encodeURIComponent(id)}/detail.json${queryString({ locale })}`;
}

export function getWeekendDetail(url: string): Promise<WeekendDetail> {
  return fetchApi(url, weekendDetailSchema);
}

export function useWeekendDetail(id: string | undefined, locale: Locale) {
  return useSWR(id ? weekendDetailUrl(id, locale) : null, getWeekendDetail, {
    shouldRetryOnError: false,
  });
}
