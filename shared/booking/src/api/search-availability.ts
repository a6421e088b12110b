import { fetchApiLazy, queryString, type SearchAvailabilitiesQuery } from '@shop/api-contract';
import type { Availability } from '@shop/criteria';
import { useMemo } from 'react';
import {
  monthAvailability,
  type MonthsAvailability,
  useMonthsAvailability,
} from './months-availability';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["searchAvailabilitiesResponseSchema"] */ '@shop/api-contract');

/** What the search calendar asks the availability of (SRCH-042): the draft search's criteria. */
export type SearchAvailabilityRequest = Omit<SearchAvailabilitiesQuery, 'month'>;

/** SRCH-042: GET /api/availabilities.json for one month (yyyy-MM) of the search. */
export function searchAvailabilityUrl(request: SearchAvailabilityRequest, month: string): string {
  const query: SearchAvailabilitiesQuery = { ...request, month };
  return `/api/availabilities.json${queryString(query)}`;
}

export { monthAvailability };

/** The SWR key of one month of a search's availability. */
export type SearchMonthKey = readonly ['search-availability', string, string];

/** SRCH-042: one month's days (every day of the month: its answer or null). */
export async function fetchSearchMonth([, url, month]: SearchMonthKey): Promise<Availability> {
  return monthAvailability(
    month,
    await fetchApiLazy(url, async () => (await contract()).searchAvailabilitiesResponseSchema),
  );
}

export type { MonthsAvailability as SearchAvailability };

/**
 * SRCH-042: the availability of the months the calendar shows, asked month by month as it pages
 * (or as the mobile list grows), up to the year the calendar covers, each month on SWR's cache
 * (kept for the visit; a failed month is asked again when the calendar opens again). A failure is
 * logged and its month offers every future day, as a search without availability does.
 */
export function useSearchAvailability(
  request: SearchAvailabilityRequest | undefined,
  months: readonly string[],
): MonthsAvailability {
  const keys = useMemo(
    () =>
      request
        ? months.map((month): SearchMonthKey => [
            'search-availability',
            searchAvailabilityUrl(request, month),
            month,
          ])
        : [],
    [request, months],
  );
  return useMonthsAvailability(keys, fetchSearchMonth);
}
