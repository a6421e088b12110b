/**
 * Product page and price calls (issue 3 §4, spec 001 §3, §7): availabilities, checkout nights,
 * hotel page, offers, quote, price, activity dates, upsell, other offers, recommended offer, error
 * report and the checkout hand-off. Amounts are cents (CRIT-002); query numbers are sent as text.
 */
import { z } from 'zod/mini';
import { PAX_BOUNDS } from '@shop/criteria';
import { centsSchema, idParamSchema, IsoDateSchema, localeSchema, promoSchema } from './common';
import { MAX_ID } from './limits';
import { offerCardSchema } from './offers';
import { stayReservationSchema } from './purchase';
import {
  boolTextSchema,
  cancellationPolicySchema,
  contextTextSchema,
  countryCodeSchema,
  datedQueryShape,
  productImagesBySizeSchema,
  intTextSchema,
  localTaxSchema,
  NIGHTS_MAX,
  paxQueryShape,
  productPriceSchema,
  programLineSchema,
  roomSchema,
} from './weekend';

/** "Product ID is required" (PROD-022) for an empty id, else a positive integer id. */
export const productIdParamSchema = z.pipe(
  z.string().check(z.minLength(1, 'Product ID is required')),
  idParamSchema,
);
export const productParamsSchema = z.object({ id: productIdParamSchema });
export type ProductParams = z.input<typeof productParamsSchema>;
export const hotelParamsSchema = z.object({ hotelId: idParamSchema });
export type HotelParams = z.input<typeof hotelParamsSchema>;

/** A calendar month, yyyy-MM. */
export const monthSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month yyyy-MM'));

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/:id/availabilities.json (API-013, LEFT-008, CRIT-068)

export const availabilitiesQuerySchema = z.object({
  locale: localeSchema,
  month: monthSchema,
  ...paxQueryShape,
});
export type AvailabilitiesQuery = z.input<typeof availabilitiesQuerySchema>;

/** CRIT-068: price is the euros as text, amount the cents, per person for the whole package. */
export const availabilityDaySchema = z.object({
  price: z.string(),
  amount: centsSchema,
  minLos: z.int(),
  promo: promoSchema,
  bestPriceOfTheMonth: z.boolean(),
  availableRooms: z.int(),
});
export type AvailabilityDayModel = z.infer<typeof availabilityDaySchema>;
/** Days keyed by yyyy-MM-dd; null when the day cannot be booked (sold out, minimum stay, rooms). */
export const availabilitiesResponseSchema = z.record(z.string(), z.nullable(availabilityDaySchema));
export type AvailabilitiesResponse = z.infer<typeof availabilitiesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/:id/packageCheckoutNights.json (API-012, CRIT-067)

export const checkoutNightsQuerySchema = z.object({
  locale: localeSchema,
  checkin: z.optional(IsoDateSchema),
  /** Months of calendar the client shows (ignored: night counts do not depend on it). */
  length: z.optional(intTextSchema(1, 24)),
  multiOffer: z.optional(boolTextSchema),
  client: z.optional(contextTextSchema),
  minisite: z.optional(contextTextSchema),
  ...paxQueryShape,
});
export type CheckoutNightsQuery = z.input<typeof checkoutNightsQuerySchema>;
/** Night counts bookable from the check-in, ascending (start = first, end = last). */
export const checkoutNightsResponseSchema = z.array(z.int());

// ---------------------------------------------------------------------------------------------
// GET /api/hotels/:hotelId/availabilities.json (API-014)

export const hotelAvailabilitiesQuerySchema = z.object({
  locale: localeSchema,
  /** First month; default the current month. */
  month: z.optional(monthSchema),
  /** Number of months from `month` (default 12). */
  length: z._default(intTextSchema(1, 12), 12),
});
export type HotelAvailabilitiesQuery = z.input<typeof hotelAvailabilitiesQuerySchema>;
/** The hotel's cheapest bookable package per day. */
export const hotelAvailabilityDaySchema = z.object({
  date: z.string(),
  weekendId: z.int(),
  nights: z.int(),
  price: z.string(),
  amount: centsSchema,
  minLos: z.int(),
  promo: promoSchema,
  bestPriceOfTheMonth: z.boolean(),
});
export const hotelAvailabilitiesResponseSchema = z.array(hotelAvailabilityDaySchema);
export type HotelAvailabilitiesResponse = z.infer<typeof hotelAvailabilitiesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/hotels/:hotelId/detail.json (LEFT-030, PROD-059..061)

export const hotelDetailQuerySchema = z.object({ locale: localeSchema });
export type HotelDetailQuery = z.input<typeof hotelDetailQuerySchema>;

/** PROD-061 */
export const roomOfferSchema = z.object({
  id: z.int(),
  roomId: z.nullable(z.int()),
  label: z.string(),
  price: z.object({
    sellPrice: centsSchema,
    refPrice: centsSchema,
    promoPercentageRounded: promoSchema,
    nights: z.int(),
    /** BEY-005: with a promo, the lowest price of the 30 days before it (ADR 0081: optional). */
    lowestPrice30Days: z.optional(z.nullable(centsSchema)),
  }),
  checkin: z.nullable(z.string()),
  paxCount: z.int(),
  nights: z.int(),
  hasSelectedDates: z.boolean(),
  shortProgramIntroWithoutRoom: z.string(),
  cancellationPolicy: cancellationPolicySchema,
});
export type RoomOffer = z.infer<typeof roomOfferSchema>;

export const nearbyHotelSchema = z.object({
  id: z.int(),
  label: z.string(),
  stars: z.int(),
  uri: z.string(),
  city: z.string(),
  imageUrl: z.nullable(z.string()),
  distance: z.number(),
  review: z.object({ count: z.int(), average: z.nullable(z.number()) }),
  fromPrice: z.nullable(centsSchema),
});

export const hotelDetailSchema = z.object({
  id: z.int(),
  label: z.string(),
  stars: z.int(),
  uri: z.string(),
  description: z.string(),
  active: z.boolean(),
  countryCode: countryCodeSchema,
  location: z.object({
    label: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    completeAddress: z.object({ streetAddress: z.string(), zipCode: z.string() }),
  }),
  highlightedFacilities: z.array(z.object({ code: z.string(), label: z.string() })),
  facilities: z.array(z.string()),
  infoGeneral: z.array(z.object({ code: z.string(), facilities: z.array(z.string()) })),
  checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
  policy: z.object({
    petsAllowed: z.boolean(),
    petsPrice: z.nullable(centsSchema),
    petsMaxWeight: z.nullable(z.int()),
    petsMaxNumberOfPets: z.int(),
  }),
  localTax: localTaxSchema,
  review: z.object({ count: z.int(), average: z.nullable(z.number()) }),
  importantInfos: z.array(z.string()),
  images: z.array(z.string()),
  imagesBySize: productImagesBySizeSchema,
  rooms: z.array(z.extend(roomSchema, { offers: z.array(roomOfferSchema) })),
  weekends: z.array(roomOfferSchema),
  nearbyHotels: z.array(nearbyHotelSchema),
  breadcrumb: z.array(z.object({ label: z.string(), uri: z.string() })),
  ecoFacilities: z.array(z.string()),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/product/:id/offers (API-019, PROD-057, CRIT-075)

export const productOffersQuerySchema = z.object({
  locale: localeSchema,
  minisite: z.optional(contextTextSchema),
  ...datedQueryShape,
  ...paxQueryShape,
});
export type ProductOffersQuery = z.input<typeof productOffersQuerySchema>;

/** Quote and offer prices, cents; promo below 10 % is given as 0 (CRIT-075, LEFT-014). */
export const priceInfoSchema = z.object({
  sellPrice: centsSchema,
  refPrice: centsSchema,
  promoPercentageRounded: promoSchema,
  moneySaved: centsSchema,
  priceType: z.enum(['FROM_PRICE', 'FINAL_PRICE']),
  nbRooms: z.int(),
  nights: z.int(),
  /** The party's price: sellPrice × paying guests (babies free). */
  totalPrice: centsSchema,
  /**
   * BEY-005: with a promo, the lowest price of the 30 days before the reduction (the package's,
   * or the check-in day's when dated), per person as sellPrice; optional (ADR 0081).
   */
  lowestPrice30Days: z.optional(z.nullable(centsSchema)),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

export const productOfferSchema = z.object({
  weekendId: z.int(),
  label: z.string(),
  roomId: z.nullable(z.int()),
  roomLabel: z.nullable(z.string()),
  nights: z.int(),
  checkin: z.nullable(z.string()),
  paxCount: z.int(),
  hasSelectedDates: z.boolean(),
  shortProgramIntroWithoutRoom: z.string(),
  priceInfo: priceInfoSchema,
  cancellationPolicy: cancellationPolicySchema,
});
export type ProductOffer = z.infer<typeof productOfferSchema>;
/** The hotel's bookable offers keyed by weekend id (JSON keeps numeric keys in ascending order). */
export const productOffersResponseSchema = z.record(z.string(), productOfferSchema);
export type ProductOffersResponse = z.infer<typeof productOffersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/product/:id/quote (API-020, PROD-080, LEFT-035)

const activitySelectionSchema = z
  .string()
  .check(z.regex(/^[\w-]{1,40}_\d{4}-\d{2}-\d{2}$/, 'expected activityId_yyyy-MM-dd'));
/** Comma-separated "activityId_yyyy-MM-dd" selections (CRIT-027). */
export const activitySelectionListSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(1000)),
    z.transform((value): string[] => (value === '' ? [] : value.split(','))),
  ),
  z.array(activitySelectionSchema).check(z.maxLength(20)),
);

export const quoteQuerySchema = z.object({
  locale: localeSchema,
  checkin: IsoDateSchema,
  night: z.optional(intTextSchema(1, NIGHTS_MAX)),
  nights: z.optional(intTextSchema(1, NIGHTS_MAX)),
  activitySelectionList: z._default(activitySelectionListSchema, []),
  minisite: z.optional(contextTextSchema),
  ...paxQueryShape,
});
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

/** Codes of a refused quote; PROD-029 shows the first one. */
export const QUOTE_ERROR_CODES = [
  'PACKAGE_NOT_AVAILABLE_CHECKIN',
  'INVALID_NIGHTS',
  'MIN_LENGTH_OF_STAY',
  'NOT_ENOUGH_ROOMS',
  'PACKAGE_NOT_PUBLISHED',
] as const;
export const quoteErrorSchema = z.object({ code: z.enum(QUOTE_ERROR_CODES), message: z.string() });
export type QuoteError = z.infer<typeof quoteErrorSchema>;

export const quoteSchema = z.object({
  bookable: z.boolean(),
  /** Why the offer is not bookable (empty when bookable). */
  errors: z.array(quoteErrorSchema),
  priceInfo: z.nullable(priceInfoSchema),
  /** Local tax of the stay, cents, paid at the hotel when localTax.toBePaidAtHotel (PROD-031). */
  localTaxTotalAmount: centsSchema,
  localTax: localTaxSchema,
  /** totalPrice + localTaxTotalAmount (PROD-031); null when not bookable. */
  totalStayAmount: z.nullable(centsSchema),
  programLineList: z.array(programLineSchema),
  flashDeal: z.boolean(),
  roomsAmountMessage: z.nullable(z.string()),
  cancellationPolicy: cancellationPolicySchema,
  /** Activities needing a day that the selection leaves out (PROD-033). */
  missingActivityIds: z.array(z.string()),
  reservationCriteria: stayReservationSchema,
  modifiedReservationCriteria: z.nullable(z.object({ checkoutDate: z.string(), nights: z.int() })),
});
export type Quote = z.infer<typeof quoteSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/:id/price.json (API-026, PROD-028, PROD-079)

export const priceQuerySchema = z.object({
  locale: localeSchema,
  ...datedQueryShape,
  ...paxQueryShape,
});
export type PriceQuery = z.input<typeof priceQuerySchema>;
export const priceResponseSchema = productPriceSchema;

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/:id/activityDates.json (API-023)

export const activityDatesQuerySchema = z.object({
  locale: localeSchema,
  checkin: IsoDateSchema,
  night: z.optional(intTextSchema(1, NIGHTS_MAX)),
  nights: z.optional(intTextSchema(1, NIGHTS_MAX)),
  ...paxQueryShape,
});
export type ActivityDatesQuery = z.input<typeof activityDatesQuerySchema>;
export const activityDateChoiceSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  /** value "activityId_yyyy-MM-dd", one per day from check-in to check-out. */
  dates: z.array(z.object({ value: z.string(), date: z.string() })),
});
export const activityDatesResponseSchema = z.array(activityDateChoiceSchema);
export type ActivityDatesResponse = z.infer<typeof activityDatesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/:id/upsell.json (API-024, PROD-038, PROD-039)

export const upsellQuerySchema = z.object({
  locale: localeSchema,
  nights: z.optional(intTextSchema(1, NIGHTS_MAX)),
  giftNights: z.optional(intTextSchema(1, NIGHTS_MAX)),
});
export type UpsellQuery = z.input<typeof upsellQuerySchema>;
export const upsellProductSchema = z.object({
  id: z.int(),
  label: z.string(),
  uri: z.string(),
  /** Extra cost in cents, keyed by number of nights ("1", "2", "3"). */
  priceDifferencePerLos: z.record(z.string(), z.int()),
  /** The difference for the chosen number of nights (default 1). */
  priceDifference: z.int(),
  programLine: z.array(programLineSchema),
});
export const upsellResponseSchema = z.object({
  singleVoucherProducts: z.array(upsellProductSchema),
});
export type UpsellResponse = z.infer<typeof upsellResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/:id/otherOffers.json (API-025, PROD-006) and recommended.json (API-021)

export const otherOffersQuerySchema = z.object({
  locale: localeSchema,
  checkin: z.optional(IsoDateSchema),
  night: z.optional(intTextSchema(1, NIGHTS_MAX)),
  ...paxQueryShape,
});
export type OtherOffersQuery = z.input<typeof otherOffersQuerySchema>;
export const otherOffersResponseSchema = z.object({
  otherProducts: z.object({ list: z.array(offerCardSchema) }),
});
export type OtherOffersResponse = z.infer<typeof otherOffersResponseSchema>;

export const recommendedQuerySchema = z.object({
  locale: localeSchema,
  checkin: z.optional(IsoDateSchema),
  checkout: z.optional(IsoDateSchema),
  night: z.optional(intTextSchema(1, NIGHTS_MAX)),
  ...paxQueryShape,
});
export type RecommendedQuery = z.input<typeof recommendedQuerySchema>;
/** LEFT-015: one card, or 404. */
export const recommendedResponseSchema = offerCardSchema;

// ---------------------------------------------------------------------------------------------
// POST /api/error-report (API-011; a POST, not a GET, since it writes: issue 15 §4, ADR 0063)

/** JSON body of POST /api/error-report; answered 204. */
export const errorReportRequestSchema = z.object({
  uri: z.string().check(z.minLength(1), z.maxLength(2000)),
  locale: localeSchema,
});
export type ErrorReportRequest = z.input<typeof errorReportRequestSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/front/checkout/handoff (API-032, spec §4.3)

const paxCount = (bounds: { min: number; max: number }) =>
  z.int().check(z.minimum(bounds.min), z.maximum(bounds.max));

/** The product hash fields (checkin, checkout, a, c, b, nights, giftNights…) as the page sends them. */
export const handoffCriteriaSchema = z.object({
  checkin: z.optional(IsoDateSchema),
  checkout: z.optional(IsoDateSchema),
  nights: z.optional(paxCount({ min: 1, max: NIGHTS_MAX })),
  a: z._default(paxCount(PAX_BOUNDS.adult), 2),
  c: z._default(paxCount(PAX_BOUNDS.child), 0),
  b: z._default(paxCount(PAX_BOUNDS.baby), 0),
  activityDates: z.optional(z.string().check(z.maxLength(1000))),
});

export const handoffRequestSchema = z.object({
  flow: z._default(z.enum(['booking', 'gifting']), 'booking'),
  productId: z.int().check(z.minimum(1), z.maximum(MAX_ID)),
  locale: localeSchema,
  criteria: z._default(handoffCriteriaSchema, { a: 2, c: 0, b: 0 }),
  /** Booking: the chosen offer (weekend id), default the product. */
  selectedOffer: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_ID))),
  /** Booking: the chosen activity days, "activityId_yyyy-MM-dd". */
  selectedDates: z._default(z.array(activitySelectionSchema).check(z.maxLength(20)), []),
  /** Booking: hotel booking panel flag (hbp). */
  hbp: z.optional(z.boolean()),
  /** Gifting: number of nights of the voucher. */
  giftNights: z.optional(paxCount({ min: 1, max: NIGHTS_MAX })),
});
export type HandoffRequest = z.input<typeof handoffRequestSchema>;

export const HANDOFF_ERROR_CODES = [
  'DATES_REQUIRED',
  'ACTIVITY_DATES_REQUIRED',
  'PACKAGE_NOT_AVAILABLE_CHECKIN',
  'NOT_BOOKABLE',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_NOT_PUBLISHED',
  'GIFT_NIGHTS_REQUIRED',
] as const;
export const handoffResponseSchema = z.union([
  z.object({
    ok: z.literal(true),
    flow: z.enum(['booking', 'gifting']),
    offerId: z.int(),
    /** Booking: what POST /api/front/purchase/orders expects; null in gifting. */
    reservationCriteria: z.nullable(
      z.object({
        offerId: z.int(),
        activityDaySelections: z.array(z.string()),
        pax: z.object({
          numberOfAdults: z.int(),
          numberOfChildren: z.int(),
          numberOfBabies: z.int(),
        }),
        travelPeriod: z.object({ checkinDate: z.string(), checkoutDate: z.string() }),
      }),
    ),
    giftNights: z.nullable(z.int()),
    amount: centsSchema,
  }),
  z.object({ ok: z.literal(false), error: z.enum(HANDOFF_ERROR_CODES), message: z.string() }),
]);
export type HandoffResponse = z.infer<typeof handoffResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/images/:kind/:id/:size.svg (issue 3 §4): generated pictures, id "<ownerId>-<n>"

export const imageParamsSchema = z.object({
  /** activity: pictures of activity-only products (generic, no image set in the catalogue). */
  kind: z.enum(['hotel', 'room', 'weekend', 'activity']),
  id: z.string().check(z.regex(/^[1-9]\d{0,9}-[1-9]\d?$/, 'expected <ownerId>-<n>')),
  size: z.string().check(z.regex(/^\d{2,4}_\d{2,4}$/, 'expected width_height')),
});
export type ImageParams = z.input<typeof imageParamsSchema>;

/** GET /api/images/gifting/:name.svg: generic pictures of gift boxes, sub-elements and cards. */
export const namedImageParamsSchema = z.object({
  name: z.string().check(z.regex(/^[\w-]{1,80}$/, 'expected letters, digits, _ and -')),
});
