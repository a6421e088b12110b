import { z } from 'zod/mini';
import { centsSchema, localeSchema, promoSchema } from './common';

export const OFFERS_DEFAULT_PAGE_SIZE = 24;
export const OFFERS_MAX_PAGE_SIZE = 48;

/** POST /api/offers.json — the default search; criteria, filters and sort come later (API-002, API-004). */
export const offersRequestSchema = z.object({
  locale: localeSchema,
  page: z._default(z.int().check(z.minimum(0)), 0),
  pageSize: z._default(
    z.int().check(z.minimum(1), z.maximum(OFFERS_MAX_PAGE_SIZE)),
    OFFERS_DEFAULT_PAGE_SIZE,
  ),
});
/** What a client sends: page and pageSize may be left out. */
export type OffersRequest = z.input<typeof offersRequestSchema>;

export const offerCardSchema = z.object({
  id: z.int(),
  label: z.string(),
  hotel: z.object({
    id: z.int(),
    label: z.string(),
    stars: z.int(),
    location: z.object({ label: z.string() }),
  }),
  sellPrice: centsSchema,
  refPrice: centsSchema,
  promo: promoSchema,
  nights: z.int(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const offersResponseSchema = z.object({
  exactMatch: z.array(offerCardSchema),
  resultsCount: z.int().check(z.minimum(0)),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;
