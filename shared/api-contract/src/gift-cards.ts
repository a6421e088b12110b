/**
 * Gift cards (issue 3, GIFT-025, CHK-032): the amounts and designs a buyer chooses from, the
 * customization rules, and the gift-card item of an order. A gift card is digital: once its
 * order is paid it gets a serial number and is e-mailed to the recipient (or the buyer).
 * Amounts in cents (CRIT-002).
 */
import { z } from 'zod/mini';
import { centsSchema, localeSchema } from './common';
import { MAX_ID } from './limits';

/** A gift card is valid this many months from its order's payment (as a gift voucher, GIFT-011). */
export const GIFT_CARD_VALIDITY_MONTHS = 12;

/** GIFT-020..022 for the gift card: the same limits and copy as the gift-voucher form. */
export const GIFT_CARD_CUSTOMIZATION = {
  fromName: { maxLength: 40, mandatory: false, textOnly: true },
  recipientName: { maxLength: 40, mandatory: false, textOnly: true },
  message: { maxLength: 180, mandatory: false },
} as const;
export const GIFT_CARD_MESSAGES = {
  tooLong: (maxLength: number) => `The field is limited to ${maxLength} characters`,
  textOnly: 'Only text is expected',
  email: 'Email seems incorrect',
} as const;

export const giftCardOptionsQuerySchema = z.object({ locale: localeSchema });
export type GiftCardOptionsQuery = z.input<typeof giftCardOptionsQuerySchema>;

export const giftCardAmountSchema = z.object({ amount: centsSchema, isDefault: z.boolean() });
export const giftCardDesignSchema = z.object({
  id: z.int(),
  name: z.string(),
  image: z.string(),
});
export type GiftCardDesign = z.infer<typeof giftCardDesignSchema>;

const fieldRule = z.object({ maxLength: z.int(), mandatory: z.boolean() });
const textFieldRule = z.extend(fieldRule, { textOnly: z.boolean() });

/**
 * GET /api/front/gift-cards?locale: the amounts (one is the default), the designs in the
 * locale's language, the customization rules and the validity. Cacheable.
 */
export const giftCardOptionsSchema = z.object({
  currency: z.literal('EUR'),
  amounts: z.array(giftCardAmountSchema),
  designs: z.array(giftCardDesignSchema),
  customization: z.object({
    fromName: textFieldRule,
    recipientName: textFieldRule,
    message: fieldRule,
  }),
  validityMonths: z.int(),
});
export type GiftCardOptions = z.infer<typeof giftCardOptionsSchema>;

const { fromName, recipientName, message } = GIFT_CARD_CUSTOMIZATION;
const nameText = (maxLength: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(maxLength, GIFT_CARD_MESSAGES.tooLong(maxLength)),
      z.regex(/^[\p{L} '’.-]*$/u, GIFT_CARD_MESSAGES.textOnly),
    );

/**
 * The gift-card item of POST /api/front/purchase/orders: an amount from the options, a design,
 * and the customization. The server checks amount and design against the catalogue and prices
 * the item at its amount.
 */
export const giftCardItemSchema = z.object({
  amount: centsSchema.check(z.minimum(1)),
  designId: z.int().check(z.minimum(1), z.maximum(MAX_ID)),
  fromName: z._default(nameText(fromName.maxLength), ''),
  recipientName: z._default(nameText(recipientName.maxLength), ''),
  /** Line breaks allowed; other control characters are not. */
  message: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(message.maxLength, GIFT_CARD_MESSAGES.tooLong(message.maxLength)),
        z.regex(/^(?:[^\p{Cc}\p{Cs}]|\n)*$/u, 'expected text without control characters'),
      ),
    '',
  ),
  /** Where the card is e-mailed once paid; the buyer's e-mail when null. */
  recipientEmail: z._default(
    z.nullable(z.email(GIFT_CARD_MESSAGES.email).check(z.maxLength(254))),
    null,
  ),
});
export type GiftCardItem = z.input<typeof giftCardItemSchema>;
export type ParsedGiftCardItem = z.output<typeof giftCardItemSchema>;
