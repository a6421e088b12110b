import { describe, expect, it } from '@jest/globals';
import {
  mirrorDatesInHash,
  parseStoredDates,
  readStoredDates,
  reuseStoredDates,
  STORED_DATES_KEY,
  writeStoredDates,
} from './stored-dates';

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

describe('SRCH-035 stored dates and the page hash', () => {
  const now = new Date(2027, 2, 10, 10, 0);
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('SRCH-035: a complete selection is stored and read back while its checkin is ahead (CRIT-012)', () => {
    const storage = memory();
    writeStoredDates(storage, { checkin: '2027-03-12', checkout: '2027-03-14', nights: 2 });
    expect(JSON.parse(storage.items.get(STORED_DATES_KEY) ?? '')).toEqual({
      checkin: '2027-03-12',
      checkout: '2027-03-14',
      nights: 2,
    });
    expect(readStoredDates(storage, now)).toEqual({
      checkin: '2027-03-12',
      checkout: '2027-03-14',
      nights: 2,
    });
    expect(readStoredDates(storage, new Date(2027, 2, 12, 9, 0))).toBeUndefined();
  });

  it('SRCH-038: clearing the selection removes the stored dates', () => {
    const storage = memory();
    writeStoredDates(storage, { checkin: '2027-03-12', checkout: '2027-03-14', nights: 2 });
    writeStoredDates(storage, {});
    expect(storage.items.has(STORED_DATES_KEY)).toBe(false);
    writeStoredDates(storage, { checkin: '2027-03-12' });
    expect(readStoredDates(storage, now)).toBeUndefined();
  });

  it('SRCH-035: garbage in storage, or a storage that throws, gives no dates and no crash', () => {
    const storage = memory();
    for (const raw of [
      '{',
      'null',
      '"x"',
      '{"checkin":"2027-03-12"}',
      '{"checkin":"2027-03-14","checkout":"2027-03-12"}',
      '{"checkin":"2027-02-30","checkout":"2027-03-02"}',
    ]) {
      storage.items.set(STORED_DATES_KEY, raw);
      expect(readStoredDates(storage, now)).toBeUndefined();
    }
    // nights is recomputed from the two dates, whatever was stored.
    expect(parseStoredDates({ checkin: '2027-03-12', checkout: '2027-03-15', nights: 9 })).toEqual({
      checkin: '2027-03-12',
      checkout: '2027-03-15',
      nights: 3,
    });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredDates(broken, now)).toBeUndefined();
    expect(() =>
      writeStoredDates(broken, { checkin: '2027-03-12', checkout: '2027-03-13', nights: 1 }),
    ).not.toThrow();
    expect(readStoredDates(undefined, now)).toBeUndefined();
  });

  it('SRCH-035: a complete selection is written into the hash, other fields kept as written', () => {
    expect(
      mirrorDatesInHash('#a=3&city=12&checkin=2027-01-01&checkout=2027-01-02&nights=1&stars=3,4', {
        checkin: '2027-03-12',
        checkout: '2027-03-14',
        nights: 2,
      }),
    ).toBe('checkin=2027-03-12&checkout=2027-03-14&nights=2&a=3&city=12&stars=3,4');
    expect(
      mirrorDatesInHash('', { checkin: '2027-03-12', checkout: '2027-03-13', nights: 1 }),
    ).toBe('checkin=2027-03-12&checkout=2027-03-13&nights=1');
    // Fields this library does not know (the not-found page's hotelId) survive.
    expect(
      mirrorDatesInHash('hotelId=7', { checkin: '2027-03-12', checkout: '2027-03-13', nights: 1 }),
    ).toBe('checkin=2027-03-12&checkout=2027-03-13&nights=1&hotelId=7');
  });

  it('SRCH-038: Clear removes checkin, checkout and nights (and night) from the hash', () => {
    expect(
      mirrorDatesInHash('#checkin=2027-03-12&checkout=2027-03-14&a=3&nights=2&night=2&hotel=5', {}),
    ).toBe('a=3&hotel=5');
    // A lone checkin is not mirrored: it counts as no dates.
    expect(mirrorDatesInHash('#check%69n=2027-03-12&a=2', { checkin: '2027-03-12' })).toBe('a=2');
  });
});
