import {
  type Availability,
  CALENDAR_MONTHS_AHEAD,
  type CalendarSelection,
  type CheckoutNights,
  daysBetween,
  initialListMonths,
  type IsoDate,
  isDaySelectable,
  isPastDay,
} from '@shop/criteria';

export { CALENDAR_MONTHS_AHEAD };

/** A month as one number (year × 12 + month index), easy to compare and step. */
export type MonthKey = number;

export const monthKeyOf = (date: Date): MonthKey => date.getFullYear() * 12 + date.getMonth();
export const monthOfKey = (key: MonthKey) => ({ year: Math.floor(key / 12), month: key % 12 });

export function monthKeyOfIso(day: IsoDate): MonthKey {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return year * 12 + month - 1;
}

/** The first month shown: the check-in's when it is ahead, else the current month. */
export function firstMonthOf(checkin: IsoDate | undefined, now: Date): MonthKey {
  const current = monthKeyOf(now);
  const last = current + CALENDAR_MONTHS_AHEAD - 1;
  if (!checkin) return current;
  return Math.min(last, Math.max(current, monthKeyOfIso(checkin)));
}

/**
 * SRCH-040: the mobile list first reaches `monthsPerPage` months past the check-in (one page at
 * least): 3 for the search calendar, 4 for a product's (001 §7).
 */
export function initialMobileMonths(
  checkin: IsoDate | undefined,
  now: Date,
  monthsPerPage: number,
): number {
  return initialListMonths(
    checkin ? monthKeyOfIso(checkin) - monthKeyOf(now) : undefined,
    monthsPerPage,
  );
}

/** yyyy-MM of a month key (the availability call's month). */
export function isoMonthOfKey(key: MonthKey): string {
  const { year, month } = monthOfKey(key);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`;
}

/** What the calendar knows of the days, by where the availability comes from. */
export type CalendarDays =
  /** A hotel search: the hotel's days and, after a check-in, its checkout nights (SRCH-033). */
  | { scope: 'hotel'; availability: Availability; checkoutNights?: CheckoutNights | undefined }
  /** A general search: the days any matching package can be booked from (SRCH-042). */
  | { scope: 'search'; availability: Availability };

/**
 * Whether a day can be clicked in the search calendar.
 * - A hotel search: the shared rule on the hotel's availability and checkout nights
 *   (CRIT-058..064, CRIT-060, CRIT-061); an earlier day than checkin restarts the selection.
 * - A general search with availability (SRCH-042): a check-in needs a package bookable that day
 *   (CRIT-062, CRIT-064; CRIT-059 once both dates are set); with only a check-in, a later day is a
 *   checkout, which no product's nights limit: 1 to 20 days after check-in (CRIT-065).
 * - No availability (a month that failed, an activity or gift search): never in the past, today
 *   from 20:00 (CRIT-062, CRIT-063), nor the check-in itself (CRIT-058); a checkout as above; an
 *   earlier day restarts the selection (CRIT-056). isDaySelectable alone would refuse every
 *   check-in here: without availability data a day is unselectable while choosing checkin
 *   (CRIT-064).
 */
export function isSearchDaySelectable(
  day: IsoDate,
  selection: CalendarSelection,
  now: Date,
  days?: CalendarDays,
): boolean {
  const { checkin, checkout } = selection;
  const choosingCheckout = checkin !== undefined && checkout === undefined;
  if (days?.scope === 'hotel') {
    if (choosingCheckout && day < checkin) {
      return isDaySelectable(day, { now, availability: days.availability });
    }
    return isDaySelectable(day, {
      now,
      checkin,
      checkout,
      availability: days.availability,
      checkoutNights: days.checkoutNights,
      limitToPossibleNights: true,
    });
  }
  if (choosingCheckout && daysBetween(checkin, day) > 0) {
    return isDaySelectable(day, { now, checkin, availability: {} });
  }
  if (days?.scope === 'search') {
    // An earlier day restarts the selection as a check-in; the check-in itself is out (CRIT-058).
    if (choosingCheckout) {
      return day !== checkin && isDaySelectable(day, { now, availability: days.availability });
    }
    return isDaySelectable(day, { now, checkin, checkout, availability: days.availability });
  }
  return day !== checkin && !isPastDay(day, now);
}
