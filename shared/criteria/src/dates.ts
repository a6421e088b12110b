import { z } from 'zod/mini';

/** An ISO calendar date, `yyyy-MM-dd`, checked for a real day (leap years included). */
export const IsoDateSchema = z.iso.date();
export type IsoDate = string;

const DAY_MS = 86_400_000;

const atUtcMidnight = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);

/** True when `value` is an ISO `yyyy-MM-dd` date of a real day. */
export function isIsoDate(value: unknown): value is IsoDate {
  return z.safeParse(IsoDateSchema, value).success;
}

/** The date `days` days after `date` (negative goes back); calendar arithmetic, no time zone. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = atUtcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((atUtcMidnight(to).getTime() - atUtcMidnight(from).getTime()) / DAY_MS);
}

/** The visitor's local calendar date of `moment`. */
export function toIsoDate(moment: Date): IsoDate {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
