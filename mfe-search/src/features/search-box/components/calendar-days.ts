import {
  type Availability,
  type CalendarSelection,
  type CheckoutNights,
  daysBetween,
  type IsoDate,
  isDaySelectable,
  isPastDay,
} from '@shop/criteria';

/** SRCH-042: the calendar reaches one year ahead (12 months from the current one). */
export const CALENDAR_MONTHS_AHEAD = 12;
/** SRCH-040: on mobile the list grows by 3 months at a time. */
export const MOBILE_MONTHS_STEP = 3;

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

/** SRCH-040: the mobile list first reaches 3 months past the check-in (3 months at least). */
export function initialMobileMonths(checkin: IsoDate | undefined, now: Date): number {
  const current = monthKeyOf(now);
  const reach = checkin ? monthKeyOfIso(checkin) - current + 1 + MOBILE_MONTHS_STEP : 0;
  return Math.min(CALENDAR_MONTHS_AHEAD, Math.max(MOBILE_MONTHS_STEP, reach));
}

/**
 * Whether a day can be clicked in the search calendar. With `hotel` (a hotel search), the shared
 * rule on the hotel's availability and checkout nights. Without (a general search, no product so
 * no availability):
 * never in the past, today from 20:00 (CRIT-062, CRIT-063), nor the check-in itself (CRIT-058);
 * while choosing checkout, a later day follows the shared rule for unknown availability (1 to 20
 * days after check-in, CRIT-065); an earlier day restarts the selection (CRIT-056).
 * isDaySelectable alone would refuse every check-in here: without availability data a day is
 * unselectable while choosing checkin (CRIT-064), a product-calendar rule.
 */
export function isSearchDaySelectable(
  day: IsoDate,
  selection: CalendarSelection,
  now: Date,
  hotel?: { availability: Availability; checkoutNights?: CheckoutNights | undefined },
): boolean {
  const { checkin, checkout } = selection;
  if (hotel) {
    // A hotel search has the hotel's days (CRIT-058..064) and, once a checkin is picked, its
    // checkout nights (CRIT-060, CRIT-061). An earlier day than checkin restarts the selection.
    if (checkin !== undefined && checkout === undefined && day < checkin) {
      return isDaySelectable(day, { now, availability: hotel.availability });
    }
    return isDaySelectable(day, {
      now,
      checkin,
      checkout,
      availability: hotel.availability,
      checkoutNights: hotel.checkoutNights,
      limitToPossibleNights: true,
    });
  }
  if (day === checkin || isPastDay(day, now)) return false;
  if (checkin !== undefined && checkout === undefined && daysBetween(checkin, day) > 0) {
    return isDaySelectable(day, { now, checkin, availability: {} });
  }
  return true;
}
