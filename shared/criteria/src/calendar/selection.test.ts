import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { addDays, daysBetween } from '../dates';
import { isoDate } from '../test-support/arbitraries';
import {
  checkoutNightsOf,
  completeSelection,
  isCompleteSelection,
  selectDay,
  type CalendarSelection,
} from './selection';

describe('CRIT-056 calendar clicks', () => {
  it('CRIT-056: the first click sets checkin', () => {
    expect(selectDay({}, '2030-06-01')).toEqual({ checkin: '2030-06-01' });
  });

  it('CRIT-056: a later click sets checkout', () => {
    expect(selectDay({ checkin: '2030-06-01' }, '2030-06-03')).toEqual({
      checkin: '2030-06-01',
      checkout: '2030-06-03',
      nights: 2,
    });
  });

  it('CRIT-056: a click on the same or an earlier date restarts with it as checkin', () => {
    expect(selectDay({ checkin: '2030-06-05' }, '2030-06-05')).toEqual({ checkin: '2030-06-05' });
    expect(selectDay({ checkin: '2030-06-05' }, '2030-06-02')).toEqual({ checkin: '2030-06-02' });
  });

  it('CRIT-056: a click on a complete selection starts a new one', () => {
    const complete = completeSelection('2030-06-01', 2);
    expect(selectDay(complete, '2030-06-10')).toEqual({ checkin: '2030-06-10' });
  });
});

describe('CRIT-057 checkout = checkin + nights', () => {
  it('CRIT-057: completing writes checkin, checkout and nights', () => {
    expect(completeSelection('2030-12-30', 3)).toEqual({
      checkin: '2030-12-30',
      checkout: '2031-01-02',
      nights: 3,
    });
    expect(isCompleteSelection({ checkin: '2030-12-30' })).toBe(false);
    expect(isCompleteSelection(completeSelection('2030-12-30', 1))).toBe(true);
  });

  it('CRIT-057 property: any click sequence ending complete has checkout = checkin + nights', () => {
    fc.assert(
      fc.property(fc.array(isoDate, { maxLength: 8 }), (clicks) => {
        const selection = clicks.reduce<CalendarSelection>(selectDay, {});
        if (selection.checkin === undefined) return;
        if (isCompleteSelection(selection)) {
          expect(selection.nights).toBeGreaterThanOrEqual(1);
          expect(selection.checkout).toBe(addDays(selection.checkin, selection.nights ?? 0));
          expect(daysBetween(selection.checkin, selection.checkout)).toBe(selection.nights);
        } else {
          expect(selection).toEqual({ checkin: selection.checkin });
        }
      }),
    );
  });
});

describe('CRIT-067 checkout-night result', () => {
  it('CRIT-067: {checkin, start, end, possibleNights} with start the minimum and end the maximum', () => {
    expect(checkoutNightsOf('2030-06-01', [3, 1, 2, 3, 7])).toEqual({
      checkin: '2030-06-01',
      start: 1,
      end: 7,
      possibleNights: [1, 2, 3, 7],
    });
  });

  it('CRIT-067: no usable night count clears the range', () => {
    expect(checkoutNightsOf('2030-06-01', [])).toBeUndefined();
    expect(checkoutNightsOf('2030-06-01', [0, -1, 1.5])).toBeUndefined();
  });
});
