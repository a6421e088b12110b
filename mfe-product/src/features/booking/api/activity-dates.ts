import { type ActivityDatesQuery, fetchApiLazy, queryString } from '@shop/api-contract';
import type { IsoDate, Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["activityDatesResponseSchema"] */ '@shop/api-contract');

export interface ActivityDatesRequest {
  productId: string;
  locale: Locale;
  checkin: IsoDate;
  nights: number;
  adult: number;
  child: number;
  baby: number;
}

/** PROD-033, LEFT-019: GET /api/weekend/{id}/activityDates.json — each activity's day choices. */
export function activityDatesUrl(request: ActivityDatesRequest): string {
  const query: ActivityDatesQuery = {
    locale: request.locale,
    checkin: request.checkin,
    nights: String(request.nights),
    adult: String(request.adult),
    child: String(request.child),
    baby: String(request.baby),
  };
  return `/api/weekend/${encodeURIComponent(request.productId)}/activityDates.json${queryString(query)}`;
}

export function getActivityDates(url: string) {
  return fetchApiLazy(url, async () => (await contract()).activityDatesResponseSchema);
}

/** The activity day choices of the chosen stay; none without dates. */
export function useActivityDates(request: ActivityDatesRequest | undefined) {
  return useSWR(request ? activityDatesUrl(request) : null, getActivityDates, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
