/**
 * Catalogue search (issue 3): the criteria, filters and sort of POST /api/offers.json (LEFT-009),
 * its search details and map items (API-002, API-005). Facets and autocompletes have their own
 * modules (facets.ts, autocomplete.ts), so a page bundles only the schemas it calls.
 */
import { z } from 'zod/mini';
import { PAX_BOUNDS, SORTS } from '@shop/criteria';
import { centsSchema, IsoDateSchema } from './common';
import { DESTINATION_CATEGORIES, MAX_ID, MAX_NIGHTS } from './limits';

export const destinationCategorySchema = z.enum(DESTINATION_CATEGORIES);
export type DestinationCategory = z.infer<typeof destinationCategorySchema>;

/** A database id given as a number or as its digits (the hash keeps ids as text). */
export const searchIdSchema = z.union([
  z.int().check(z.minimum(1), z.maximum(MAX_ID)),
  z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'expected a positive integer id')),
    z.transform(Number),
  ),
]);

/** The search's theme and destination (one id per category, CRIT-050, CRIT-051) as parameters. */
export const searchPlaceShape = {
  theme: z.optional(searchIdSchema),
  city: z.optional(searchIdSchema),
  searesort: z.optional(searchIdSchema),
  skiresort: z.optional(searchIdSchema),
  touristicregion: z.optional(searchIdSchema),
  poi: z.optional(searchIdSchema),
  region: z.optional(searchIdSchema),
  department: z.optional(searchIdSchema),
  country: z.optional(searchIdSchema),
};

/** A facet value or tag: letters, digits and . _ : - (no list separator). */
export const facetKeySchema = z.string().check(z.regex(/^[\w.:-]{1,100}$/));
export const keyList = z.array(facetKeySchema).check(z.maxLength(50));
/** An integer within bounds. */
export const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
/** Kilometres around a point. */
export const distanceKmSchema = int(0, 20_000);
export const latitudeSchema = z.number().check(z.minimum(-90), z.maximum(90));
export const longitudeSchema = z.number().check(z.minimum(-180), z.maximum(180));
export const reviewScoreSchema = z.number().check(z.minimum(0), z.maximum(10));
export const nightsSchema = int(1, MAX_NIGHTS);

/**
 * LEFT-009 criteria. Guests may be sent as adult/child/baby or adults/children/babies (API-004);
 * night or nights. At most one destination category is read: the first of SEARCH_PLACE_CATEGORIES.
 */
export const searchCriteriaSchema = z.object({
  checkin: z.optional(IsoDateSchema),
  night: z.optional(nightsSchema),
  nights: z.optional(nightsSchema),
  adult: z.optional(int(PAX_BOUNDS.adult.min, PAX_BOUNDS.adult.max)),
  adults: z.optional(int(PAX_BOUNDS.adult.min, PAX_BOUNDS.adult.max)),
  child: z.optional(int(PAX_BOUNDS.child.min, PAX_BOUNDS.child.max)),
  children: z.optional(int(PAX_BOUNDS.child.min, PAX_BOUNDS.child.max)),
  baby: z.optional(int(PAX_BOUNDS.baby.min, PAX_BOUNDS.baby.max)),
  babies: z.optional(int(PAX_BOUNDS.baby.min, PAX_BOUNDS.baby.max)),
  ...searchPlaceShape,
  lat: z.optional(latitudeSchema),
  lng: z.optional(longitudeSchema),
  distanceMin: z.optional(distanceKmSchema),
  distanceMax: z.optional(distanceKmSchema),
  /** Exact match: only this hotel's offers (hotel offers mode, API-004, API-007). */
  hotelId: z.optional(searchIdSchema),
});
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;

/** API-001 filters; prices in cents, in gifting on the single-voucher price. */
export const searchFiltersSchema = z.object({
  hotelTypes: z.optional(keyList),
  hotelEnvironments: z.optional(keyList),
  hotelStyles: z.optional(keyList),
  stars: z.optional(z.array(int(1, 5)).check(z.maxLength(5))),
  minHotelReviewScore: z.optional(reviewScoreSchema),
  priceMin: z.optional(centsSchema),
  priceMax: z.optional(centsSchema),
  singleVoucherPriceMin: z.optional(centsSchema),
  singleVoucherPriceMax: z.optional(centsSchema),
  /** Without "pets": that one travels as petsAllowed (CRIT-043); "pets" here is read the same. */
  facilities: z.optional(keyList),
  petsAllowed: z.optional(z.boolean()),
  /** Activity tag ids. */
  tags: z.optional(keyList),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchSortSchema = z.enum(SORTS);

/** API-002 searchDetails: what the search understood. */
export const searchDetailsSchema = z.object({
  checkin: z.nullable(z.string()),
  night: z.nullable(z.int()),
  adult: z.int(),
  child: z.int(),
  baby: z.int(),
  hotelId: z.nullable(z.int()),
  totalCount: z.int().check(z.minimum(0)),
  /** The destination searched, with its coordinates. */
  location: z.nullable(
    z.object({
      id: z.int(),
      label: z.string(),
      category: destinationCategorySchema,
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
  /** Enclosing regions and country, nearest first (CRIT-054 expansion). */
  locationHierarchy: z.array(
    z.object({ id: z.int(), label: z.string(), type: z.enum(['department', 'region', 'country']) }),
  ),
  destination: z.nullable(z.object({ id: z.int(), label: z.string(), category: z.string() })),
  theme: z.nullable(z.object({ id: z.int(), label: z.string() })),
});
export type SearchDetails = z.infer<typeof searchDetailsSchema>;

/** API-005: one point per hotel for the map, its cheapest matching weekend. */
export const mapItemSchema = z.object({
  id: z.int(),
  weekendId: z.int(),
  label: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  sellPrice: centsSchema,
});
export type MapItem = z.infer<typeof mapItemSchema>;
export const MAP_MAX_ITEMS = 1_000;

export const mapSearchResponseSchema = z.object({
  exactMatch: z.array(mapItemSchema),
  resultsCount: z.int().check(z.minimum(0)),
  /**
   * BEY-013: the point the map centres on: the searched point (lat/lng), else the destination's
   * own point; absent without a destination, and from releases before it.
   */
  destination: z.optional(z.object({ latitude: z.number(), longitude: z.number() })),
});
export type MapSearchResponse = z.infer<typeof mapSearchResponseSchema>;
