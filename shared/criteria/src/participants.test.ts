import { activityDateSelection } from './activity-dates';
import { FAMILY_THEME_ID } from './market';
import {
  activitiesMissingDates,
  changeParticipants,
  changeVoucherParticipants,
  type ActivityDateChoice,
  SEARCH_PARTICIPANTS,
  searchParticipants,
  voucherParticipants,
} from './participants';
import { describe, expect, it } from '@jest/globals';

describe('CRIT-004 family theme', () => {
  it('CRIT-004: the family theme id is 39', () => {
    expect(FAMILY_THEME_ID).toBe(39);
  });
});

describe('CRIT-024, CRIT-025 search participants', () => {
  it('CRIT-025: participants are pax with a paxRange {min, max}', () => {
    expect(SEARCH_PARTICIPANTS).toEqual({ pax: 2, paxRange: { min: 1, max: 2 } });
  });

  it('CRIT-024: 1 to 2, default 2; out-of-range changes are ignored', () => {
    const one = changeParticipants(SEARCH_PARTICIPANTS, 1);
    expect(one.pax).toBe(1);
    expect(changeParticipants(one, 0).pax).toBe(1);
    expect(changeParticipants(SEARCH_PARTICIPANTS, 3).pax).toBe(2);
    expect(changeParticipants(SEARCH_PARTICIPANTS, 1.5).pax).toBe(2);
  });

  it('CRIT-024: an adult count from the address is clamped into the range', () => {
    expect(searchParticipants(5).pax).toBe(2);
    expect(searchParticipants(0).pax).toBe(1);
    expect(searchParticipants(1)).toEqual({ pax: 1, paxRange: { min: 1, max: 2 } });
  });
});

describe('CRIT-026 activity-voucher participants', () => {
  it('CRIT-026: the range runs from the smallest to the largest price key; default 2', () => {
    expect(voucherParticipants([4, 1, 2, 6])).toEqual({ pax: 2, paxRange: { min: 1, max: 6 } });
    expect(voucherParticipants([3, 4])).toEqual({ pax: 3, paxRange: { min: 3, max: 4 } });
    expect(voucherParticipants([])).toBeUndefined();
  });

  it('CRIT-026: out of range is ignored; a count without a price resets to the smallest key', () => {
    const keys = [1, 2, 4];
    const start = voucherParticipants(keys, 4)!;
    expect(start.pax).toBe(4);
    expect(changeVoucherParticipants(start, keys, 5).pax).toBe(4);
    expect(changeVoucherParticipants(start, keys, 2).pax).toBe(2);
    expect(changeVoucherParticipants(start, keys, 3).pax).toBe(1);
    expect(voucherParticipants(keys, 3)?.pax).toBe(1);
  });
});

describe('CRIT-030, CRIT-031 activity date choices', () => {
  const choice = (activityId: string, dates: string[]): ActivityDateChoice => ({
    activityId,
    title: `Activity ${activityId}`,
    dates: dates.map((date) => ({ value: activityDateSelection(activityId, date), date })),
  });
  const spa = choice('12', ['2026-05-01', '2026-05-02']);
  const dinner = choice('15', ['2026-05-01']);
  const museum = choice('20', []);

  it('CRIT-031: a choice is an activity id, a title and dates of value and date', () => {
    expect(spa).toEqual({
      activityId: '12',
      title: 'Activity 12',
      dates: [
        { value: '12_2026-05-01', date: '2026-05-01' },
        { value: '12_2026-05-02', date: '2026-05-02' },
      ],
    });
  });

  it('CRIT-030: every activity with dates needs one of its dates selected', () => {
    expect(activitiesMissingDates([spa, dinner, museum], [])).toEqual([spa, dinner]);
    expect(activitiesMissingDates([spa, dinner, museum], ['12_2026-05-02'])).toEqual([dinner]);
    expect(
      activitiesMissingDates([spa, dinner, museum], ['12_2026-05-02', '15_2026-05-01']),
    ).toEqual([]);
  });

  it('CRIT-030: a selection that is not one of the offered dates does not count', () => {
    expect(activitiesMissingDates([spa], ['12_2026-06-09'])).toEqual([spa]);
    expect(activitiesMissingDates([spa], ['15_2026-05-01'])).toEqual([spa]);
  });
});
