import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  daysInMonth,
  endOfWeek,
  makeDate,
  mondayIndex,
  monthWeeks,
  parseIsoDate,
  startOfWeek,
  toIsoDate,
} from './dates';

describe('date helpers', () => {
  it('formats and parses ISO dates in local time', () => {
    expect(toIsoDate(makeDate(2027, 2, 5))).toBe('2027-03-05');
    expect(parseIsoDate('2027-03-05')?.getDate()).toBe(5);
    expect(parseIsoDate('2027-02-30')).toBeNull();
    expect(parseIsoDate('nope')).toBeNull();
  });

  it('adds days and months, clamping month ends', () => {
    expect(toIsoDate(addDays(makeDate(2027, 1, 28), 1))).toBe('2027-03-01');
    expect(toIsoDate(addMonths(makeDate(2027, 0, 31), 1))).toBe('2027-02-28');
    expect(toIsoDate(addMonths(makeDate(2028, 0, 31), 1))).toBe('2028-02-29');
    expect(toIsoDate(addMonths(makeDate(2027, 0, 15), -1))).toBe('2026-12-15');
    expect(daysInMonth(2028, 1)).toBe(29);
  });

  it('starts weeks on Monday', () => {
    const wednesday = makeDate(2027, 2, 3);
    expect(mondayIndex(wednesday)).toBe(2);
    expect(toIsoDate(startOfWeek(wednesday))).toBe('2027-03-01');
    expect(toIsoDate(endOfWeek(wednesday))).toBe('2027-03-07');
    expect(mondayIndex(makeDate(2027, 2, 7))).toBe(6);
  });

  it('lays a month out in Monday-first weeks', () => {
    // September 2027 starts on a Wednesday and has 30 days.
    const weeks = monthWeeks(2027, 8);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.slice(0, 2)).toEqual([null, null]);
    expect(weeks[0]?.[2]?.getDate()).toBe(1);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});
