import { MAX_ID, MAX_NIGHTS } from '@shop/api-contract';
import { daysBetween, type SearchCriteria } from '@shop/criteria';

/**
 * What the search and facet calls take from the hash criteria: values the API would refuse
 * are left out (the page then searches without them instead of failing).
 */

/** A hash id the API takes (a positive integer within the database range); undefined otherwise. */
export function apiIdOf(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/** The nights of the search: night, nights, or the dates' difference, when the API takes it. */
export function searchNightsOf(criteria: SearchCriteria): number | undefined {
  const fromDates =
    criteria.checkin && criteria.checkout
      ? daysBetween(criteria.checkin, criteria.checkout)
      : undefined;
  const nights = criteria.night ?? criteria.nights ?? fromDates;
  return nights !== undefined && nights >= 1 && nights <= MAX_NIGHTS ? nights : undefined;
}
