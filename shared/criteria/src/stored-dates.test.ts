import { describe, expect, it } from 'vitest';
import { reuseStoredDates } from './stored-dates';

describe('CRIT-012 stored dates reused only for a future checkin', () => {
  const now = new Date(2024, 4, 10, 15, 30); // 10 May 2024, 15:30 local time

  it('CRIT-012: a checkin after today is reused as stored', () => {
    const stored = { checkin: '2024-05-11', checkout: '2024-05-12', nights: 1 };
    expect(reuseStoredDates(stored, now)).toBe(stored);
  });

  it('CRIT-012: a checkin today or in the past is dropped', () => {
    expect(
      reuseStoredDates({ checkin: '2024-05-10', checkout: '2024-05-11' }, now),
    ).toBeUndefined();
    expect(reuseStoredDates({ checkin: '2024-05-09' }, now)).toBeUndefined();
  });

  it('CRIT-012: nothing stored, no checkin or a malformed one gives nothing', () => {
    expect(reuseStoredDates(null, now)).toBeUndefined();
    expect(reuseStoredDates(undefined, now)).toBeUndefined();
    const withoutCheckin: { checkin?: string; checkout: string } = { checkout: '2024-06-01' };
    expect(reuseStoredDates(withoutCheckin, now)).toBeUndefined();
    expect(reuseStoredDates({ checkin: '2025-02-30' }, now)).toBeUndefined();
  });

  it('CRIT-012: the day boundary is local midnight', () => {
    const lateEvening = new Date(2024, 4, 10, 23, 59);
    const midnight = new Date(2024, 4, 11, 0, 0);
    expect(reuseStoredDates({ checkin: '2024-05-11' }, lateEvening)).toBeDefined();
    expect(reuseStoredDates({ checkin: '2024-05-11' }, midnight)).toBeUndefined();
  });
});
