import { describe, expect, it } from '@jest/globals';
import { parseProductHash, parseSearchHash } from './parse';
import { DEFAULT_SEARCH_CRITERIA, type SearchCriteria } from './schema';
import { serialiseProductHash, serialiseSearchHash } from './serialise';

const criteria = (patch: Partial<SearchCriteria>): SearchCriteria => ({
  ...DEFAULT_SEARCH_CRITERIA,
  ...patch,
});

describe('CRIT-006 search-criteria hash fields', () => {
  it('CRIT-006: an empty hash gives the defaults (a=2, b=0, c=0, s=false, sort priceQuality)', () => {
    for (const empty of ['', '#', null, undefined]) {
      expect(parseSearchHash(empty)).toStrictEqual(DEFAULT_SEARCH_CRITERIA);
    }
    expect(DEFAULT_SEARCH_CRITERIA).toMatchObject({
      a: 2,
      b: 0,
      c: 0,
      s: false,
      sort: 'priceQuality',
    });
    expect(serialiseSearchHash(DEFAULT_SEARCH_CRITERIA)).toBe('');
  });

  it('CRIT-006: reads every hash field, with or without the leading #', () => {
    const text =
      'checkin=2024-05-10&checkout=2024-05-12&a=3&b=1&c=2&s=1&nights=2&night=2&theme=39' +
      '&city=paris&lat=48.8566&lng=2.3522&distanceMin=0&distanceMax=200&sort=distance&hotel=h42' +
      '&giftNights=3&giftFormat=physical&activityDates=12_1-15_2&error=1&isLoading=1' +
      '&region=idf&department=75&country=FR&poi=eiffel&touristicregion=loire';
    const expected = criteria({
      checkin: '2024-05-10',
      checkout: '2024-05-12',
      a: 3,
      b: 1,
      c: 2,
      s: true,
      nights: 2,
      night: 2,
      theme: 39,
      city: 'paris',
      lat: 48.8566,
      lng: 2.3522,
      distanceMin: 0,
      distanceMax: 200,
      sort: 'distance',
      hotel: 'h42',
      giftNights: 3,
      giftFormat: 'physical',
      activityDates: [
        { activityId: '12', day: 1 },
        { activityId: '15', day: 2 },
      ],
      error: true,
      isLoading: true,
      region: 'idf',
      department: '75',
      country: 'FR',
      poi: 'eiffel',
      touristicregion: 'loire',
    });
    expect(parseSearchHash(text)).toStrictEqual(expected);
    expect(parseSearchHash(`#${text}`)).toStrictEqual(expected);
    expect(serialiseSearchHash(expected)).toBe(text);
  });

  it('CRIT-006: serialise leaves out defaults and absent values, in a stable key order', () => {
    expect(serialiseSearchHash(criteria({ sort: 'promo', a: 2, checkin: '2024-05-10' }))).toBe(
      'checkin=2024-05-10&sort=promo',
    );
    expect(serialiseSearchHash(criteria({ error: false, isLoading: true }))).toBe('isLoading=1');
  });

  it('CRIT-006: bad values fall back to their default or stay absent', () => {
    const parsed = parseSearchHash(
      'checkin=2023-02-29&checkout=tomorrow&a=0&b=11&c=-1&nights=0&theme=abc&lat=91&lng=0x10' +
        '&distanceMin=-5&sort=cheapest&giftFormat=paper&error=yes&city=&hotel=a%20b',
    );
    expect(parsed).toStrictEqual(DEFAULT_SEARCH_CRITERIA);
  });

  it('CRIT-006: numbers are plain: no hex, no blanks, no empty string, no Infinity', () => {
    for (const bad of ['0x3', ' 3', '3 ', '', 'Infinity', '3.0.1', '1e999']) {
      expect(parseSearchHash(`a=${encodeURIComponent(bad)}`).a).toBe(2);
    }
    expect(parseSearchHash('lat=1e-7&lng=-0.5').lat).toBe(1e-7);
    expect(parseSearchHash('a=-0&b=-0').b).toBe(0);
  });

  it('CRIT-006: values are percent-decoded and re-encoded; commas stay readable', () => {
    expect(parseSearchHash('city=saint%3Amalo').city).toBe('saint:malo');
    expect(serialiseSearchHash(criteria({ city: 'saint:malo', stars: [3, 4] }))).toBe(
      'city=saint%3Amalo&stars=3,4',
    );
  });

  it('CRIT-006: s follows c and b whatever the address says (CRIT-022)', () => {
    expect(parseSearchHash('c=1').s).toBe(true);
    expect(parseSearchHash('b=2&s=0').s).toBe(true);
    expect(parseSearchHash('s=1').s).toBe(false);
    expect(serialiseSearchHash(parseSearchHash('b=1'))).toBe('b=1&s=1');
  });

  it('CRIT-006: the first occurrence of a repeated key counts', () => {
    expect(parseSearchHash('a=3&a=4').a).toBe(3);
  });

  it('CRIT-006: serialise never throws on out-of-range values and leaves them out', () => {
    const bad = criteria({
      a: 50,
      lat: Number.NaN,
      checkin: '2024-13-01',
      city: 'a b',
      stars: [3, 9],
    });
    expect(serialiseSearchHash(bad)).toBe('stars=3');
  });
});

describe('CRIT-007 filters in the search hash', () => {
  it('CRIT-007: round-trips lists, hotelScore and prices in cents', () => {
    const filters = criteria({
      hotelTypes: ['castle', 'b-and-b'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
      stars: [3, 4],
      hotelScore: 8.5,
      priceMin: 5000,
      priceMax: 25000,
      facilities: ['pool', 'pets'],
      tags: ['101', '205'],
    });
    const text =
      'hotelTypes=castle,b-and-b&hotelEnvironments=sea&hotelStyles=design&stars=3,4' +
      '&hotelScore=8.5&priceMin=5000&priceMax=25000&facilities=pool,pets&tags=101,205';
    expect(serialiseSearchHash(filters)).toBe(text);
    expect(parseSearchHash(text)).toStrictEqual(filters);
  });

  it('CRIT-007: bad list items are dropped, duplicates removed, the rest kept', () => {
    const parsed = parseSearchHash('stars=3,x,6,,4,3&tags=12,a_b,12,7&hotelTypes=ok,a%20b');
    expect(parsed.stars).toEqual([3, 4]);
    expect(parsed.tags).toEqual(['12', '7']);
    expect(parsed.hotelTypes).toEqual(['ok']);
  });

  it('CRIT-007: empty lists and hotelScore 0 are not written', () => {
    expect(serialiseSearchHash(criteria({ stars: [], hotelScore: 0 }))).toBe('');
  });

  it('CRIT-007: prices are whole cents', () => {
    expect(parseSearchHash('priceMin=12.5&priceMax=-1')).toStrictEqual(DEFAULT_SEARCH_CRITERIA);
  });
});

describe('CRIT-008 product/checkout hash', () => {
  it('CRIT-008: round-trips its fields, giftAdult and productId included', () => {
    const text =
      'checkin=2024-05-10&checkout=2024-05-11&a=3&c=1&s=1&nights=1&night=1&giftNights=2' +
      '&giftFormat=digital&giftAdult=2&error=1&isLoading=1&activityDates=7_1&hotel=h1&productId=w9';
    const hash = parseProductHash(text);
    expect(hash).toStrictEqual({
      checkin: '2024-05-10',
      checkout: '2024-05-11',
      a: 3,
      b: 0,
      c: 1,
      s: true,
      nights: 1,
      night: 1,
      giftNights: 2,
      giftFormat: 'digital',
      error: true,
      isLoading: true,
      activityDates: [{ activityId: '7', day: 1 }],
      hotel: 'h1',
      giftAdult: 2,
      productId: 'w9',
    });
    expect(serialiseProductHash(hash)).toBe(text);
  });

  it('CRIT-008: has no filters; the search hash has no giftAdult or productId', () => {
    expect(parseProductHash('stars=3&theme=39&city=paris')).not.toHaveProperty('stars');
    expect(parseProductHash('theme=39')).not.toHaveProperty('theme');
    expect(parseSearchHash('giftAdult=2&productId=w9')).toStrictEqual(DEFAULT_SEARCH_CRITERIA);
  });

  it('CRIT-008: giftAdult follows the adult bounds', () => {
    expect(parseProductHash('giftAdult=21')).not.toHaveProperty('giftAdult');
  });
});

describe('CRIT-009 short pax keys in the hash', () => {
  it('CRIT-009: adults, babies, children and single room are a, b, c and s', () => {
    expect(serialiseSearchHash(criteria({ a: 1, b: 1, c: 2, s: true }))).toBe('a=1&b=1&c=2&s=1');
    expect(parseSearchHash('a=4&b=0&c=3')).toMatchObject({ a: 4, b: 0, c: 3, s: true });
  });
});

describe('CRIT-010 flow, page and from are not hash fields', () => {
  it('CRIT-010: the hash ignores flow, page and from and never writes them', () => {
    const parsed = parseSearchHash('flow=gifting&page=3&from=searchBar&a=3');
    expect(parsed).toStrictEqual(criteria({ a: 3 }));
    expect(Object.keys(parsed)).not.toEqual(expect.arrayContaining(['flow']));
    expect(serialiseSearchHash(parsed)).toBe('a=3');
    expect(parseProductHash('flow=gifting')).not.toHaveProperty('flow');
  });
});

describe('CRIT-029 activityDates in the hash', () => {
  it('CRIT-029: a dash-separated list of activityId_dayNumber', () => {
    expect(parseSearchHash('activityDates=12_1-15_3').activityDates).toEqual([
      { activityId: '12', day: 1 },
      { activityId: '15', day: 3 },
    ]);
  });

  it('CRIT-029: bad entries are dropped; a later entry for the same activity wins (CRIT-028)', () => {
    expect(parseSearchHash('activityDates=12_0-x-15_-12_2-a_b_1').activityDates).toEqual([
      { activityId: '12', day: 2 },
    ]);
  });
});
