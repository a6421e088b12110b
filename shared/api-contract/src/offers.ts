/**
 * The offer card of the search (SRCH-057), which the product, activity and checkout answers embed.
 * The search's own request and answer are in offers-search.ts.
 */
import { z } from 'zod/mini';
import { centsSchema, promoSchema } from './common';

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
