/**
 * CRIT-006..009: the values the URL hash may hold, their defaults, and the two hash models
 * (search criteria and product/checkout). How each value is written is in ./codecs.
 */
import { z } from 'zod/mini';
import { IsoDateSchema } from '../dates';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '../market';
import { PAX_BOUNDS } from '../pax';
import { DEFAULT_SORT, SORTS } from '../sort';

const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const positiveInt = () => z.int().check(z.minimum(1));
const nonNegativeInt = () => z.int().check(z.minimum(0));

export const AdultsSchema = intBetween(PAX_BOUNDS.adult.min, PAX_BOUNDS.adult.max);
export const ChildrenSchema = intBetween(PAX_BOUNDS.child.min, PAX_BOUNDS.child.max);
export const BabiesSchema = intBetween(PAX_BOUNDS.baby.min, PAX_BOUNDS.baby.max);
export const NightsSchema = positiveInt();
export const ThemeIdSchema = positiveInt();
/** Kilometres. */
export const DistanceSchema = nonNegativeInt();
/** Euro cents (CRIT-002). */
export const CentsSchema = nonNegativeInt();
export const StarsSchema = intBetween(1, 5);
export const HotelScoreSchema = z.number().check(z.minimum(0), z.maximum(10));
export const LatitudeSchema = z.number().check(z.minimum(-90), z.maximum(90));
export const LongitudeSchema = z.number().check(z.minimum(-180), z.maximum(180));
export const SortSchema = z.enum(SORTS);
export const GIFT_FORMATS = ['digital', 'physical'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];
export const GiftFormatSchema = z.enum(GIFT_FORMATS);

/** An id or a facet value (place, hotel, product, hotel type…): no list separator, no spaces. */
export const KeySchema = z.string().check(z.regex(/^[\w.:-]{1,100}$/));
/** CRIT-027: an activity id, letters and digits only (`_` and `-` separate activity dates). */
export const ActivityIdSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,50}$/));

/** CRIT-029: one hash activity date: the activity and its day of the stay (1 = check-in day). */
export const ActivityDaySchema = z.object({ activityId: ActivityIdSchema, day: positiveInt() });
export type ActivityDay = z.infer<typeof ActivityDaySchema>;

const optional = z.optional;
const list = <S extends z.ZodMiniType>(item: S) => z._default(z.array(item), []);
const flag = () => z._default(z.boolean(), false);

/**
 * CRIT-006, CRIT-007, CRIT-009: the search criteria kept in the hash, in the order they are
 * written. a/b/c/sort/hotelScore, lists and flags always hold a value (their default when absent);
 * s always equals (c > 0 || b > 0) after parsing (CRIT-022).
 * searesort and skiresort complete the destination categories (CRIT-050, CRIT-051).
 */
export const SearchCriteriaSchema = z.object({
  checkin: optional(IsoDateSchema),
  checkout: optional(IsoDateSchema),
  a: z._default(AdultsSchema, DEFAULT_ADULTS),
  b: z._default(BabiesSchema, DEFAULT_BABIES),
  c: z._default(ChildrenSchema, DEFAULT_CHILDREN),
  s: flag(),
  nights: optional(NightsSchema),
  night: optional(NightsSchema),
  theme: optional(ThemeIdSchema),
  city: optional(KeySchema),
  lat: optional(LatitudeSchema),
  lng: optional(LongitudeSchema),
  distanceMin: optional(DistanceSchema),
  distanceMax: optional(DistanceSchema),
  sort: z._default(SortSchema, DEFAULT_SORT),
  hotel: optional(KeySchema),
  giftNights: optional(NightsSchema),
  giftFormat: optional(GiftFormatSchema),
  activityDates: list(ActivityDaySchema),
  error: flag(),
  isLoading: flag(),
  region: optional(KeySchema),
  department: optional(KeySchema),
  country: optional(KeySchema),
  poi: optional(KeySchema),
  touristicregion: optional(KeySchema),
  searesort: optional(KeySchema),
  skiresort: optional(KeySchema),
  hotelTypes: list(KeySchema),
  hotelEnvironments: list(KeySchema),
  hotelStyles: list(KeySchema),
  stars: list(StarsSchema),
  hotelScore: z._default(HotelScoreSchema, 0),
  priceMin: optional(CentsSchema),
  priceMax: optional(CentsSchema),
  facilities: list(KeySchema),
  tags: list(ActivityIdSchema),
});
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>;

/** CRIT-008: the product/checkout hash, in the order it is written. */
export const ProductHashSchema = z.extend(
  z.pick(SearchCriteriaSchema, {
    checkin: true,
    checkout: true,
    a: true,
    b: true,
    c: true,
    s: true,
    nights: true,
    night: true,
    giftNights: true,
    giftFormat: true,
  }),
  {
    giftAdult: optional(AdultsSchema),
    error: flag(),
    isLoading: flag(),
    activityDates: list(ActivityDaySchema),
    hotel: optional(KeySchema),
    productId: optional(KeySchema),
  },
);
export type ProductHash = z.infer<typeof ProductHashSchema>;

/** CRIT-003: the criteria of an empty hash. */
export const DEFAULT_SEARCH_CRITERIA: Readonly<SearchCriteria> = z.parse(SearchCriteriaSchema, {});

/** CRIT-014, CRIT-015: date fields. */
export const DATE_KEYS = ['checkin', 'checkout', 'nights', 'night'] as const;
/** CRIT-050, CRIT-051: one field per destination category. */
export const PLACE_KEYS = [
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
  'region',
  'department',
  'country',
] as const;
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
