import { addDays, daysBetween, type IsoDate } from '../dates';

/** CRIT-056, CRIT-057: the calendar selection; checkout and nights are set together. */
export interface CalendarSelection {
  checkin?: IsoDate | undefined;
  checkout?: IsoDate | undefined;
  nights?: number | undefined;
}

/** CRIT-057: a completed selection: checkout = checkin + nights. */
export interface CompleteSelection {
  checkin: IsoDate;
  checkout: IsoDate;
  nights: number;
}

/** CRIT-057: the completed selection of `nights` nights from `checkin` (checkout = checkin + nights). */
export function completeSelection(checkin: IsoDate, nights: number): CompleteSelection {
  return { checkin, checkout: addDays(checkin, nights), nights };
}

/** CRIT-057: whether the selection has both dates. */
export function isCompleteSelection(selection: CalendarSelection): selection is CompleteSelection {
  return selection.checkin !== undefined && selection.checkout !== undefined;
}

/**
 * CRIT-056, CRIT-057: the selection after a click on `day`. With only a checkin, a later day
 * completes it (checkin, checkout, nights); any other click (first click, same or earlier day, or
 * a click on a complete selection) restarts with `day` as checkin.
 */
export function selectDay(selection: CalendarSelection, day: IsoDate): CalendarSelection {
  const { checkin, checkout } = selection;
  if (checkin !== undefined && checkout === undefined && day > checkin) {
    return completeSelection(checkin, daysBetween(checkin, day));
  }
  return { checkin: day };
}

/** CRIT-067: the checkout-night result: night counts possible after `checkin`. */
export interface CheckoutNights {
  checkin: IsoDate;
  /** Fewest nights (relative to checkin). */
  start: number;
  /** Most nights (relative to checkin). */
  end: number;
  /** Every possible night count, ascending, without duplicates. */
  possibleNights: number[];
}

/**
 * CRIT-067: the checkout-night result from the returned night counts: start the minimum, end the
 * maximum. Counts that are not whole numbers of at least 1 are dropped; none left gives undefined
 * (the checkout range is cleared).
 */
export function checkoutNightsOf(
  checkin: IsoDate,
  nights: readonly number[],
): CheckoutNights | undefined {
  const possibleNights = [...new Set(nights)]
    .filter((count) => Number.isInteger(count) && count >= 1)
    .sort((a, b) => a - b);
  const start = possibleNights[0];
  const end = possibleNights.at(-1);
  if (start === undefined || end === undefined) return undefined;
  return { checkin, start, end, possibleNights };
}

/** CRIT-068: one day of availability data (keyed by date). */
export interface AvailabilityDay {
  price: string;
  /** Cents, for the whole minimum stay. */
  amount: number;
  minLos: number;
  promo?: number | undefined;
  bestPriceOfTheMonth?: boolean | undefined;
}

/** CRIT-068: availability keyed by `yyyy-MM-dd`; null means no availability, a missing key no data. */
export type Availability = Readonly<Record<IsoDate, AvailabilityDay | null | undefined>>;
