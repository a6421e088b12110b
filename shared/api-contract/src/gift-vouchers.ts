/**
 * Gift vouchers (issue 13 part A, GIFT-001..024, ADR 0072): a weekend offered without dates for a
 * number of nights, bought through the checkout like a stay. The order carries a
 * `giftVoucherItem`; the server prices it from the gifting calls (price list, shipping cost,
 * sub-elements) and, once paid, issues the voucher (code, valid 1 year for 2 people) and e-mails
 * it. Amounts in cents (CRIT-002).
 */
import { z } from 'zod/mini';
import { centsSchema, localeSchema, promoSchema } from './common';
import { MAX_ID, MAX_NIGHTS } from './limits';

/** GIFT-010: the two formats; DIGITAL is the default (GIFT-008). */
export const GIFT_VOUCHER_FORMATS = ['DIGITAL', 'PHYSICAL'] as const;
export type GiftVoucherFormat = (typeof GIFT_VOUCHER_FORMATS)[number];

/** GIFT-011: a gift voucher is valid 1 year for 2 people. */
export const GIFT_VOUCHER_VALIDITY_MONTHS = 12;
export const GIFT_VOUCHER_ADULTS = 2;

/** GIFT-020: the form's limits. */
export const GIFT_VOUCHER_LIMITS = { fromName: 40, message: 180 } as const;

/** GIFT-020..022: the API's messages, the same copy the form shows. */
export const GIFT_VOUCHER_MESSAGES = {
  tooLong: (maxLength: number) => `The field is limited to ${maxLength} characters`,
  textOnly: 'Only text is expected',
  mandatory: 'Mandatory field',
} as const;

/** GIFT-022: a name is letters, spaces, apostrophes, dots and hyphens. */
export const GIFT_NAME_PATTERN = /^[\p{L} '’.-]*$/u;
/** A message is text: line breaks allowed, no other control character, no markup. */
export const GIFT_MESSAGE_PATTERN = /^(?:[^\p{Cc}\p{Cs}<>]|\n)*$/u;

const ids = z._default(
  z.array(z.int().check(z.minimum(1), z.maximum(MAX_ID))).check(z.maxLength(20)),
  [],
);

/**
 * The gift-voucher item of POST /api/front/purchase/orders. The server checks the nights against
 * the voucher's price list, the format against the shipping cost of the locale's point of sale,
 * and every sub-element id against the catalogue, and prices the item itself (ADR 0072).
 */
export const giftVoucherItemSchema = z.object({
  /** The weekend offered (its single voucher). */
  offerId: z.int().check(z.minimum(1), z.maximum(MAX_ID)),
  /** GIFT-019: giftNights; one of the price list's tiers. */
  nights: z.int().check(z.minimum(1), z.maximum(MAX_NIGHTS)),
  format: z._default(z.enum(GIFT_VOUCHER_FORMATS), 'DIGITAL'),
  /** GIFT-012/013: physical format only. */
  subElements: ids,
  /** GIFT-014: physical format only. */
  customSubElements: ids,
  fromName: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          GIFT_VOUCHER_LIMITS.fromName,
          GIFT_VOUCHER_MESSAGES.tooLong(GIFT_VOUCHER_LIMITS.fromName),
        ),
        z.regex(GIFT_NAME_PATTERN, GIFT_VOUCHER_MESSAGES.textOnly),
      ),
    '',
  ),
  message: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          GIFT_VOUCHER_LIMITS.message,
          GIFT_VOUCHER_MESSAGES.tooLong(GIFT_VOUCHER_LIMITS.message),
        ),
        z.regex(GIFT_MESSAGE_PATTERN, GIFT_VOUCHER_MESSAGES.textOnly),
      ),
    '',
  ),
});
export type GiftVoucherItem = z.input<typeof giftVoucherItemSchema>;
export type ParsedGiftVoucherItem = z.output<typeof giftVoucherItemSchema>;

/** GIFT-018: the price summary of a voucher, cents. */
export interface GiftVoucherPrice {
  sellPrice: number;
  /** The saving of the multi-night tier against as many one-night vouchers, percent. */
  promo: number;
  /** What the same nights cost as one-night vouchers (the reference), cents. */
  refPrice: number;
  shippingCost: number;
  subElementsPrice: number;
  totalPrice: number;
}

/**
 * GIFT-018 (ADR 0072): one rule for the page and the server. sellPrice is the price-list tier of
 * `nights`; promo compares it with as many one-night vouchers; the physical format adds the
 * point of sale's shipping cost and the chosen sub-elements. null when no tier has these nights.
 */
export function giftVoucherPrice(input: {
  priceList: readonly { nights: number; sellPrice: number }[];
  nights: number;
  format: GiftVoucherFormat;
  shippingCost: number | null;
  subElementPrices: readonly number[];
}): GiftVoucherPrice | null {
  const tier = input.priceList.find((entry) => entry.nights === input.nights);
  if (!tier) return null;
  const oneNight = input.priceList.find((entry) => entry.nights === 1);
  const refPrice = Math.max(tier.sellPrice, oneNight ? oneNight.sellPrice * input.nights : 0);
  const promo = refPrice > 0 ? Math.round(((refPrice - tier.sellPrice) * 100) / refPrice) : 0;
  const physical = input.format === 'PHYSICAL';
  const shippingCost = physical ? (input.shippingCost ?? 0) : 0;
  const subElementsPrice = physical
    ? input.subElementPrices.reduce((sum, price) => sum + price, 0)
    : 0;
  return {
    sellPrice: tier.sellPrice,
    promo,
    refPrice,
    shippingCost,
    subElementsPrice,
    totalPrice: tier.sellPrice + shippingCost + subElementsPrice,
  };
}

/** A gift voucher an order buys, as the order shows it (code and validity once paid). */
export const orderGiftVoucherSchema = z.object({
  offerId: z.int(),
  nights: z.int(),
  adults: z.int(),
  format: z.enum(GIFT_VOUCHER_FORMATS),
  subElements: z.array(z.int()),
  customSubElements: z.array(z.int()),
  fromName: z.string(),
  message: z.string(),
  amount: centsSchema,
  /** Issued when the order is paid; null before. */
  code: z.nullable(z.string()),
  /** Last valid day, yyyy-MM-dd; null until issued. */
  expiresOn: z.nullable(z.string()),
});
export type OrderGiftVoucher = z.infer<typeof orderGiftVoucherSchema>;

/**
 * GET /api/front/purchase/orders/:orderUUID/gift-voucher: the printable voucher of a paid order,
 * with the same proof as the order (X-Order-View-Token, or bookingNumber and email; ADR 0062).
 * 404 when the order has no issued voucher.
 */
export const printableGiftVoucherSchema = z.object({
  bookingNumber: z.string(),
  code: z.string(),
  offerId: z.int(),
  label: z.string(),
  hotelName: z.string(),
  nights: z.int(),
  adults: z.int(),
  format: z.enum(GIFT_VOUCHER_FORMATS),
  fromName: z.string(),
  message: z.string(),
  /** yyyy-MM-dd */
  issuedOn: z.string(),
  /** Last valid day, yyyy-MM-dd (GIFT-011). */
  expiresOn: z.string(),
  validityMonths: z.int(),
  amount: centsSchema,
});
export type PrintableGiftVoucher = z.infer<typeof printableGiftVoucherSchema>;

/** Ids in a query string: "3-5" → [3, 5]; empty → []. */
const idListQuery = z._default(
  z.pipe(
    z
      .string()
      .check(z.regex(/^(?:[1-9]\d{0,9}(?:-[1-9]\d{0,9}){0,19})?$/, 'expected ids joined by -')),
    z.transform((text) => (text === '' ? [] : text.split('-').map(Number))),
  ),
  [],
);

/**
 * GET /api/front/gift-vouchers/quote (GIFT-018): the server's price summary of a voucher before
 * it is ordered, with the same checks as the order item (400 naming the field otherwise). The
 * setup page and the checkout summary show it; the order is priced the same way.
 */
export const giftVoucherQuoteQuerySchema = z.object({
  locale: localeSchema,
  offerId: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'expected an id')),
    z.transform(Number),
  ),
  nights: z.pipe(
    z.string().check(z.regex(/^[1-9]\d?$/, 'expected a number of nights from 1')),
    z.transform(Number),
  ),
  format: z._default(z.enum(GIFT_VOUCHER_FORMATS), 'DIGITAL'),
  subElements: idListQuery,
  customSubElements: idListQuery,
});
export type GiftVoucherQuoteQuery = z.input<typeof giftVoucherQuoteQuerySchema>;

export const giftVoucherQuoteSchema = z.object({
  sellPrice: centsSchema,
  promo: promoSchema,
  refPrice: centsSchema,
  shippingCost: centsSchema,
  subElementsPrice: centsSchema,
  totalPrice: centsSchema,
});
export type GiftVoucherQuote = z.infer<typeof giftVoucherQuoteSchema>;

/** What the quote is asked for (the order item without its customization). */
// The quote call's address is built in a module of its own, without zod: the pages that show a
// voucher's price import it on their first load, and the schemas above load with the answer
// (ADR 0102).
export { giftVoucherQuoteUrl, type GiftVoucherQuoteRequest } from './gift-voucher-quote-url';
