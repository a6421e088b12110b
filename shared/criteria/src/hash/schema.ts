/**
 * CRIT-006..009: the values the URL hash may hold, their defaults, and the two hash models
 * (search criteria and product/checkout): one field table per model, in the order the keys are
 * written (ADR 0019). How each kind of value is read and written is in ../fields.
 */
import type { IsoDate } from '../dates';
import { DESTINATION_CATEGORIES } from '../destination-categories';
import {
  activityDay,
  ACTIVITY_ID,
  decimal,
  flag,
  int,
  isoDate,
  list,
  matching,
  oneOf,
  withDefault,
  type ActivityDay,
} from '../fields';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '../market';
import { decodeParams, type FieldTable } from '../params';
import { PAX_BOUNDS } from '../pax';
import { DEFAULT_SORT, SORTS, type Sort } from '../sort';

export type { ActivityDay };

export const GIFT_FORMATS = ['digital', 'physical'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];

/**
 * CRIT-006, CRIT-007, CRIT-009: the search criteria kept in the hash. a/b/c/sort/hotelScore,
 * lists and flags always hold a value (their default when absent); s always equals
 * (c > 0 || b > 0) after parsing (CRIT-022).
 * searesort and skiresort complete the destination categories (CRIT-050, CRIT-051).
 */
export interface SearchCriteria {
  checkin?: IsoDate | undefined;
  checkout?: IsoDate | undefined;
  a: number;
  b: number;
  c: number;
  s: boolean;
  nights?: number | undefined;
  night?: number | undefined;
  theme?: number | undefined;
  city?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  /** Kilometres. */
  distanceMin?: number | undefined;
  distanceMax?: number | undefined;
  sort: Sort;
  hotel?: string | undefined;
  giftNights?: number | undefined;
  giftFormat?: GiftFormat | undefined;
  activityDates: ActivityDay[];
  error: boolean;
  isLoading: boolean;
  region?: string | undefined;
  department?: string | undefined;
  country?: string | undefined;
  poi?: string | undefined;
  touristicregion?: string | undefined;
  searesort?: string | undefined;
  skiresort?: string | undefined;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  hotelScore: number;
  /** Euro cents (CRIT-002). */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  facilities: string[];
  tags: string[];
}

/** CRIT-008: the product/checkout hash. */
export interface ProductHash {
  checkin?: IsoDate | undefined;
  checkout?: IsoDate | undefined;
  a: number;
  b: number;
  c: number;
  s: boolean;
  nights?: number | undefined;
  night?: number | undefined;
  giftNights?: number | undefined;
  giftFormat?: GiftFormat | undefined;
  giftAdult?: number | undefined;
  error: boolean;
  isLoading: boolean;
  activityDates: ActivityDay[];
  hotel?: string | undefined;
  productId?: string | undefined;
}

const adults = int(PAX_BOUNDS.adult.min, PAX_BOUNDS.adult.max);
const pax = {
  a: withDefault(adults, DEFAULT_ADULTS),
  b: withDefault(int(PAX_BOUNDS.baby.min, PAX_BOUNDS.baby.max), DEFAULT_BABIES),
  c: withDefault(int(PAX_BOUNDS.child.min, PAX_BOUNDS.child.max), DEFAULT_CHILDREN),
  s: flag,
};
const nights = int(1);
const kilometres = int(0);
const cents = int(0);
/** An id or a facet value (place, hotel, product, hotel type…): no list separator, no spaces. */
const key = matching(/^[\w.:-]{1,100}$/);
const keys = list(key);
const giftFormat = oneOf(GIFT_FORMATS);
/** CRIT-029: `activityId_day` entries joined by dashes; one entry per activity, the last wins. */
const activityDates = list(activityDay, '-', (day) => day.activityId);

/** CRIT-006, CRIT-007, CRIT-009: the search hash fields, in the order they are written. */
export const SEARCH_CRITERIA_FIELDS: FieldTable<SearchCriteria> = {
  checkin: isoDate,
  checkout: isoDate,
  ...pax,
  nights,
  night: nights,
  theme: int(1),
  city: key,
  lat: decimal(-90, 90),
  lng: decimal(-180, 180),
  distanceMin: kilometres,
  distanceMax: kilometres,
  sort: withDefault(oneOf(SORTS), DEFAULT_SORT),
  hotel: key,
  giftNights: nights,
  giftFormat,
  activityDates,
  error: flag,
  isLoading: flag,
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
  stars: list(int(1, 5)),
  hotelScore: withDefault(decimal(0, 10), 0),
  priceMin: cents,
  priceMax: cents,
  facilities: keys,
  tags: list(matching(ACTIVITY_ID)),
};

/** CRIT-008: the product/checkout hash fields, in the order they are written. */
export const PRODUCT_HASH_FIELDS: FieldTable<ProductHash> = {
  checkin: isoDate,
  checkout: isoDate,
  ...pax,
  nights,
  night: nights,
  giftNights: nights,
  giftFormat,
  giftAdult: adults,
  error: flag,
  isLoading: flag,
  activityDates,
  hotel: key,
  productId: key,
};

/** CRIT-003: the criteria of an empty hash. */
export const DEFAULT_SEARCH_CRITERIA: Readonly<SearchCriteria> = decodeParams(
  SEARCH_CRITERIA_FIELDS,
  new URLSearchParams(),
);

/** CRIT-014, CRIT-015: date fields. */
export const DATE_KEYS = ['checkin', 'checkout', 'nights', 'night'] as const;
/** CRIT-050, CRIT-051: one field per destination category. */
export const PLACE_KEYS = DESTINATION_CATEGORIES;
/** CRIT-014, CRIT-015: location fields (places, coordinates and distance). */
export const LOCATION_KEYS = [...PLACE_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax'] as const;
/** CRIT-007, CRIT-014: filter fields. */
export const FILTER_KEYS = [
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'priceMin',
  'priceMax',
  'facilities',
  'tags',
] as const satisfies readonly (keyof SearchCriteria)[];

export type DateKey = (typeof DATE_KEYS)[number];
export type PlaceKey = (typeof PLACE_KEYS)[number];
export type LocationKey = (typeof LOCATION_KEYS)[number];
