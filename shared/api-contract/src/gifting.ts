/**
 * Gifting (issue 3): single-voucher prices (API-027, LEFT-018, GIFT-016/017), sub-elements
 * (API-028, GIFT-012), custom sub-elements (API-029, GIFT-014), physical shipping cost (API-030,
 * LEFT-017, GIFT-009/015) and gift boxes (API-031, GIFT-027). Amounts in cents (CRIT-002).
 */
import { z } from 'zod/mini';
import { POINTS_OF_SALE } from '@shop/criteria';
import { centsSchema, idParamSchema, localeSchema } from './common';

export const singleVoucherParamsSchema = z.object({ id: idParamSchema });
export type SingleVoucherParams = z.input<typeof singleVoucherParamsSchema>;
export const giftingLocaleQuerySchema = z.object({ locale: localeSchema });
export type GiftingLocaleQuery = z.input<typeof giftingLocaleQuerySchema>;

/** GIFT-018: one price tier. */
export const voucherPriceEntrySchema = z.object({
  nights: z.int().check(z.minimum(1)),
  sellPrice: centsSchema,
  /** Prices by price variation index; index 0 is sellPrice. */
  sellPrices: z.array(centsSchema),
});
export type VoucherPriceEntry = z.infer<typeof voucherPriceEntrySchema>;

const pointOfSaleSchema = z.enum(POINTS_OF_SALE);

/** GIFT-020..022: the customization form's rules. */
export const voucherCustomizationSchema = z.object({
  fromName: z.object({ maxLength: z.int(), mandatory: z.boolean(), textOnly: z.boolean() }),
  message: z.object({ maxLength: z.int(), mandatory: z.boolean() }),
});

/**
 * GET /api/single-voucher/:id/prices.json?locale (API-027, LEFT-018): `id` is the weekend id.
 * isGiftable is true only with a non-empty priceList (GIFT-016). shippingCosts are the physical
 * format's for the locale's point of sale (amount null when it cannot ship, GIFT-009).
 */
export const singleVoucherPricesSchema = z.object({
  id: z.int(),
  label: z.string(),
  priceList: z.array(voucherPriceEntrySchema),
  shippingCosts: z.object({
    amount: z.nullable(centsSchema),
    internationalShippingFeesPerCountry: z.record(z.string(), centsSchema),
  }),
  customization: voucherCustomizationSchema,
  isGiftable: z.boolean(),
  /** GIFT-011: valid 1 year for 2 people. */
  validityMonths: z.int(),
  adults: z.int(),
});
export type SingleVoucherPrices = z.infer<typeof singleVoucherPricesSchema>;

/** GIFT-012 */
export const subElementSchema = z.object({
  id: z.int(),
  name: z.string(),
  image: z.string(),
  price: centsSchema,
  isRecommended: z.boolean(),
  isDefault: z.boolean(),
});
export const subElementGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  singleSelection: z.boolean(),
  elements: z.array(subElementSchema),
});
/** GET /api/front/sub-elements?locale (API-028, LEFT-018) */
export const subElementsResponseSchema = z.object({ groups: z.array(subElementGroupSchema) });
export type SubElementsResponse = z.infer<typeof subElementsResponseSchema>;

/** GIFT-014 */
export const customSubElementSchema = z.object({
  id: z.int(),
  name: z.string(),
  imageUrl: z.string(),
  recommendedByWed: z.boolean(),
  price: centsSchema,
  categoryId: z.int(),
});
export const customSubElementCategorySchema = z.object({
  id: z.int(),
  description: z.string(),
  names: z.object({
    en: z.string(),
    fr: z.string(),
    es: z.string(),
    nl: z.string(),
    it: z.string(),
  }),
  singleSelection: z.boolean(),
});
/** GET /api/front/sub-elements/available-custom-sub-elements?locale (API-029) */
export const availableCustomSubElementsResponseSchema = z.object({
  availableCustomSubElements: z.array(customSubElementSchema),
  categories: z.array(customSubElementCategorySchema),
});
export type AvailableCustomSubElementsResponse = z.infer<
  typeof availableCustomSubElementsResponseSchema
>;

/** A point of sale in either case ("FR" or "fr", as the eligibility call sends it). */
export const shippingCostsQuerySchema = z.object({
  pointOfSale: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(10)),
      z.transform((value) => value.toUpperCase()),
    ),
    pointOfSaleSchema,
  ),
});
export type ShippingCostsQuery = z.input<typeof shippingCostsQuerySchema>;

/**
 * GET /api/front/single-voucher/shipping-costs?pointOfSale (API-030, LEFT-017): the physical
 * voucher's shipping cost; `error` (amount null) when the format cannot ship (GIFT-009).
 * Cacheable (Cache-Control public).
 */
export const shippingCostsResponseSchema = z.object({
  pointOfSale: pointOfSaleSchema,
  amount: z.nullable(centsSchema),
  error: z.nullable(z.string()),
});
export type ShippingCostsResponse = z.infer<typeof shippingCostsResponseSchema>;

export const giftBoxesQuerySchema = z.object({
  /** Campaign medium: only the boxes listed for it, their links tagged; all boxes without it. */
  utmMedium: z.optional(z.string().check(z.regex(/^[\w.-]{1,50}$/, 'expected a utm medium'))),
  /** Language of titles and descriptions; fr_FR when absent. */
  locale: z._default(localeSchema, 'fr_FR'),
});
export type GiftBoxesQuery = z.input<typeof giftBoxesQuerySchema>;

export const giftBoxSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  /** Out of 10. */
  rating: z.number(),
  price: centsSchema,
  promoPrice: centsSchema,
  /** CRIT-078: ceil(100 − 100 × promoPrice / price). */
  discount: z.int(),
  image: z.string(),
  link: z.string(),
  utmMedium: z.nullable(z.string()),
});
export type GiftBox = z.infer<typeof giftBoxSchema>;
/** GET /api/front/gift-boxes?utmMedium (API-031, GIFT-027) */
export const giftBoxesResponseSchema = z.object({ results: z.array(giftBoxSchema) });
export type GiftBoxesResponse = z.infer<typeof giftBoxesResponseSchema>;
