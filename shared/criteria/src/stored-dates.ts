import { isIsoDate, toIsoDate } from './dates';

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
