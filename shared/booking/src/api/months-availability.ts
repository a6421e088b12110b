import { addDays, type Availability, type AvailabilityDay, type IsoDate } from '@shop/criteria';
import { reportError } from '@shop/platform';
import { useMemo } from 'react';
import useSWR from 'swr';
import { CALENDAR_MONTHS_AHEAD } from '../calendar/calendar-days';

/** Every day of a yyyy-MM month: the answer's days, null for the others (no availability). */
export function monthAvailability(
  month: string,
  days: Readonly<Record<string, AvailabilityDay | null>>,
): Availability {
  const availability: Record<IsoDate, AvailabilityDay | null> = {};
  for (let day: IsoDate = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    availability[day] = days[day] ?? null;
  }
  return availability;
}

/** The SWR key of one month: [kind, url, yyyy-MM]. */
export type MonthKeyOfCall = readonly [string, string, string];

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

export interface MonthsAvailability {
  /** The days of every month answered so far. */
  availability: Availability;
  /** Some month shown is still being asked (SRCH-041). */
  loading: boolean;
  /** Months (yyyy-MM) whose call failed: their days follow the rules without availability. */
  failedMonths: ReadonlySet<string>;
  /** Months (yyyy-MM) answered (with or without bookable days). */
  answeredMonths: ReadonlySet<string>;
}

/**
 * SRCH-042, PROD-021: the availability of the months a calendar shows, one call per month (each on
 * SWR's cache, kept for the visit), up to the year the calendar covers. A failure is logged.
 */
export function useMonthsAvailability<K extends MonthKeyOfCall>(
  keys: readonly K[],
  fetcher: (key: K) => Promise<Availability>,
): MonthsAvailability {
  // One SWR hook per month the calendar can show: a constant number of calls in the same order
  // on every render (what the rules of hooks require), unused slots asking nothing.
  const answers: { month: string; data: Availability | undefined; error: unknown }[] = [];
  for (let slot = 0; slot < CALENDAR_MONTHS_AHEAD; slot += 1) {
    const key = keys[slot] ?? null;
    // eslint-disable-next-line react-hooks/rules-of-hooks -- constant count, see above
    const { data, error } = useSWR(key, fetcher, MONTH_OPTIONS);
    if (key) answers.push({ month: key[2], data, error });
  }
  const signature = answers
    .map(({ month, data, error }) => `${month}:${data ? 'ok' : error ? 'failed' : 'asked'}`)
    .join(',');
  return useMemo(() => {
    const availability: Record<IsoDate, AvailabilityDay | null | undefined> = {};
    const failedMonths = new Set<string>();
    const answeredMonths = new Set<string>();
    let loading = false;
    for (const { month, data, error } of answers) {
      if (data) {
        Object.assign(availability, data);
        answeredMonths.add(month);
      } else if (error) failedMonths.add(month);
      else loading = true;
    }
    return { availability, loading, failedMonths, answeredMonths };
    // `signature` names every month's state: the same states keep the same object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
