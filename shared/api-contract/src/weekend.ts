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
});
export type WeekendDetail = z.infer<typeof weekendDetailSchema>;
