/** An ISO calendar date, `yyyy-MM-dd`, of a real day (leap years included). */
export type IsoDate = string;

const DAY_MS = 86_400_000;

const atUtcMidnight = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

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

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((atUtcMidnight(to).getTime() - atUtcMidnight(from).getTime()) / DAY_MS);
}

/** The visitor's local calendar date of `moment`. */
export function toIsoDate(moment: Date): IsoDate {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
