/**
 * The month grid's layout on local `Date`s (weeks, Monday first, keyboard steps). Date arithmetic
 * and ISO strings are @shop/criteria's (ADR 0027): the steps go through its ISO helpers.
 */
import {
  addDays,
  addMonths,
  daysInMonth as daysInIsoMonth,
  fromIsoDate,
  toIsoDate,
  type IsoDate,
} from '@shop/criteria';

/** A local date at midnight. */
export function makeDate(year: number, month: number, day: number): Date {
  return new Date(year, month, day);
}

const localDate = (date: IsoDate): Date => {
  const local = fromIsoDate(date);
  if (!local) throw new Error(`Not a calendar date: ${date}`);
  return local;
};

/** The local date `days` days later (negative goes back). */
export function stepDays(date: Date, days: number): Date {
  return localDate(addDays(toIsoDate(date), days));
}

/** Same day of another month, clamped to that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function stepMonths(date: Date, months: number): Date {
  return localDate(addMonths(toIsoDate(date), months));
}

/** Days in a month; `month` counts from 0 like Date's. */
export function daysInMonth(year: number, month: number): number {
  return daysInIsoMonth(year, month + 1);
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

export function isSameMonth(date: Date, year: number, month: number): boolean {
  return date.getFullYear() === year && date.getMonth() === month;
}

/** Day of the week with Monday = 0 … Sunday = 6. */
export function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export function startOfWeek(date: Date): Date {
  return stepDays(date, -mondayIndex(date));
}

export function endOfWeek(date: Date): Date {
  return stepDays(date, 6 - mondayIndex(date));
}

/** Weeks of a month, Monday first; days of neighbouring months are null. */
export function monthWeeks(year: number, month: number): Array<Array<Date | null>> {
  const lead = mondayIndex(makeDate(year, month, 1));
  const count = daysInMonth(year, month);
  const cells: Array<Date | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= count; day += 1) cells.push(makeDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<Date | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
