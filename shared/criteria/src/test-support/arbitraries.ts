/** fast-check arbitraries for the hash and query models (tests only). */
import fc from 'fast-check';
import type { ProductHash, SearchCriteria } from '../hash/schema';
import { GIFT_FORMATS, PRODUCT_HASH_FIELDS, SEARCH_CRITERIA_FIELDS } from '../hash/schema';
import { FLOWS, type SearchQuery } from '../query';
import { SORTS } from '../sort';

const int = (min: number, max: number) => fc.integer({ min, max });
/** Finite doubles in range; -0 becomes 0 (the address cannot tell them apart). */
const decimal = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).map((value) => value + 0);

export const isoDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
export const key = fc.stringMatching(/^[\w.:-]{1,12}$/);
export const activityId = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
const positive = int(1, Number.MAX_SAFE_INTEGER);
const cents = int(0, Number.MAX_SAFE_INTEGER);
const keys = fc.uniqueArray(key, { maxLength: 4 });
const activityDates = fc.uniqueArray(
  fc.record({ activityId, day: int(1, 400) }, { noNullPrototype: true }),
  {
    selector: (day) => day.activityId,
    maxLength: 4,
  },
);
const pax = { a: int(1, 20), b: int(0, 10), c: int(0, 10) };
const withS = <T extends { b: number; c: number }>(value: T) => ({
  ...value,
  s: value.c > 0 || value.b > 0,
});

/** Any valid search criteria: optional fields absent or valid, lists without duplicates. */
export const searchCriteria: fc.Arbitrary<SearchCriteria> = fc
  .record(
    {
      checkin: isoDate,
      checkout: isoDate,
      ...pax,
      nights: positive,
      night: positive,
      theme: positive,
      city: key,
      lat: decimal(-90, 90),
      lng: decimal(-180, 180),
      distanceMin: cents,
      distanceMax: cents,
      sort: fc.constantFrom(...SORTS),
      hotel: key,
      giftNights: positive,
      giftFormat: fc.constantFrom(...GIFT_FORMATS),
      activityDates,
      error: fc.boolean(),
      isLoading: fc.boolean(),
      region: key,
      department: key,
      country: key,
      poi: key,
      touristicregion: key,
      searesort: key,
      skiresort: key,
      hotelTypes: keys,
      hotelEnvironments: keys,
      hotelStyles: keys,
      stars: fc.uniqueArray(int(1, 5)),
      hotelScore: decimal(0, 10),
      priceMin: cents,
      priceMax: cents,
      facilities: keys,
      tags: fc.uniqueArray(activityId, { maxLength: 4 }),
    },
    {
      noNullPrototype: true,
      requiredKeys: [
        'a',
        'b',
        'c',
        'sort',
        'activityDates',
        'error',
        'isLoading',
        'hotelTypes',
        'hotelEnvironments',
        'hotelStyles',
        'stars',
        'hotelScore',
        'facilities',
        'tags',
      ],
    },
  )
  .map(withS);

/** Any valid product/checkout hash. */
export const productHash: fc.Arbitrary<ProductHash> = fc
  .record(
    {
      checkin: isoDate,
      checkout: isoDate,
      ...pax,
      nights: positive,
      night: positive,
      giftNights: positive,
      giftFormat: fc.constantFrom(...GIFT_FORMATS),
      giftAdult: int(1, 20),
      error: fc.boolean(),
      isLoading: fc.boolean(),
      activityDates,
      hotel: key,
      productId: key,
    },
    { noNullPrototype: true, requiredKeys: ['a', 'b', 'c', 'error', 'isLoading', 'activityDates'] },
  )
  .map(withS);

/** Any valid search query. */
export const searchQuery: fc.Arbitrary<SearchQuery> = fc.record(
  {
    flow: fc.constantFrom(...FLOWS),
    page: int(0, Number.MAX_SAFE_INTEGER),
    from: fc.stringMatching(/^\w{1,20}$/),
  },
  { noNullPrototype: true, requiredKeys: ['flow', 'page'] },
);

const REAL_KEYS = [
  ...new Set([
    ...Object.keys(SEARCH_CRITERIA_FIELDS),
    ...Object.keys(PRODUCT_HASH_FIELDS),
    'flow',
    'page',
    'from',
  ]),
];

/** Values that break naive parsers. */
const nastyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    '-1',
    '-0',
    '0',
    '1',
    '21',
    '2.5',
    '1e999',
    '1e-400',
    'NaN',
    'Infinity',
    '0x10',
    ' 3',
    '3 ',
    '+3',
    '9007199254740993',
    ',',
    ',,1,,2,',
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    'true',
    'false',
    '2024-02-30',
    '2023-02-29',
    '2024-02-29',
    '12_0',
    '12_1-12_2',
    'a_1-b-_3-c_x',
    '__proto__',
    'constructor',
    'toString',
  ),
);

/** Hash-like text: real keys (and some junk keys) with garbage values, raw or percent-encoded. */
export const garbageParams = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...REAL_KEYS), fc.string()), nastyValue, fc.boolean()), {
    maxLength: 12,
  })
  .chain((pairs) =>
    fc
      .constantFrom('', '#', '?')
      .map(
        (prefix) =>
          prefix +
          pairs
            .map(([name, value, encode]) =>
              encode
                ? `${name}=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`
                : `${name}=${value}`,
            )
            .join('&'),
      ),
  );

/** Strings made of URL punctuation and key fragments. */
export const punctuation = fc
  .array(
    fc.constantFrom(
      '&',
      '=',
      '%',
      '#',
      '?',
      ',',
      '-',
      '_',
      '+',
      'a',
      's',
      'c',
      '1',
      '2',
      'stars',
      'checkin',
    ),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.join(''));

/** Values of the wrong kind or out of range, for any field of the address models. */
const badValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.double(),
  fc.integer({ min: -3, max: 25 }),
  fc.constantFrom(Number.NaN, Infinity, -0, 2.5, 1e21, Number.MAX_SAFE_INTEGER + 2, null),
  nastyValue,
  fc.array(
    fc.oneof(
      fc.integer({ min: -1, max: 7 }),
      key,
      nastyValue,
      fc.record({
        activityId: fc.oneof(activityId, fc.string()),
        day: fc.integer({ min: -1, max: 5 }),
      }),
    ),
    { maxLength: 5 },
  ),
);

/**
 * `model` values with some fields replaced by bad values (typed as the model, as a caller's bug
 * or an old stored value would be): what serialise must survive.
 */
export function messy<T extends object>(model: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc
    .tuple(model, fc.dictionary(fc.constantFrom(...REAL_KEYS), badValue, { maxKeys: 6 }))
    .map(([value, bad]) => ({ ...value, ...bad }) as T);
}
