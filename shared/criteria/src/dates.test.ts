import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  fromIsoDate,
  localDateTime,
  monthDays,
  toIsoDate,
  toUtcIsoDate,
} from './dates';

describe('date helpers (ADR 0027: one module for apps, design system and API)', () => {
  it('CRIT-063: the local date and hour follow the time zone', () => {
    expect(localDateTime(new Date('2030-06-01T22:30:00Z'), 'Europe/Paris')).toEqual({
      date: '2030-06-02',
      hour: 0,
    });
    expect(localDateTime(new Date('2030-06-01T22:30:00Z'), 'UTC')).toEqual({
      date: '2030-06-01',
      hour: 22,
    });
  });

  it('adds days across months and years, and counts the nights between two dates', () => {
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2027-03-26', '2027-03-29')).toBe(3);
    expect(daysBetween('2027-03-29', '2027-03-26')).toBe(-3);
  });

  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2027-03-01', 12)).toBe('2028-03-01');
  });

  it('knows the days of a month and its first and last day', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2027, 4)).toBe(30);
    expect(monthDays('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthDays('2028-12')).toEqual({ first: '2028-12-01', last: '2028-12-31' });
  });

  it('converts between ISO dates and local or UTC moments', () => {
    const local = fromIsoDate('2027-03-05');
    expect(local?.getFullYear()).toBe(2027);
    expect(local?.getMonth()).toBe(2);
    expect(local?.getDate()).toBe(5);
    expect(local && toIsoDate(local)).toBe('2027-03-05');
    expect(fromIsoDate('0042-06-01') && toIsoDate(fromIsoDate('0042-06-01') as Date)).toBe(
      '0042-06-01',
    );
    expect(fromIsoDate('2027-02-30')).toBeNull();
    expect(fromIsoDate('nope')).toBeNull();
    expect(toUtcIsoDate(new Date('2027-03-05T23:30:00Z'))).toBe('2027-03-05');
  });
});
