import { type ActivityDatesResponse, fetchApiChecked, queryString } from '@shop/api-contract';
import type { Locale, Pax } from '@shop/criteria';
import useSWR from 'swr';

export interface ActivityDatesRequest {
  offerId: number;
  locale: Locale;
  pax: Pax;
  stay: { checkin: string; nights: number };
}

/** API-023: GET /api/weekend/{id}/activityDates.json — the days each activity can take place. */
export function activityDatesUrl({ offerId, locale, pax, stay }: ActivityDatesRequest): string {
  return `/api/weekend/${offerId}/activityDates.json${queryString({
    locale,
    checkin: stay.checkin,
    nights: stay.nights,
    adult: pax.adult,
    child: pax.child,
    baby: pax.baby,
  })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isActivityDates(body: unknown): body is ActivityDatesResponse {
  return (
    Array.isArray(body) &&
    body.every(
      (choice) =>
        isRecord(choice) &&
        typeof choice.activityId === 'string' &&
        typeof choice.title === 'string' &&
        Array.isArray(choice.dates) &&
        choice.dates.every(
          (option) =>
            isRecord(option) && typeof option.value === 'string' && typeof option.date === 'string',
        ),
    )
  );
}

export function getActivityDates(url: string): Promise<ActivityDatesResponse> {
  return fetchApiChecked(url, isActivityDates);
}

export function useActivityDates(request: ActivityDatesRequest | null) {
  return useSWR(request ? activityDatesUrl(request) : null, getActivityDates, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
