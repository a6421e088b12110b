/**
 * The beneficiary's code look-up (issue 13 item 5, ADR 0076): whoever received a gift types its
 * code on /beneficiary/login and learns what it is and what it is worth, until when. One call for
 * every kind of gift code; the answer is discriminated by `kind`, so that a kind is added by
 * adding its variant here and its resolver in the API (api/src/gifting/gift-codes.service.ts).
 * Gift cards and gift vouchers (ADR 0074) are answered.
 * Amounts in cents (CRIT-002).
 */
import { z } from 'zod/mini';
import { centsSchema, IsoDateSchema } from './common';
import { MAX_ID } from './limits';

/** The longest code a customer may type (spaces and dashes included). */
export const GIFT_CODE_MAX_LENGTH = 40;

// ---------------------------------------------------------------------------------------------
// POST /api/front/gift-codes/lookup { code } — POST so that the code stays out of request logs.
// Rate-limited per client before validation, like "Check my Booking" (ADR 0011, ADR 0076).

export const giftCodeLookupRequestSchema = z.object({
  /** As typed: case, spaces and dashes do not matter. */
  code: z
    .string()
    .check(
      z.minLength(1, 'enter the code of your gift'),
      z.maxLength(GIFT_CODE_MAX_LENGTH, `at most ${GIFT_CODE_MAX_LENGTH} characters`),
      z.regex(/^[A-Za-z0-9 -]+$/, 'expected letters, digits, spaces and dashes'),
    ),
});
export type GiftCodeLookupRequest = z.input<typeof giftCodeLookupRequestSchema>;

/** valid: it can be used now; expired: its last day has passed; usedUp: nothing is left. */
export const GIFT_CODE_STATUSES = ['valid', 'expired', 'usedUp'] as const;
export const giftCodeStatusSchema = z.enum(GIFT_CODE_STATUSES);
export type GiftCodeStatus = z.infer<typeof giftCodeStatusSchema>;

const base = {
  /** The code, normalised, its first groups masked (****-****-****-WXYZ). */
  maskedCode: z.string(),
  status: giftCodeStatusSchema,
  /** Last valid day, yyyy-MM-dd. */
  expiresOn: IsoDateSchema,
};

/** A gift card (GIFT-025): money towards a stay or an activity, paid at checkout (ADR 0018). */
export const giftCardCodeSchema = z.object({
  kind: z.literal('giftCard'),
  ...base,
  currency: z.literal('EUR'),
  /** What the card was bought for. */
  amount: centsSchema,
  /** What is left to spend. */
  balance: centsSchema,
});
export type GiftCardCode = z.infer<typeof giftCardCodeSchema>;

/**
 * A gift voucher (GIFT-011: a stay of `nights` nights for `adults` people, valid one year); it
 * pays a stay of its offer at the payment step (ADR 0074).
 */
export const giftVoucherCodeSchema = z.object({
  kind: z.literal('giftVoucher'),
  ...base,
  nights: z.int().check(z.minimum(1)),
  adults: z.int().check(z.minimum(1)),
  /** The offer it was bought for (the beneficiary books its dates), when it is tied to one. */
  productId: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_ID))),
});
export type GiftVoucherCode = z.infer<typeof giftVoucherCodeSchema>;

export const giftCodeLookupResponseSchema = z.discriminatedUnion('kind', [
  giftCardCodeSchema,
  giftVoucherCodeSchema,
]);
export type GiftCodeLookupResponse = z.infer<typeof giftCodeLookupResponseSchema>;
export type GiftCodeKind = GiftCodeLookupResponse['kind'];
