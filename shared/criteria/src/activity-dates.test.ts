import { describe, expect, it } from '@jest/globals';
import {
  activityDateOf,
  activityDatesFromHash,
  activityDateSelection,
  activityDaysFromSelections,
  activityIdOf,
  selectActivityDate,
} from './activity-dates';
import { addDays, daysBetween } from './dates';

describe('CRIT-027 activity date selection strings', () => {
  it('CRIT-027: a selection is "activityId_date"; the id is the part before the underscore', () => {
    const selection = activityDateSelection('12', '2024-05-11');
    expect(selection).toBe('12_2024-05-11');
    expect(activityIdOf(selection)).toBe('12');
    expect(activityDateOf(selection)).toBe('2024-05-11');
    expect(activityIdOf('abc')).toBe('abc');
    expect(activityDateOf('12_soon')).toBeUndefined();
  });
});

describe('CRIT-028 one selection per activity', () => {
  it('CRIT-028: a new selection replaces the earlier one of the same activity, in place', () => {
    const first = selectActivityDate([], '12_2024-05-10');
    const second = selectActivityDate(first, '15_2024-05-10');
    expect(second).toEqual(['12_2024-05-10', '15_2024-05-10']);
    expect(selectActivityDate(second, '12_2024-05-11')).toEqual(['12_2024-05-11', '15_2024-05-10']);
  });

  it('CRIT-028: ids that share a prefix are different activities', () => {
    expect(selectActivityDate(['1_2024-05-10'], '12_2024-05-11')).toEqual([
      '1_2024-05-10',
      '12_2024-05-11',
    ]);
  });
});

describe('CRIT-029 hash activityDates → dates', () => {
  it('CRIT-029: each activity id maps to checkin + (dayNumber − 1) days', () => {
    const days = [
      { activityId: '12', day: 1 },
      { activityId: '15', day: 3 },
    ];
    expect(activityDatesFromHash(days, '2024-02-28')).toEqual({
      '12': '2024-02-28',
      '15': '2024-03-01',
    });
  });

  it('CRIT-029: selections back to day numbers; dates before checkin are left out', () => {
    expect(
      activityDaysFromSelections(
        ['12_2024-05-10', '15_2024-05-12', '7_2024-05-09', 'x_y'],
        '2024-05-10',
      ),
    ).toEqual([
      { activityId: '12', day: 1 },
      { activityId: '15', day: 3 },
    ]);
  });

  it('CRIT-029: calendar arithmetic crosses months, years and leap days', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-03-30', '2024-04-02')).toBe(3);
  });
});
