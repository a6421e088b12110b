import {
  fetchApi,
  queryString,
  type SearchAvailabilitiesQuery,
  searchAvailabilitiesResponseSchema,
} from '@shop/api-contract';
import { addDays, type Availability, type AvailabilityDay, type IsoDate } from '@shop/criteria';
import { reportError } from '@shop/platform';
import { useEffect, useMemo, useState } from 'react';
import type { SearchAvailabilityRequest } from './search-availability-request';

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

/**
 * Months asked already, shared by every opening of the calendar (a failure is not kept, so the
 * next opening asks again). Not SWR, which the rest of the search box uses: it has no hook for a
 * changing list of keys, and useSWRInfinite either fails every month with one or keeps a failed
 * month for the whole visit.
 */
const CACHE_MAX = 48;
const cache = new Map<string, Promise<Availability>>();

function loadMonth(url: string, month: string): Promise<Availability> {
  const known = cache.get(url);
  if (known) return known;
  const loading = fetchApi(url, searchAvailabilitiesResponseSchema).then((days) =>
    monthAvailability(month, days),
  );
  cache.set(url, loading);
  loading.catch(() => cache.delete(url));
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value ?? url);
  return loading;
}

/** Empties the months cache (tests). */
export function forgetSearchAvailability(): void {
  cache.clear();
}

type MonthResult = { ok: true; availability: Availability } | { ok: false };

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
 * (or as the mobile list grows), up to the year the calendar covers. A failure is logged and its
 * month offers every future day, as a search without availability does.
 */
export function useSearchAvailability(
  request: SearchAvailabilityRequest | undefined,
  months: readonly string[],
): SearchAvailability {
  const urls = useMemo(
    () =>
      request ? months.map((month) => ({ month, url: searchAvailabilityUrl(request, month) })) : [],
    [request, months],
  );
  const [results, setResults] = useState<Readonly<Record<string, MonthResult>>>({});
  const key = urls.map(({ url }) => url).join(' ');
  useEffect(() => {
    let live = true;
    for (const { month, url } of urls) {
      loadMonth(url, month).then(
        (availability) => {
          if (live) setResults((current) => ({ ...current, [url]: { ok: true, availability } }));
        },
        (error: unknown) => {
          void reportError({
            message: `Calendar availability failed: ${error instanceof Error ? error.message : String(error)}`,
          });
          if (live) setResults((current) => ({ ...current, [url]: { ok: false } }));
        },
      );
    }
    return () => {
      live = false;
    };
    // `key` names the urls: a new array with the same urls asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return useMemo(() => {
    const availability: Record<IsoDate, AvailabilityDay | null | undefined> = {};
    const failedMonths = new Set<string>();
    let loading = false;
    for (const { month, url } of urls) {
      const result = results[url];
      if (!result) loading = true;
      else if (result.ok) Object.assign(availability, result.availability);
      else failedMonths.add(month);
    }
    return { availability, loading, failedMonths };
  }, [urls, results]);
}
