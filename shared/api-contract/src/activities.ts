/**
 * Activity-only products (issue 3): the activity-only search (API-003), the activity-only detail
 * (API-017, PROD-075), the activity images (API-018) and the activity/product model (API-022,
 * LEFT-019, PROD-076). Amounts in cents (CRIT-002).
 */
import { z } from 'zod/mini';
import { ACTIVITY_SEARCH_DEFAULT_PAGE_SIZE, ACTIVITY_SEARCH_MAX_PAGE_SIZE } from './limits';
import { centsSchema, idParamSchema, localeSchema, promoSchema } from './common';
import { offerCardSchema } from './offers';
import { searchCriteriaSchema, searchDetailsSchema, searchFiltersSchema } from './search';
import { breakfastSchema } from './weekend';

export const ACTIVITY_SORTS = ['popularity', 'priceAsc', 'priceDesc', 'distance'] as const;
export const ACTIVITY_IMAGE_SIZES = ['120_80', '640_360', '960_540'] as const;
export type ActivityImageSize = (typeof ACTIVITY_IMAGE_SIZES)[number];

/**
 * POST /api/activity-only/search.json (API-003): `searchCriterias` as the main search's criteria
 * (a city or poi covers 30 km around it, other places their area), `numberOfPackagesPerHotel` is
 * the page size, `page` zero-based, `limit` caps the page's results. Unknown fields are ignored.
 */
export const activitySearchRequestSchema = z.object({
  locale: localeSchema,
  searchCriterias: z.optional(searchCriteriaSchema),
  filters: z.optional(searchFiltersSchema),
  sort: z.optional(z.enum(ACTIVITY_SORTS)),
  page: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000)), 0),
  numberOfPackagesPerHotel: z._default(
    z.int().check(z.minimum(1), z.maximum(ACTIVITY_SEARCH_MAX_PAGE_SIZE)),
    ACTIVITY_SEARCH_DEFAULT_PAGE_SIZE,
  ),
  /** CONT-022: at most this many results of the page (a content block's limit). */
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(ACTIVITY_SEARCH_MAX_PAGE_SIZE))),
});
export type ActivitySearchRequest = z.input<typeof activitySearchRequestSchema>;
/** The request after validation (defaults applied). */
export type ActivitySearch = z.output<typeof activitySearchRequestSchema>;

/** CRIT-083: a price as the catalogue stores it, for the whole party, in cents. */
export const activityOnlyPriceSchema = z.object({
  paxComposition: z.object({ adults: z.int() }),
  sellPrice: centsSchema,
  barPrice: centsSchema,
  promoPercentageRounded: promoSchema,
});

export const activityLocationSchema = z.object({
  id: z.int(),
  label: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/**
 * SRCH-053, SRCH-057: where an activity takes place, in the stay card's hotel shape (id, uri,
 * label, stars, location, review): the shop's hotel when the activity is in one (`isHotel`, uri
 * "hotel/{id}", its stars and reviews), else the partner's activity centre (its location id, no
 * page: uri "", no hotel stars: 0, the partner's reviews; average null with none yet: "New").
 */
export const activityPlaceSchema = z.extend(offerCardSchema.shape.hotel, { isHotel: z.boolean() });
export type ActivityPlace = z.infer<typeof activityPlaceSchema>;

/**
 * An activity card (the main search's card for the activity flow). sellPrice and refPrice are per
 * person (cents / adults, CRIT-076), promo is 0 below 5 % (CRIT-075); `prices` is the whole
 * party's price for `participants` adults. `place`, `cancellationPolicy` (the stay card's: a
 * deadline only with a check-in, CRIT-087) and `checkin` as on stay cards (SRCH-053, SRCH-057).
 */
export const activityCardSchema = z.object({
  id: z.int(),
  label: z.string(),
  imageUrl: z.nullable(z.string()),
  images: z.array(z.string()),
  uri: z.string(),
  location: activityLocationSchema,
  sellPrice: centsSchema,
  refPrice: centsSchema,
  promo: promoSchema,
  /**
   * BEY-005: with a promo, the lowest price of the 30 days before the reduction, per person as
   * sellPrice; null without one (or without history). Optional: older API releases omit it (ADR 0081).
   */
  lowestPrice30Days: z.optional(z.nullable(centsSchema)),
  priceType: z.literal('FROM_PRICE'),
  prices: z.object({
    paxComposition: z.object({ adults: z.int() }),
    promo: promoSchema,
    priceType: z.literal('FROM_PRICE'),
    barPrice: centsSchema,
    sellPrice: centsSchema,
  }),
  activities: z.array(z.object({ id: z.string(), name: z.string() })),
  distance: z.nullable(z.number()),
  participants: z.int(),
  published: z.boolean(),
  place: activityPlaceSchema,
  cancellationPolicy: offerCardSchema.shape.cancellationPolicy,
  /** The searched check-in (YYYY-MM-DD), else null. */
  checkin: z.nullable(z.string()),
});
export type ActivityCard = z.infer<typeof activityCardSchema>;

export const activitySearchResponseSchema = z.object({
  exactMatch: z.array(activityCardSchema),
  searchDetails: searchDetailsSchema,
  resultsCount: z.int().check(z.minimum(0)),
});
export type ActivitySearchResponse = z.infer<typeof activitySearchResponseSchema>;

export const activityIdParamsSchema = z.object({ id: idParamSchema });
export type ActivityIdParams = z.input<typeof activityIdParamsSchema>;
export const activityLocaleQuerySchema = z.object({ locale: localeSchema });
export type ActivityLocaleQuery = z.input<typeof activityLocaleQuerySchema>;

export const imagesBySizeSchema = z.object({
  '120_80': z.array(z.string()),
  '640_360': z.array(z.string()),
  '960_540': z.array(z.string()),
});

export const activityCenterSchema = z.object({
  id: z.int(),
  label: z.string(),
  location: activityLocationSchema,
  uri: z.string(),
  star: z.int(),
  main: z.boolean(),
});

/** PROD-076: one activity; texts in the locale's language. */
export const activitySchema = z.object({
  activityId: z.int(),
  title: z.string(),
  description: z.string(),
  univers: z.string(),
  composition: z.string(),
  schedules: z.array(z.string()),
  importantInformation: z.string(),
  activityCenter: z.nullable(activityCenterSchema),
  imageUrl: z.nullable(z.string()),
  detailList: z.array(z.string()),
  duration: z.string(),
  where: z.string(),
  whyList: z.array(z.string()),
  mustKnowList: z.array(z.string()),
  how: z.string(),
  type: z.enum(['ACTIVITY', 'DINNER']),
  repeated: z.boolean(),
  when: z.string(),
  singleDay: z.boolean(),
  icon: z.string(),
  activityParticipantsLabel: z.string(),
  displayPax: z.boolean(),
  /** The dinner menu (type DINNER), else null. */
  menu: z.nullable(z.string()),
});
export type Activity = z.infer<typeof activitySchema>;

/** CRIT-083: prices reshaped for display, keyed by adult count (as JSON object keys). */
export const activityPricesByAdultsSchema = z.record(
  z.string(),
  z.object({
    sellPrice: centsSchema,
    refPrice: centsSchema,
    promo: promoSchema,
    moneySaved: centsSchema,
    /** BEY-005: with a promo, the lowest party price of the 30 days before it (ADR 0081: optional). */
    lowestPrice30Days: z.optional(z.nullable(centsSchema)),
  }),
);

/** GET /api/activity-only/weekend/:id/detail.json (API-017, PROD-075) */
export const activityOnlyDetailSchema = z.object({
  id: z.int(),
  imagesBySize: imagesBySizeSchema,
  label: z.string(),
  description: z.string(),
  activities: z.array(activitySchema),
  importantInformation: z.string(),
  prices: z.array(activityOnlyPriceSchema),
  /** `prices` reshaped (CRIT-083); promo already 0 below 5 % (CRIT-075). */
  pricesByAdults: activityPricesByAdultsSchema,
  /** CRIT-026: the pax selector's bounds, from the price keys. */
  paxRange: z.object({ min: z.int(), max: z.int(), default: z.int() }),
  breadCrumb: z.array(z.object({ label: z.string(), uri: z.string() })),
  pageModel: z.object({
    metaRobots: z.string(),
    canonicalUrl: z.string(),
    pageTitle: z.string(),
    alternateUrls: z.array(z.object({ locale: localeSchema, url: z.string() })),
  }),
  published: z.boolean(),
  uri: z.string(),
  mainActivityCenter: z.nullable(activityCenterSchema),
  locations: z.array(activityLocationSchema),
  schedules: z.array(z.string()),
  niceToKnow: z.array(z.string()),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  /** PROD-074: activity vouchers are valid 12 months. */
  voucherValidityMonths: z.int(),
});
export type ActivityOnlyDetail = z.infer<typeof activityOnlyDetailSchema>;

/** GET /api/activities/:id/images.json (API-018): the images, each in every size. */
export const activityImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  sizes: z.object({ '120_80': z.string(), '640_360': z.string(), '960_540': z.string() }),
});
export const activityImagesResponseSchema = z.array(activityImageSchema);
export type ActivityImagesResponse = z.infer<typeof activityImagesResponseSchema>;

/**
 * GET /api/weekend/:id/activity.json (API-022, LEFT-019): the activities of a product — an
 * activity-only product (kind ACTIVITY_ONLY) or a stay weekend (kind WEEKEND).
 */
export const activityProductSchema = z.object({
  id: z.int(),
  kind: z.enum(['ACTIVITY_ONLY', 'WEEKEND']),
  label: z.string(),
  uri: z.string(),
  published: z.boolean(),
  activities: z.array(activitySchema),
  breakfast: z.nullable(breakfastSchema),
});
export type ActivityProduct = z.infer<typeof activityProductSchema>;
