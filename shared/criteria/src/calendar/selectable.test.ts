import { describe, expect, it } from '@jest/globals';
import {
  dayCellPrice,
  hasAvailability,
  isDaySelectable,
  isPastDay,
  MAX_UNKNOWN_AVAILABILITY_GAP_DAYS,
  TODAY_CUTOFF_HOUR,
  type SelectableContext,
} from './selectable';
import { checkoutNightsOf, type Availability } from './selection';

const TZ = 'Europe/Paris';
/** 2030-06-01 10:00 in Paris (UTC+2 in summer). */
const morning = new Date('2030-06-01T08:00:00Z');
const day = { price: '120', amount: 12000, minLos: 1 };
const availability: Availability = {
  '2030-06-01': day,
  '2030-06-02': day,
  '2030-06-03': null,
  '2030-06-04': { ...day, price: '' },
  '2030-06-05': day,
  '2030-06-06': day,
  '2030-06-07': day,
};
const base: SelectableContext = { now: morning, timeZone: TZ, availability };
const can = (date: string, context: Partial<SelectableContext> = {}) =>
  isDaySelectable(date, { ...base, ...context });

describe('CRIT-058 check-in day', () => {
  it('CRIT-058: the check-in day cannot be chosen again', () => {
    expect(can('2030-06-02')).toBe(true);
    expect(can('2030-06-02', { checkin: '2030-06-02' })).toBe(false);
    expect(can('2030-06-02', { checkin: '2030-06-02', checkout: '2030-06-05' })).toBe(false);
  });
});

describe('CRIT-059 both dates set', () => {
  it('CRIT-059: any day with availability can be chosen', () => {
    const both = { checkin: '2030-06-05', checkout: '2030-06-07' };
    expect(can('2030-06-01', both)).toBe(true);
    expect(can('2030-06-07', both)).toBe(true);
    expect(can('2030-06-03', both)).toBe(false);
    expect(can('2030-06-20', both)).toBe(false);
  });
});

describe('CRIT-060 CRIT-061 checkout nights', () => {
  const checkin = '2030-06-01';
  const checkoutNights = checkoutNightsOf(checkin, [2, 4, 6]);

  it('CRIT-060: only days start..end after checkin are selectable', () => {
    expect(can('2030-06-02', { checkin, checkoutNights })).toBe(false);
    expect(can('2030-06-03', { checkin, checkoutNights })).toBe(true);
    expect(can('2030-06-06', { checkin, checkoutNights })).toBe(true);
    expect(can('2030-06-07', { checkin, checkoutNights })).toBe(true);
    expect(can('2030-06-08', { checkin, checkoutNights })).toBe(false);
  });

  it('CRIT-061: limited to the listed night counts', () => {
    const limited = { checkin, checkoutNights, limitToPossibleNights: true };
    expect(can('2030-06-03', limited)).toBe(true);
    expect(can('2030-06-04', limited)).toBe(false);
    expect(can('2030-06-05', limited)).toBe(true);
  });

  it('CRIT-060: a result for another checkin is ignored', () => {
    expect(
      can('2030-06-02', {
        checkin: '2030-06-01',
        checkoutNights: checkoutNightsOf('2030-05-30', [5]),
      }),
    ).toBe(true);
  });
});

describe('CRIT-062 past days and availability', () => {
  it('CRIT-062: a past day is unselectable', () => {
    expect(can('2030-05-31', { availability: { '2030-05-31': day } })).toBe(false);
    expect(isPastDay('2030-05-31', morning, TZ)).toBe(true);
  });

  it('CRIT-062: availability must not be null or empty', () => {
    expect(can('2030-06-03')).toBe(false);
    expect(can('2030-06-04')).toBe(false);
    expect(hasAvailability(day)).toBe(true);
    expect(hasAvailability(null)).toBe(false);
  });
});

describe('CRIT-063 today until 20:00', () => {
  it('CRIT-063: today is selectable before 20:00 and not from 20:00, in the given time zone', () => {
    expect(TODAY_CUTOFF_HOUR).toBe(20);
    expect(can('2030-06-01', { now: new Date('2030-06-01T17:59:59Z') })).toBe(true);
    expect(can('2030-06-01', { now: new Date('2030-06-01T18:00:00Z') })).toBe(false);
    expect(can('2030-06-02', { now: new Date('2030-06-01T18:00:00Z') })).toBe(true);
  });
});

describe('CRIT-064 CRIT-065 unknown availability', () => {
  it('CRIT-064: while choosing checkin a day without data is unselectable', () => {
    expect(can('2030-06-10')).toBe(false);
  });

  it('CRIT-065: with checkin and no checkout a day without data is selectable up to 20 days later', () => {
    expect(MAX_UNKNOWN_AVAILABILITY_GAP_DAYS).toBe(20);
    expect(can('2030-06-21', { checkin: '2030-06-01' })).toBe(true);
    expect(can('2030-06-22', { checkin: '2030-06-01' })).toBe(false);
  });

  it('CRIT-064: a day without data before checkin (a restart) is unselectable', () => {
    expect(can('2030-06-10', { checkin: '2030-06-12', availability: {} })).toBe(false);
  });
});

describe('CRIT-066 minimum stay', () => {
  it('CRIT-066: minLos above 1 shows the asterisk; the cell price is amount / minLos / 100', () => {
    expect(dayCellPrice({ amount: 30000, minLos: 3 })).toEqual({
      hasMinimumStay: true,
      minLos: 3,
      perNight: 100,
    });
    expect(dayCellPrice({ amount: 12050, minLos: 1 })).toEqual({
      hasMinimumStay: false,
      minLos: 1,
      perNight: 120.5,
    });
    expect(dayCellPrice({ amount: 12000, minLos: 0 }).perNight).toBe(120);
  });
});
