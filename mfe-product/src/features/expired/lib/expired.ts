import type { WeekendDetail } from '@shop/api-contract';

/**
 * PROD-013: the offer no longer sells: unpublished, or past its expiration day (yyyy-MM-dd,
 * compared with `today` in the same form).
 */
export function isExpiredOffer(
  detail: Pick<WeekendDetail, 'published' | 'expiration'>,
  today: string,
): boolean {
  return !detail.published || (detail.expiration !== null && detail.expiration < today);
}

/** Today's date as yyyy-MM-dd (the visitor's clock, UTC). */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
