import { activityOnlyDetailSchema, fetchApi, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-017: GET /api/activity-only/weekend/{id}/detail.json: the voucher's label and prices. */
export function activityUrl(id: number, locale: Locale): string {
  return `/api/activity-only/weekend/${id}/detail.json${queryString({ locale })}`;
}

export function getActivity(url: string) {
  return fetchApi(url, activityOnlyDetailSchema);
}

/** The activity of a voucher checkout; none asked while `id` is null (a forged id). */
export function useActivity(id: number | null, locale: Locale) {
  return useSWR(id === null ? null : activityUrl(id, locale), getActivity, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
