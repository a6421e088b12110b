/** GET /api/facets.json (LEFT-006, API-001): facet lists with counts over the current search. */
import { z } from 'zod/mini';
import { centsSchema, countSchema as count, IsoDateSchema, localeSchema } from './common';
import { boolText, listText, numberText } from './query-text';
import {
  facetKeySchema,
  searchIdSchema,
  searchPlaceShape,
  distanceKmSchema,
  latitudeSchema,
  longitudeSchema,
  reviewScoreSchema,
  nightsSchema,
  int,
} from './search';

/**
 * GET /api/facets.json (LEFT-006, API-001): the facet request's query parameters (lists
 * comma-joined, as facetParams of @shop/criteria writes them) plus the search criteria the
 * counts are computed over.
 */
export const facetsQuerySchema = z.object({
  locale: localeSchema,
  hotelType: z.optional(listText(facetKeySchema)),
  hotelEnvironment: z.optional(listText(facetKeySchema)),
  hotelStyle: z.optional(listText(facetKeySchema)),
  stars: z.optional(listText(numberText(int(1, 5)))),
  minHotelReviewScore: z.optional(numberText(reviewScoreSchema)),
  priceMin: z.optional(numberText(centsSchema)),
  priceMax: z.optional(numberText(centsSchema)),
  singleVoucherPriceMin: z.optional(numberText(centsSchema)),
  singleVoucherPriceMax: z.optional(numberText(centsSchema)),
  facilities: z.optional(listText(facetKeySchema)),
  petsAllowed: z.optional(boolText),
  distanceMin: z.optional(numberText(distanceKmSchema)),
  distanceMax: z.optional(numberText(distanceKmSchema)),
  lat: z.optional(numberText(latitudeSchema)),
  lng: z.optional(numberText(longitudeSchema)),
  tags: z.optional(listText(facetKeySchema)),
  includeActivities: z.optional(boolText),
  checkin: z.optional(IsoDateSchema),
  night: z.optional(numberText(nightsSchema)),
  ...searchPlaceShape,
  hotelId: z.optional(searchIdSchema),
});
export type FacetsQuery = z.input<typeof facetsQuerySchema>;

/** SRCH facet lists (spec §3), every count over the current search with its other filters. */
export const facetsResponseSchema = z.object({
  facilities: z.array(z.object({ name: z.string(), value: z.string(), label: z.string(), count })),
  hotelScores: z.array(z.object({ value: z.number(), label: z.string(), count })),
  stars: z.array(z.object({ value: z.int(), label: z.string(), count })),
  hotelTypes: z.array(z.object({ name: z.string(), value: z.string(), label: z.string(), count })),
  hotelEnvironments: z.array(z.object({ key: z.string(), label: z.string(), count })),
  hotelStyles: z.array(z.object({ name: z.string(), label: z.string(), count })),
  activities: z.array(
    z.object({
      name: z.string(),
      entries: z.array(z.object({ id: z.string(), name: z.string(), count })),
    }),
  ),
});
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;
