import { z } from 'zod/mini';
import { PAX_BOUNDS, POINTS_OF_SALE } from '@shop/criteria';
import { centsSchema, idParamSchema, IsoDateSchema, localeSchema, promoSchema } from './common';

/** A whole number given as query text: "2" → 2, within [min, max]. */
export const intTextSchema = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'expected a whole number')), z.transform(Number)),
    z.int().check(z.minimum(min), z.maximum(max)),
  );
/** "true"/"false"/"1"/"0" as query text. */
export const boolTextSchema = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);
/** A free-form context value (client=msite, minisite id…): short, no control characters. */
export const contextTextSchema = z
  .string()
  .check(z.regex(/^[\w.:-]{0,100}$/, 'expected letters, digits and . _ : - only'));
/** Nights of a stay. */
export const NIGHTS_MAX = 30;
/** The party in query strings (CRIT-020): adult default 2, child and baby default 0. */
export const paxQueryShape = {
  adult: z._default(intTextSchema(PAX_BOUNDS.adult.min, PAX_BOUNDS.adult.max), 2),
  child: z._default(intTextSchema(PAX_BOUNDS.child.min, PAX_BOUNDS.child.max), 0),
  baby: z._default(intTextSchema(PAX_BOUNDS.baby.min, PAX_BOUNDS.baby.max), 0),
};
/** Optional dates of a product call: checkin and a number of nights (night or nights, API-016). */
export const datedQueryShape = {
  checkin: z.optional(IsoDateSchema),
  night: z.optional(intTextSchema(1, NIGHTS_MAX)),
  nights: z.optional(intTextSchema(1, NIGHTS_MAX)),
};

/** A decimal number given as query text, within [min, max]. */
const decimalTextSchema = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'expected a decimal number')),
      z.transform(Number),
    ),
    z.number().check(z.minimum(min), z.maximum(max)),
  );
const latitudeTextSchema = decimalTextSchema(-90, 90);
const longitudeTextSchema = decimalTextSchema(-180, 180);

/** GET /api/weekend/:id/detail.json (API-015) */
export const weekendDetailParamsSchema = z.object({ id: idParamSchema });
export type WeekendDetailParams = z.input<typeof weekendDetailParamsSchema>;

/**
 * API-015/016: locale, and optionally client, minisite, fetchPageModel and the dates and party of a
 * dated price (checkin with night or nights). Other flow-specific parameters are ignored.
 */
export const weekendDetailQuerySchema = z.object({
  locale: localeSchema,
  client: z.optional(contextTextSchema),
  minisite: z.optional(contextTextSchema),
  fetchPageModel: z.optional(boolTextSchema),
  /** PROD-078: a searched point; with both, `distance` is the hotel's distance from it in km. */
  lat: z.optional(latitudeTextSchema),
  lng: z.optional(longitudeTextSchema),
  ...datedQueryShape,
  ...paxQueryShape,
});
export type WeekendDetailQuery = z.input<typeof weekendDetailQuerySchema>;

/** A hotel's country: one of the five markets. */
export const countryCodeSchema = z.enum(POINTS_OF_SALE);
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** CRIT-074 */
export const productPriceTypeSchema = z.enum(['FROM_PRICE', 'FINAL_PRICE', 'GIFT', 'BENEFICIARY']);

/** CRIT-087: type NCNR means non-cancellable; dates only when a check-in is known. */
export const cancellationPolicySchema = z.object({
  cancellable: z.boolean(),
  isCancellable: z.boolean(),
  /** Last day of free modification / partial refund (YYYY-MM-DD), null without dates. */
  cancellationDeadline: z.nullable(z.string()),
  /** The end of that day in the hotel's local time (YYYY-MM-DDT23:59:59), null without dates. */
  cancellableUntil: z.nullable(z.string()),
  message: z.nullable(z.string()),
  deadlineDays: z.nullable(z.int()),
  type: z.enum(['NCNR', 'FLEXIBLE']),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** PROD-043 */
export const localTaxSchema = z.object({
  /** Per person per night, cents (0 for BOOKING_PERCENTAGE). */
  amount: centsSchema,
  currency: z.literal('EUR'),
  toBePaidAtHotel: z.boolean(),
  type: z.enum(['PER_PERSON_PER_NIGHT', 'BOOKING_PERCENTAGE']),
  percentage: z.nullable(z.number()),
});
export type LocalTax = z.infer<typeof localTaxSchema>;

/** PROD-015 */
export const programLineSchema = z.object({
  type: z.string(),
  activityId: z.nullable(z.string()),
  title: z.string(),
});
export type ProgramLine = z.infer<typeof programLineSchema>;

/** PROD-076 (the fields the catalogue has). */
export const productActivitySchema = z.object({
  activityId: z.string(),
  tagId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(['DINNER', 'ACTIVITY']),
  durationMinutes: z.nullable(z.int()),
  /** The dinner menu, null for other activities. */
  menu: z.nullable(z.string()),
  /** True when a day must be chosen for it (API-023). */
  needsDate: z.boolean(),
  imageUrl: z.nullable(z.string()),
});
export type ProductActivity = z.infer<typeof productActivitySchema>;

/** Image URLs keyed by size "width_height" (120_80, 360_240, 640_360, 960_540, 1280_720). */
export const productImagesBySizeSchema = z.record(z.string(), z.array(z.string()));

/** PROD-060 (without its offers). */
export const roomSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  label: z.string(),
  /** m2 */
  size: z.int(),
  type: z.string(),
  capacity: z.int(),
  maxCapacity: z.int(),
  bedding: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  images: z.array(z.string()),
  imagesBySize: productImagesBySizeSchema,
});
export type Room = z.infer<typeof roomSchema>;

/**
 * PROD-079: without dates the package's "from" price (FROM_PRICE); with checkin (and nights) the
 * check-in day's price (FINAL_PRICE), or `error` (containing PACKAGE_NOT_AVAILABLE_CHECKIN when no
 * package can start that day). sellPrice/refPrice are per person for the whole package, cents;
 * totalPrice is the party's (paying guests × sellPrice).
 */
export const productPriceSchema = z.object({
  sellPrice: centsSchema,
  refPrice: centsSchema,
  promo: promoSchema,
  /**
   * BEY-005: with a reduction of the "from" price (FROM_PRICE, promo > 0), the lowest price of
   * the 30 days before it started (ADR 0104), per person like sellPrice; null otherwise, absent
   * from releases before it.
   */
  lowestPrice30Days: z.optional(z.nullable(centsSchema)),
  nights: z.int(),
  nbRooms: z.int(),
  moneySaved: centsSchema,
  priceType: productPriceTypeSchema,
  fromPrice: centsSchema,
  finalPrice: z.nullable(centsSchema),
  totalPrice: z.nullable(centsSchema),
  extraDiscount: z.nullable(z.object({ code: z.string(), value: z.int() })),
  checkin: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** PROD-078: an entry of otherProducts.list. */
export const otherProductSchema = z.object({
  id: z.int(),
  label: z.string(),
  uri: z.string(),
  nights: z.int(),
  sellPrice: centsSchema,
});
/** PROD-016: the labels the detail may aim at the visitor. */
export const TARGETED_LABELS = ['FAMILY'] as const;
/** The page's metadata (issue 11: document title, meta description and robots). */
export const weekendPageModelSchema = z.object({
  pageTitle: z.string(),
  metaDescription: z.string(),
  /** "index, follow" for a published package that has not expired, else "noindex, follow". */
  metaRobots: z.string(),
  canonicalUrl: z.string(),
  /** The same page in every locale (hreflang alternates). */
  alternateUrls: z.array(z.object({ locale: localeSchema, url: z.string() })),
});
export type WeekendPageModel = z.infer<typeof weekendPageModelSchema>;

/** PROD-077: a package's breakfast: serving hours, what it offers, what to know. */
export const breakfastSchema = z.object({
  type: z.string(),
  title: z.string(),
  schedules: z.array(z.string()),
  detailList: z.array(z.string()),
  mustKnowList: z.array(z.string()),
});
export type Breakfast = z.infer<typeof breakfastSchema>;

export const weekendDetailSchema = z.object({
  id: z.int(),
  label: z.string(),
  nights: z.int(),
  uri: z.string(),
  hotel: z.object({
    id: z.int(),
    label: z.string(),
    stars: z.int(),
    city: z.string(),
    countryCode: countryCodeSchema,
    latitude: z.number(),
    longitude: z.number(),
    uri: z.string(),
    address: z.string(),
    zipCode: z.string(),
    review: z.object({ count: z.int(), average: z.nullable(z.number()) }),
    importantInfos: z.array(z.string()),
    checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
    localTax: localTaxSchema,
  }),
  price: productPriceSchema,
  programLine: z.array(programLineSchema),
  activities: z.array(productActivitySchema),
  /** PROD-077: the breakfast the package includes; absent from older API versions. */
  breakfast: z.optional(z.nullable(breakfastSchema)),
  images: z.array(z.string()),
  imagesBySize: productImagesBySizeSchema,
  room: z.nullable(roomSchema),
  cancellationPolicy: cancellationPolicySchema,
  headwords: z.array(z.string()),
  marketingLabels: z.array(z.string()),
  lastMinute: z.boolean(),
  /** Rooms left on the check-in day; null without dates. */
  availableRooms: z.nullable(z.int()),
  autoDiscount: z.nullable(z.object({ code: z.string(), value: z.int() })),
  published: z.boolean(),
  expiration: z.nullable(z.string()),
  connectivity: z.string(),
  channelManagerId: z.nullable(z.string()),
  /** How many other published packages the hotel sells (PROD-006). */
  otherOffersCount: z.int(),
  /**
   * PROD-078: the hotel's other published packages, cheapest first, in short (the other-offers
   * carousel reads the full cards from otherOffers.json, PROD-006).
   */
  otherProducts: z.object({ list: z.array(otherProductSchema) }),
  /** PROD-078: the things to know of the stay (the hotel's important information). */
  importantInfos: z.array(z.string()),
  /** PROD-016: a label aimed at the visitor's party (FAMILY for a family package with children). */
  targetedLabel: z.nullable(z.enum(TARGETED_LABELS)),
  /**
   * PROD-078, PROD-037: the extra cost of this package over the hotel's base package (its
   * cheapest per night, ADR 0034), in cents, keyed by number of nights ("1", "2", "3"); empty for
   * the base package itself.
   */
  priceDifferencePerLos: z.record(z.string(), z.int()),
  /** That extra cost for the chosen number of nights (default 1); 0 for the base package. */
  priceDifference: z.int(),
  /** The base package this one adds extras to (removing the extra goes there); null for the base. */
  upsellBaseId: z.nullable(z.int()),
  /** Hotel's distance in km from the searched point (lat, lng), null without one. */
  distance: z.nullable(z.number()),
  /** The days to choose per activity that needs one (API-023); empty without a check-in. */
  activityDates: z.array(
    z.object({
      activityId: z.string(),
      title: z.string(),
      dates: z.array(z.object({ value: z.string(), date: z.string() })),
    }),
  ),
  /**
   * PROD-002: the hotel's places, country first, then the hotel. A place carries its category
   * and destination id (the search hash key and value of its search page).
   */
  breadcrumb: z.array(
    z.object({
      label: z.string(),
      uri: z.string(),
      place: z.nullable(
        z.object({ category: z.enum(['country', 'region', 'department', 'city']), id: z.int() }),
      ),
    }),
  ),
  /** Page metadata (title, description, robots, canonical); null with fetchPageModel=false. */
  pageModel: z.nullable(weekendPageModelSchema),
});
export type WeekendDetail = z.infer<typeof weekendDetailSchema>;
