import {
  fetchApi,
  queryString,
  type SearchAvailabilitiesQuery,
  searchAvailabilitiesResponseSchema,
} from '@shop/api-contract';
import { addDays, type Availability, type AvailabilityDay, type IsoDate } from '@shop/criteria';
import { reportError } from '@shop/platform';
import { useMemo } from 'react';
import useSWR from 'swr';
import { CALENDAR_MONTHS_AHEAD } from '../calendar/calendar-days';

/** What the search calendar asks the availability of (SRCH-042): the draft search's criteria. */
export type SearchAvailabilityRequest = Omit<SearchAvailabilitiesQuery, 'month'>;

/** SRCH-042: GET /api/availabilities.json for one month (yyyy-MM) of the search. */
export function searchAvailabilityUrl(request: SearchAvailabilityRequest, month: string): string {
  const query: SearchAvailabilitiesQuery = { ...request, month };
  return `/api/availabilities.json${queryString(query)}`;
}

/** Every day of a yyyy-MM month: the answer's days, null for the others (no availability). */
export function monthAvailability(
  month: string,
  days: Readonly<Record<string, AvailabilityDay>>,
): Availability {
  const availability: Record<IsoDate, AvailabilityDay | null> = {};
  for (let day: IsoDate = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    availability[day] = days[day] ?? null;
  }
  return availability;
}

/** The SWR key of one month of a search's availability. */
export type SearchMonthKey = readonly ['search-availability', string, string];

/** SRCH-042: one month's days (every day of the month: its answer or null). */
export async function fetchSearchMonth([, url, month]: SearchMonthKey): Promise<Availability> {
  return monthAvailability(month, await fetchApi(url, searchAvailabilitiesResponseSchema));
}

const MONTH_OPTIONS = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  onError: (error: unknown) => {
    void reportError({
      message: `Calendar availability failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  },
} as const;

export interface SearchAvailability {
  /** The days of every month answered so far. */
  availability: Availability;
  /** Some month shown is still being asked (SRCH-041). */
  loading: boolean;
  /** Months (yyyy-MM) whose call failed: their days follow the rules without availability. */
  failedMonths: ReadonlySet<string>;
}

/**
 * SRCH-042: the availability of the months the calendar shows, asked month by month as it pages
 * (or as the mobile list grows), up to the year the calendar covers, each month on SWR's cache
 * (kept for the visit; a failed month is asked again when the calendar opens again). A failure is
 * logged and its month offers every future day, as a search without availability does.
 */
export function useSearchAvailability(
  request: SearchAvailabilityRequest | undefined,
  months: readonly string[],
): SearchAvailability {
  const keys = useMemo(
    () =>
      request
        ? months
            .slice(0, CALENDAR_MONTHS_AHEAD)
            .map((month): SearchMonthKey => [
              'search-availability',
              searchAvailabilityUrl(request, month),
              month,
            ])
        : [],
    [request, months],
  );
  // One SWR hook per month the calendar can show: a constant number of calls in the same order
  // on every render (what the rules of hooks require), unused slots asking nothing.
  const answers: { month: string; data: Availability | undefined; error: unknown }[] = [];
  for (let slot = 0; slot < CALENDAR_MONTHS_AHEAD; slot += 1) {
    const key = keys[slot] ?? null;
    // eslint-disable-next-line react-hooks/rules-of-hooks -- constant count, see above
    const { data, error } = useSWR(key, fetchSearchMonth, MONTH_OPTIONS);
    if (key) answers.push({ month: key[2], data, error });
  }
  const signature = answers
    .map(({ month, data, error }) => `${month}:${data ? 'ok' : error ? 'failed' : 'asked'}`)
    .join(',');
  return useMemo(() => {
    const availability: Record<IsoDate, AvailabilityDay | null | undefined> = {};
    const failedMonths = new Set<string>();
    let loading = false;
    for (const { month, data, error } of answers) {
      if (data) Object.assign(availability, data);
      else if (error) failedMonths.add(month);
      else loading = true;
    }
    return { availability, loading, failedMonths };
    // `signature` names every month's state: the same states keep the same object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
