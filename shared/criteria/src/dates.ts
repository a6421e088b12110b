/**
 * The shop's date helpers — one module for every app, the design system and the API (ADR 0027).
 * Calendar days are ISO `yyyy-MM-dd` strings; arithmetic is calendar arithmetic, free of time
 * zones. Only `localDateTime` (a moment's day and hour in a zone) and the conversions from and to
 * a local `Date` look at a clock's zone.
 */

/** An ISO calendar date, `yyyy-MM-dd`, of a real day (leap years included). */
export type IsoDate = string;
/** An ISO calendar month, `yyyy-MM`. */
export type IsoMonth = string;

const DAY_MS = 86_400_000;

const atUtcMidnight = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when `value` is an ISO `yyyy-MM-dd` date of a real day (proleptic Gregorian, 0000–9999). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const [, year, month, day] = (ISO_DATE.exec(value) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The date `days` days after `date` (negative goes back); calendar arithmetic, no time zone. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = atUtcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The date `months` calendar months after `date`, on the last day when the month is shorter. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const targetYear = target.getUTCFullYear();
  const targetMonth = target.getUTCMonth() + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier): the nights of a stay. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((atUtcMidnight(to).getTime() - atUtcMidnight(from).getTime()) / DAY_MS);
}

/** The first and last day of a `yyyy-MM` month. */
export function monthDays(month: IsoMonth): { first: IsoDate; last: IsoDate } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, last: `${month}-${pad(daysInMonth(year, monthNumber))}` };
}

/** The visitor's local calendar date of `moment`. */
export function toIsoDate(moment: Date): IsoDate {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The calendar date of `moment` in UTC (a server's day, a timestamp's day). */
export function toUtcIsoDate(moment: Date): IsoDate {
  return moment.toISOString().slice(0, 10);
}

/** Local midnight of `date`, or null when it is not an ISO date of a real day. */
export function fromIsoDate(date: string): Date | null {
  if (!isIsoDate(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, day);
  // Years 0–99: the Date constructor reads them as 1900–1999.
  local.setFullYear(year);
  return local;
}

/**
 * One formatter per zone: making one costs far more than using it, and the server reads "today"
 * several times for every page it renders.
 */
const dayAndHourFormats = new Map<string | undefined, Intl.DateTimeFormat>();
function dayAndHourFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = dayAndHourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    dayAndHourFormats.set(timeZone, format);
  }
  return format;
}

/**
 * CRIT-063: the calendar date and hour of `now` in `timeZone` (default: the runtime's zone) —
 * "today" in a market (the API passes the markets' zone) or in the visitor's browser.
 */
export function localDateTime(now: Date, timeZone?: string): { date: IsoDate; hour: number } {
  const parts = dayAndHourFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const year = part('year').padStart(4, '0');
  return { date: `${year}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}
