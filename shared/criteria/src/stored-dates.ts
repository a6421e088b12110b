import {
  type CalendarSelection,
  completeSelection,
  type CompleteSelection,
  isCompleteSelection,
} from './calendar/selection';
import { daysBetween, isIsoDate, toIsoDate } from './dates';
import { DATE_KEYS } from './hash/schema';

/**
 * CRIT-012: stored search dates are reused only when their checkin is in the future, i.e. a
 * later calendar day than `now` in the visitor's time zone; otherwise (past, today, missing or
 * malformed checkin) they are dropped and undefined is returned.
 */
export function reuseStoredDates<T extends { checkin?: string | undefined }>(
  stored: T | null | undefined,
  now: Date,
): T | undefined {
  if (!stored || !isIsoDate(stored.checkin)) return undefined;
  return stored.checkin > toIsoDate(now) ? stored : undefined;
}

/** SRCH-035: where the browser keeps the last selected dates (localStorage). */
export const STORED_DATES_KEY = 'shop.searchDates';

/**
 * SRCH-035: the stored value as a complete selection, or undefined for anything else (garbage,
 * a lone checkin, a checkout not after checkin). nights is recomputed from the two dates.
 */
export function parseStoredDates(value: unknown): CompleteSelection | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { checkin, checkout } = value as Record<string, unknown>;
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) return undefined;
  const nights = daysBetween(checkin, checkout);
  return nights >= 1 ? completeSelection(checkin, nights) : undefined;
}

/** The storage the dates live in; an unavailable or refusing one keeps nothing. */
export type DatesStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** SRCH-035, CRIT-012: the stored dates, if their checkin is still in the future. */
export function readStoredDates(
  storage: DatesStorage | undefined,
  now: Date,
): CompleteSelection | undefined {
  try {
    const raw = storage?.getItem(STORED_DATES_KEY);
    return raw ? reuseStoredDates(parseStoredDates(JSON.parse(raw)), now) : undefined;
  } catch {
    return undefined;
  }
}

/** SRCH-035, SRCH-038: stores a complete selection; anything else (Clear) removes the dates. */
export function writeStoredDates(
  storage: DatesStorage | undefined,
  dates: CalendarSelection,
): void {
  try {
    if (isCompleteSelection(dates)) {
      const { checkin, checkout, nights } = dates;
      storage?.setItem(STORED_DATES_KEY, JSON.stringify({ checkin, checkout, nights }));
    } else storage?.removeItem(STORED_DATES_KEY);
  } catch {
    // Storage full or refused (private mode): the dates stay in the page hash only.
  }
}

/**
 * SRCH-035, SRCH-038: the page hash (with or without `#`) with the selected dates mirrored in it:
 * a complete selection writes checkin, checkout and nights first; none (Clear) removes every date
 * field (checkin, checkout, nights, night). Every other field is kept as written.
 */
export function mirrorDatesInHash(hash: string, dates: CalendarSelection): string {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const complete = isCompleteSelection(dates);
  const removed: readonly string[] = complete ? ['checkin', 'checkout', 'nights'] : DATE_KEYS;
  const kept = text.split('&').filter((part) => part !== '' && !removed.includes(decodeKey(part)));
  const written = complete
    ? [`checkin=${dates.checkin}`, `checkout=${dates.checkout}`, `nights=${dates.nights}`]
    : [];
  return [...written, ...kept].join('&');
}

function decodeKey(part: string): string {
  const key = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
