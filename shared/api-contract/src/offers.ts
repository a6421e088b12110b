import { z } from 'zod/mini';
import { OFFERS_DEFAULT_PAGE_SIZE, OFFERS_MAX_PAGE_SIZE } from './limits';
import { centsSchema, localeSchema, promoSchema } from './common';
import { facetsResponseSchema } from './facets';
import {
  searchCriteriaSchema,
  searchDetailsSchema,
  searchFiltersSchema,
  searchSortSchema,
} from './search';

/**
 * POST /api/offers.json — the main search (LEFT-009, API-002), hotel offers (API-004), map
 * (API-005), fallback blocks (API-006) and the exact-match lookup (API-007). `{ locale }` alone
 * answers the default search. `page` is zero-based; `limit`, when given, replaces pageSize (the
 * fallback blocks send limit 3 and fetchPageModel false). `orderBy` is API-004's name for `sort`.
 * Unknown fields (search provider, gift type…) are ignored.
 */
export const offersRequestSchema = z.object({
  locale: localeSchema,
  criteria: z.optional(searchCriteriaSchema),
  filters: z.optional(searchFiltersSchema),
  sort: z.optional(searchSortSchema),
  orderBy: z.optional(searchSortSchema),
  page: z._default(z.int().check(z.minimum(0)), 0),
  pageSize: z._default(
    z.int().check(z.minimum(1), z.maximum(OFFERS_MAX_PAGE_SIZE)),
    OFFERS_DEFAULT_PAGE_SIZE,
  ),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(OFFERS_MAX_PAGE_SIZE))),
  /** API-004: offers per hotel in hotel offers mode; the same as limit. */
  numberOfPackagesPerHotel: z.optional(
    z.int().check(z.minimum(1), z.maximum(OFFERS_MAX_PAGE_SIZE)),
  ),
  /** False: no page model — the total is not counted (resultsCount = the items answered). */
  fetchPageModel: z._default(z.boolean(), true),
  /** True: answers map items (mapSearchResponseSchema) instead of cards. */
  performMapSearch: z._default(z.boolean(), false),
  /** Gifting: prices are single-voucher (gift) prices, dates ignored. */
  performGiftableSearch: z._default(z.boolean(), false),
});
/** What a client sends: page and pageSize may be left out. */
export type OffersRequest = z.input<typeof offersRequestSchema>;

export const PRICE_TYPES = ['FROM_PRICE', 'FINAL_PRICE', 'GIFT', 'BENEFICIARY'] as const;
export const priceTypeSchema = z.enum(PRICE_TYPES);

/** SRCH-057 card model; prices in cents (CRIT-002), distance in km from the searched point. */
export const offerCardSchema = z.object({
  id: z.int(),
  label: z.string(),
  imageUrl: z.nullable(z.string()),
  images: z.array(z.string()),
  uri: z.string(),
  hotel: z.object({
    id: z.int(),
    uri: z.string(),
    label: z.string(),
    stars: z.int(),
    location: z.object({
      label: z.string(),
      uri: z.string(),
      address: z.string(),
      zipCode: z.string(),
    }),
    /** average out of 10, null when the hotel has no review yet ("New"). */
    review: z.object({ count: z.int(), average: z.nullable(z.number()) }),
  }),
  sellPrice: centsSchema,
  refPrice: centsSchema,
  promo: promoSchema,
  /**
   * BEY-005: the lowest price of the 30 days before the current reduction started (ADR 0104):
   * the package's (undated) or the check-in day's (dated), same unit as sellPrice; null without a
   * reduction and on gift cards, absent from releases before it.
   */
  lowestPrice30Days: z.optional(z.nullable(centsSchema)),
  priceType: priceTypeSchema,
  prices: z.object({
    paxComposition: z.object({ adults: z.int() }),
    promo: promoSchema,
    priceType: priceTypeSchema,
    barPrice: centsSchema,
    sellPrice: centsSchema,
  }),
  /** Rooms left for the check-in (scarcity shows at 3 or fewer); null without dates. */
  availableRooms: z.nullable(z.int()),
  lastMinute: z.boolean(),
  bestPriceOfMonth: z.boolean(),
  expiration: z.nullable(z.string()),
  marketingLabels: z.array(z.string()),
  cancellationPolicy: z.object({
    cancellable: z.boolean(),
    isCancellable: z.boolean(),
    message: z.nullable(z.string()),
    /** Last day of free cancellation (with dates), else null. */
    cancellationDeadline: z.nullable(z.string()),
    deadlineDays: z.nullable(z.int()),
    type: z.enum(['NCNR', 'FLEXIBLE']),
  }),
  channelManagerId: z.nullable(z.string()),
  headwords: z.array(z.string()),
  autoDiscount: z.nullable(z.object({ code: z.string(), value: z.int() })),
  activities: z.array(z.object({ id: z.string(), name: z.string() })),
  hasMoreOffers: z.boolean(),
  distance: z.nullable(z.number()),
  checkin: z.nullable(z.string()),
  connectivity: z.string(),
  participants: z.int(),
  nights: z.int(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const offersResponseSchema = z.object({
  exactMatch: z.array(offerCardSchema),
  searchDetails: z.optional(searchDetailsSchema),
  resultsCount: z.int().check(z.minimum(0)),
  /**
   * LEFT-009: the facet counts of the same search (without activities), with the page model
   * (`fetchPageModel` true); left out otherwise, and by releases before it.
   */
  facets: z.optional(facetsResponseSchema),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;
