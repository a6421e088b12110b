/** Small calendar helpers on local dates (no time zone maths, no date library). */

/** A local date at midnight. */
export function makeDate(year: number, month: number, day: number): Date {
  return new Date(year, month, day);
}

/** "YYYY-MM-DD" of a local date. */
export function toIsoDate(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${m}-${d}`;
}

/** Local date of a "YYYY-MM-DD" string, or null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = makeDate(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date
    : null;
}

export function addDays(date: Date, days: number): Date {
  return makeDate(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Same day of another month, clamped to that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const first = makeDate(date.getFullYear(), date.getMonth() + months, 1);
  const day = Math.min(date.getDate(), daysInMonth(first.getFullYear(), first.getMonth()));
  return makeDate(first.getFullYear(), first.getMonth(), day);
}

export function daysInMonth(year: number, month: number): number {
  return makeDate(year, month + 1, 0).getDate();
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
  return addDays(date, -mondayIndex(date));
}

export function endOfWeek(date: Date): Date {
  return addDays(date, 6 - mondayIndex(date));
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
