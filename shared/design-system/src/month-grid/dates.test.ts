import { describe, expect, it } from '@jest/globals';
import { toIsoDate } from '@shop/criteria';
import {
  daysInMonth,
  endOfWeek,
  makeDate,
  mondayIndex,
  monthWeeks,
  startOfWeek,
  stepDays,
  stepMonths,
} from './dates';

describe('month grid date helpers', () => {
  it('steps days and months on local dates, clamping month ends', () => {
    expect(toIsoDate(stepDays(makeDate(2027, 1, 28), 1))).toBe('2027-03-01');
    expect(toIsoDate(stepDays(makeDate(2027, 0, 1), -1))).toBe('2026-12-31');
    expect(toIsoDate(stepMonths(makeDate(2027, 0, 31), 1))).toBe('2027-02-28');
    expect(toIsoDate(stepMonths(makeDate(2028, 0, 31), 1))).toBe('2028-02-29');
    expect(toIsoDate(stepMonths(makeDate(2027, 0, 15), -1))).toBe('2026-12-15');
    expect(daysInMonth(2028, 1)).toBe(29);
    expect(daysInMonth(2027, 11)).toBe(31);
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
