import { daysBetween, localDateTime, type IsoDate } from '../dates';
import type { Availability, AvailabilityDay, CheckoutNights } from './selection';

/** CRIT-063: from this hour (local to the time zone) today is no longer selectable. */
export const TODAY_CUTOFF_HOUR = 20;
/** CRIT-065: the largest gap in days after checkin allowed for a day without availability data. */
export const MAX_UNKNOWN_AVAILABILITY_GAP_DAYS = 20;

/**
 * The markets' clock (France, Spain, Belgium, the Netherlands, Italy share it): the day and hour
 * the server checks a check-in against, so the calendar agrees with it whatever the browser's zone.
 */
export const MARKET_TIME_ZONE = 'Europe/Paris';

/** CRIT-062, CRIT-063: whether `day` is in the past; today counts as past from 20:00 on (market clock). */
export function isPastDay(day: IsoDate, now: Date, timeZone: string = MARKET_TIME_ZONE): boolean {
  const today = localDateTime(now, timeZone);
  return day < today.date || (day === today.date && today.hour >= TODAY_CUTOFF_HOUR);
}

/** CRIT-062: a day has availability when its entry is neither null nor empty. */
export function hasAvailability(entry: AvailabilityDay | null | undefined): boolean {
  return entry != null && entry.price !== '' && Number.isFinite(entry.amount);
}

/** CRIT-058..065: what the calendar knows when deciding whether a day can be clicked. */
export interface SelectableContext {
  now: Date;
  timeZone?: string | undefined;
  checkin?: IsoDate | undefined;
  checkout?: IsoDate | undefined;
  availability: Availability;
  /** CRIT-060: the checkout-night result for the current checkin, once loaded. */
  checkoutNights?: CheckoutNights | undefined;
  /** CRIT-061: the choice is limited to the listed night counts (possibleNights). */
  limitToPossibleNights?: boolean | undefined;
}

/**
 * CRIT-058..065: whether `day` can be clicked. Never the checkin itself, nor a past day (today from
 * 20:00). Both dates set: any day with availability. Only checkin set with its checkout nights:
 * days start..end nights after checkin (and in possibleNights when limited to them). Otherwise the
 * day needs availability (not null or empty); a day without data is selectable only while
 * choosing checkout, 1 to 20 days after checkin.
 */
export function isDaySelectable(day: IsoDate, context: SelectableContext): boolean {
  const { checkin, checkout, availability } = context;
  if (day === checkin) return false;
  if (isPastDay(day, context.now, context.timeZone)) return false;
  const entry = availability[day];
  if (checkin !== undefined && checkout !== undefined) return hasAvailability(entry);
  if (checkin !== undefined && context.checkoutNights?.checkin === checkin) {
    const nights = daysBetween(checkin, day);
    const { start, end, possibleNights } = context.checkoutNights;
    if (nights < start || nights > end) return false;
    return !context.limitToPossibleNights || possibleNights.includes(nights);
  }
  if (entry === undefined) {
    if (checkin === undefined) return false;
    const gap = daysBetween(checkin, day);
    return gap > 0 && gap <= MAX_UNKNOWN_AVAILABILITY_GAP_DAYS;
  }
  return hasAvailability(entry);
}

/** CRIT-066: what a day cell shows about its price and minimum stay. */
export interface DayCellPrice {
  /** Shown with an asterisk and the minimum-stay message when above 1. */
  hasMinimumStay: boolean;
  minLos: number;
  /** Euros per night: amount / minLos / 100. */
  perNight: number;
}

/** CRIT-066: the cell price per night (amount / minLos / 100) and the minimum-stay (asterisk) flag. */
export function dayCellPrice(entry: Pick<AvailabilityDay, 'amount' | 'minLos'>): DayCellPrice {
  const minLos = Number.isInteger(entry.minLos) && entry.minLos >= 1 ? entry.minLos : 1;
  return { hasMinimumStay: minLos > 1, minLos, perNight: entry.amount / minLos / 100 };
}
