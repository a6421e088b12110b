/**
 * GET /api/availabilities.json (SRCH-042 outside a hotel search): the search calendar's
 * availability per day of one month, over every published package the search's destination
 * matches — the same path shape as a product's (LEFT-008) and a hotel's (API-014), without the
 * product. Its own module, so that only the lazily loaded calendar bundles it.
 */
import { z } from 'zod/mini';
import { centsSchema, FlowSchema, localeSchema, promoSchema } from './common';
import { monthSchema } from './product';
import { distanceKmSchema, latitudeSchema, longitudeSchema, searchPlaceShape } from './search';
import { numberText } from './query-text';
import { paxQueryShape } from './weekend';

/**
 * The month, the party and the search: flow (booking by default; hotel is booking), theme, one
 * destination category (the first given, as the search reads it) or a point with a distance range.
 */
export const searchAvailabilitiesQuerySchema = z.object({
  locale: localeSchema,
  month: monthSchema,
  ...paxQueryShape,
  flow: z._default(FlowSchema, 'booking'),
  ...searchPlaceShape,
  lat: z.optional(numberText(latitudeSchema)),
  lng: z.optional(numberText(longitudeSchema)),
  distanceMin: z.optional(numberText(distanceKmSchema)),
  distanceMax: z.optional(numberText(distanceKmSchema)),
});
export type SearchAvailabilitiesQuery = z.input<typeof searchAvailabilitiesQuerySchema>;

/**
 * Availability per day (spec §3, CRIT-068): of the packages bookable from that day for the party,
 * the one with the lowest price per night (amount / minLos); price is its euros as text, amount
 * the cents for the whole minimum stay, promo its promotion.
 */
export const searchAvailabilityDaySchema = z.object({
  price: z.string(),
  amount: centsSchema,
  minLos: z.int().check(z.minimum(1)),
  promo: promoSchema,
});
export type SearchAvailabilityDay = z.infer<typeof searchAvailabilityDaySchema>;
/** Days of the month keyed by yyyy-MM-dd; a day no package can be booked from is absent. */
export const searchAvailabilitiesResponseSchema = z.record(z.string(), searchAvailabilityDaySchema);
export type SearchAvailabilitiesResponse = z.infer<typeof searchAvailabilitiesResponseSchema>;
