/**
 * POST /api/offers.json: the search's request and answer, apart from the card (offers.ts), which
 * product and checkout answers embed: a page that only reads a card (the checkout) does not carry
 * the search's request, answer and facets (ADR 0102).
 */
import { z } from 'zod/mini';
import { OFFERS_DEFAULT_PAGE_SIZE, OFFERS_MAX_PAGE_SIZE } from './limits';
import { localeSchema } from './common';
import { facetsResponseSchema } from './facets';
import { offerCardSchema } from './offers';
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
