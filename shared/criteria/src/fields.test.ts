import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod/mini';
import { isIsoDate } from './dates';
import {
  activityDay,
  decimal,
  flag,
  int,
  isoDate,
  list,
  matching,
  oneOf,
  withDefault,
  type Field,
} from './fields';
import { IsoDateSchema } from './test-support/zod-reference';

/** decode(encode(v)) gives v back for every valid value. */
function expectRoundTrip<T>(field: Field<T>, value: fc.Arbitrary<T>) {
  fc.assert(
    fc.property(value, (v) => {
      const text = field.encode(v);
      expect(typeof text).toBe('string');
      expect(field.decode(text as string)).toStrictEqual(v);
    }),
  );
}

/** Whatever the text, decoding never throws and what it reads is written back the same. */
function expectNormalising<T>(field: Field<T>) {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
      const read = field.decode(text);
      if (read !== undefined)
        expect(field.decode(field.encode(read) as string)).toStrictEqual(read);
    }),
  );
}

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
/** Strings shaped like dates, most of them impossible days (month 00–99, day 00–99). */
const dateLike = fc
  .tuple(digits(4), digits(2), digits(2))
  .map(([year, month, day]) => `${year}-${month}-${day}`);

describe('CRIT-006 date fields (yyyy-MM-dd of a real day)', () => {
  it('CRIT-006: reads real days only, leap years included', () => {
    expect(isoDate.decode('2024-02-29')).toBe('2024-02-29');
    expect(isoDate.decode('2000-02-29')).toBe('2000-02-29');
    for (const bad of ['2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10']) {
      expect(isoDate.decode(bad)).toBeUndefined();
    }
    for (const bad of ['2024-1-01', '2024-01-01T00:00', ' 2024-01-01', '24-01-01', '']) {
      expect(isoDate.decode(bad)).toBeUndefined();
    }
    expect(isoDate.encode(20240101)).toBeUndefined();
    expect(isoDate.encode('2024-02-30')).toBeUndefined();
  });

  it('CRIT-006: agrees with the zod ISO date it replaced on any text (ADR 0019)', () => {
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string(), fc.string({ unit: 'binary' })), (text) => {
        expect(isIsoDate(text)).toBe(z.safeParse(IsoDateSchema, text).success);
      }),
      { numRuns: 3000 },
    );
    for (const value of [null, undefined, 20240101, new Date(0), ['2024-01-01']]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });

  it('CRIT-006: every calendar day from 0000 to 9999 round-trips', () => {
    const day = fc
      .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()))
      .map((date) => date.toISOString().slice(0, 10));
    expectRoundTrip(isoDate, day);
  });
});

describe('CRIT-006 number fields are plain', () => {
  it('CRIT-006: int reads digits within its bounds, safe integers only', () => {
    const adults = int(1, 20);
    expect(adults.decode('3')).toBe(3);
    expect(adults.decode('03')).toBe(3);
    for (const bad of ['0', '21', '2.5', '1e1', '+3', ' 3', '0x3', '', 'Infinity', '3.0']) {
      expect(adults.decode(bad)).toBeUndefined();
    }
    expect(int().decode('9007199254740993')).toBeUndefined();
    expect(int(0).decode('-0')).toBe(0);
    expect(Object.is(int(0).decode('-0'), 0)).toBe(true);
    expect(adults.encode(21)).toBeUndefined();
    expect(adults.encode(2.5)).toBeUndefined();
    expect(adults.encode('3')).toBeUndefined();
    expect(int(0).encode(-0)).toBe('0');
  });

  it('CRIT-006: decimal reads plain numbers within bounds; no hex, no Infinity, no NaN', () => {
    const lat = decimal(-90, 90);
    expect(lat.decode('48.8566')).toBe(48.8566);
    expect(lat.decode('1e-7')).toBe(1e-7);
    expect(lat.decode('-0.5')).toBe(-0.5);
    for (const bad of ['91', '0x10', '1e999', 'NaN', '.5', '5.', '', ' 1']) {
      expect(lat.decode(bad)).toBeUndefined();
    }
    expect(lat.encode(Number.NaN)).toBeUndefined();
    expect(lat.encode(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(lat.encode(1e-7)).toBe('1e-7');
  });

  it('CRIT-006: int and decimal round-trip every value within their bounds', () => {
    expectRoundTrip(int(), fc.maxSafeInteger());
    expectRoundTrip(int(0, 10), fc.integer({ min: 0, max: 10 }));
    expectRoundTrip(
      decimal(-Number.MAX_VALUE, Number.MAX_VALUE),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
    );
    expectNormalising(int(-5, 5));
    expectNormalising(decimal(-1, 1));
  });

  it('CRIT-006: a number is read back only when it is within bounds (bounds inclusive)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (n) => {
        expect(int(-10, 10).decode(String(n))).toBe(n >= -10 && n <= 10 ? n : undefined);
        expect(decimal(-10, 10).decode(String(n / 4))).toBe(
          n / 4 >= -10 && n / 4 <= 10 ? n / 4 + 0 : undefined,
        );
      }),
    );
  });
});

describe('CRIT-006 CRIT-045 enum and key fields', () => {
  it('CRIT-045: oneOf reads listed values only, prototype names included', () => {
    const sort = oneOf(['priceQuality', 'distance']);
    expect(sort.decode('distance')).toBe('distance');
    for (const bad of ['Distance', '', 'toString', '__proto__', 'constructor']) {
      expect(sort.decode(bad)).toBeUndefined();
    }
    expect(sort.encode(1)).toBeUndefined();
  });

  it('CRIT-006: matching reads texts that match its pattern', () => {
    const key = matching(/^[\w.:-]{1,100}$/);
    expect(key.decode('saint:malo')).toBe('saint:malo');
    expect(key.decode('a b')).toBeUndefined();
    expect(key.decode('')).toBeUndefined();
    expect(key.decode('x'.repeat(101))).toBeUndefined();
    expect(key.encode(42)).toBeUndefined();
    expectRoundTrip(key, fc.stringMatching(/^[\w.:-]{1,100}$/));
  });
});

describe('CRIT-006 flags', () => {
  it('CRIT-006: 1/0 written, true/false read too, anything else invalid; false by default', () => {
    expect([flag.decode('1'), flag.decode('true'), flag.decode('0'), flag.decode('false')]).toEqual(
      [true, true, false, false],
    );
    expect(flag.decode('yes')).toBeUndefined();
    expect(flag.encode(true)).toBe('1');
    expect(flag.encode(false)).toBe('0');
    expect(flag.encode(1)).toBeUndefined();
    expect(flag.default).toBe(false);
  });
});

describe('CRIT-007 CRIT-029 lists and activity days', () => {
  it('CRIT-007: bad items dropped, a repeated item kept once in its first place', () => {
    const stars = list(int(1, 5));
    expect(stars.decode('3,x,6,,4,3')).toEqual([3, 4]);
    expect(stars.decode('')).toEqual([]);
    expect(stars.encode([3, 9, 'x', 4])).toBe('3,4');
    expect(stars.encode('3,4')).toBeUndefined();
    expect(stars.default).toEqual([]);
  });

  it('CRIT-029: activityId_day, letters and digits, day from 1; the last entry of an activity wins', () => {
    expect(activityDay.decode('A12_3')).toEqual({ activityId: 'A12', day: 3 });
    for (const bad of ['12_0', '12_', '_1', 'a-b_1', '12_1_2', '12_x', `${'a'.repeat(51)}_1`]) {
      expect(activityDay.decode(bad)).toBeUndefined();
    }
    expect(activityDay.encode({ activityId: '7', day: 2, extra: true })).toBe('7_2');
    expect(activityDay.encode({ activityId: '7', day: 0 })).toBeUndefined();
    expect(activityDay.encode([{ activityId: '7', day: 1 }])).toBeUndefined();
    const days = list(activityDay, '-', (day) => day.activityId);
    expect(days.decode('12_1-15_2-12_3')).toEqual([
      { activityId: '12', day: 3 },
      { activityId: '15', day: 2 },
    ]);
    expectRoundTrip(
      activityDay,
      fc.record(
        {
          activityId: fc.stringMatching(/^[A-Za-z0-9]{1,50}$/),
          day: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        },
        { noNullPrototype: true },
      ),
    );
  });

  it('CRIT-007: lists of unique valid items round-trip; any text normalises', () => {
    const keys = list(matching(/^[\w.:-]{1,100}$/));
    expectRoundTrip(keys, fc.uniqueArray(fc.stringMatching(/^[\w.:-]{1,20}$/)));
    expectRoundTrip(list(int(1, 5)), fc.uniqueArray(fc.integer({ min: 1, max: 5 })));
    expectNormalising(keys);
    expectNormalising(list(activityDay, '-', (day) => day.activityId));
  });

  it('CRIT-003: withDefault gives a field its default and keeps its reading', () => {
    const adults = withDefault(int(1, 20), 2);
    expect(adults.default).toBe(2);
    expect(adults.decode('4')).toBe(4);
    expect(adults.encode(4)).toBe('4');
  });
});
