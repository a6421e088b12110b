/**
 * Changes to an order after it is placed (issue 3, ADR 0018), under /api/front:
 * - gift cards paying (part of) an order before its payment (CHK-032: usedAmount,
 *   reductionAmount, remainingAmountToPay);
 * - a booking moved to other dates or travellers, for the amount its quote gave (CHK-027..031).
 * Amounts in cents (CRIT-002).
 */
import { z } from 'zod/mini';
import { centsSchema } from './common';
import {
  bookingNumberSchema,
  idempotencyHeadersSchema,
  MAX_ORDER_CENTS,
  modificationQuoteRequestSchema,
  paymentResponseSchema,
  stayReservationSchema,
} from './purchase';

/** Letters and digits of a gift card number: no 0/O, 1/I/L (gift-cards.service.ts). */
export const GIFT_CARD_SERIAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SERIAL_FORMAT = /^[A-HJKMNP-Z2-9]{4}(?:-[A-HJKMNP-Z2-9]{4}){3}$/;
const SERIAL_MESSAGE =
  'expected a gift card number such as ABCD-EFGH-JKMN-PQRS or a voucher code GV-ABCD-EFGH-JKMN-PQRS';

/** What a customer types: case, spaces and dashes do not matter. */
export function normalizeGiftCardSerial(text: string): string {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  return compact.length === 16 ? (compact.match(/.{4}/g) ?? []).join('-') : compact;
}

/** A gift voucher's code (ADR 0072): GV- and the card number's 16 characters. */
const VOUCHER_FORMAT = /^GV(?:-[A-HJKMNP-Z2-9]{4}){4}$/;
export const isGiftVoucherCode = (code: string): boolean => VOUCHER_FORMAT.test(code);

/**
 * A gift card number or a gift-voucher code as typed, normalised to XXXX-XXXX-XXXX-XXXX or
 * GV-XXXX-XXXX-XXXX-XXXX (the payment step's one field takes both, ADR 0074).
 */
export function normalizeGiftCode(text: string): string {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length === 18 && compact.startsWith('GV')) {
    return `GV-${normalizeGiftCardSerial(compact.slice(2))}`;
  }
  return normalizeGiftCardSerial(compact);
}

/** A gift card number or a gift-voucher code, normalised (normalizeGiftCode). */
export const giftCardSerialSchema = z.pipe(
  z.string().check(z.maxLength(40, SERIAL_MESSAGE)),
  z.pipe(
    z.transform(normalizeGiftCode),
    z
      .string()
      .check(
        z.refine(
          (code: string) => SERIAL_FORMAT.test(code) || isGiftVoucherCode(code),
          SERIAL_MESSAGE,
        ),
      ),
  ),
);

/** How the price breakdown shows a card that pays an order: only its last four characters. */
export const maskGiftCardSerial = (serial: string): string => `****-****-****-${serial.slice(-4)}`;

// ---------------------------------------------------------------------------------------------
// POST /api/front/purchase/orders/:orderUUID/gift-cards (rate-limited per client): a gift card
// number or a gift-voucher code (ADR 0074)

export const applyGiftCardRequestSchema = z.object({ serialNumber: giftCardSerialSchema });
export type ApplyGiftCardRequest = z.input<typeof applyGiftCardRequestSchema>;

// DELETE /api/front/purchase/orders/:orderUUID/gift-cards/:last4

/** The last four characters of an applied card, as the breakdown shows them. */
export const appliedGiftCardParamsSchema = z.object({
  orderUUID: z.uuid('expected an order UUID'),
  last4: z.pipe(
    z.string().check(z.regex(/^[A-Za-z2-9]{4}$/, 'expected the last 4 characters of the card')),
    z.transform((value: string) => value.toUpperCase()),
  ),
});
export type AppliedGiftCardParams = z.input<typeof appliedGiftCardParamsSchema>;

// POST /api/front/purchase/orders/:orderUUID/gift-card-payment: the cards pay everything.
// (The answer of these three calls is the order with its breakdown: orderResponseSchema.)

// ---------------------------------------------------------------------------------------------
// POST /api/front/purchase/modifications (Idempotency-Key; rate-limited per client)

/** The card or wallet that pays the difference; required when the quote's amountToPay > 0. */
export const modificationPaymentSchema = z
  .object({
    paymentMethod: z.enum(['card', 'wallet']),
    card: z.optional(
      z.object({
        number: z.string().check(z.regex(/^\d{12,19}$/, 'expected 12 to 19 digits')),
        expiryMonth: z.int().check(z.minimum(1), z.maximum(12)),
        expiryYear: z.int().check(z.minimum(2000), z.maximum(2100)),
        cvc: z.string().check(z.regex(/^\d{3,4}$/, 'expected 3 or 4 digits')),
      }),
    ),
    walletToken: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  })
  .check(
    z.refine((body) => body.paymentMethod !== 'card' || body.card !== undefined, {
      message: 'required for a card payment',
      path: ['card'],
    }),
  );

/**
 * Applies a modification quoted by POST …/modification-quote. The booking owner proves it with
 * the booking number and the e-mail (as "Check my Booking"), or a care agent with the care
 * session (the HttpOnly care cookie), when email may be left out.
 */
export const modificationRequestSchema = z.extend(modificationQuoteRequestSchema, {
  bookingNumber: bookingNumberSchema,
  email: z.optional(z.email('Email seems incorrect').check(z.maxLength(254))),
  /** The quote's amountToPay; another server amount answers 409 AMOUNT_MISMATCH. */
  expectedAmount: centsSchema.check(z.maximum(MAX_ORDER_CENTS)),
  payment: z._default(z.nullable(modificationPaymentSchema), null),
});
export type ModificationRequest = z.input<typeof modificationRequestSchema>;
export type ParsedModificationRequest = z.output<typeof modificationRequestSchema>;
export const modificationHeadersSchema = idempotencyHeadersSchema;

export const MODIFICATION_STATUSES = ['awaiting_payment', 'applied', 'failed'] as const;

/** A stay before or after a modification. */
export const modifiedStaySchema = z.extend(stayReservationSchema, {
  amount: centsSchema,
  insuranceAmount: z.nullable(centsSchema),
});
export type ModifiedStay = z.infer<typeof modifiedStaySchema>;

export const refundSchema = z.object({
  amount: centsSchema,
  /** card / wallet: the provider payment it goes back to; giftcard: the card's balance. */
  method: z.enum(['card', 'wallet', 'instalment3', 'instalment4', 'paylater', 'giftcard']),
  status: z.enum(['succeeded', 'failed']),
});

/**
 * 201 applied (or 202 awaiting_payment: complete payment.challenge through
 * POST /purchase/payments/:intentId/confirm, the modification is applied then); 200 for a replay
 * of the same Idempotency-Key and body.
 */
export const modificationResponseSchema = z.object({
  modificationId: z.string(),
  orderUUID: z.string(),
  bookingNumber: bookingNumberSchema,
  status: z.enum(MODIFICATION_STATUSES),
  originalStay: modifiedStaySchema,
  modifiedStay: modifiedStaySchema,
  amountPaid: centsSchema,
  amountRefunded: centsSchema,
  refunds: z.array(refundSchema),
  /** The payment of the difference, when there is one. */
  payment: z.nullable(paymentResponseSchema),
  failureReason: z.nullable(z.string()),
});
export type ModificationResponse = z.infer<typeof modificationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/front/purchase/cancellations (rate-limited per client; ADR 0055)

/** The owner proves it with the booking number and e-mail, or a care agent with the care token. */
export const cancellationRequestSchema = z.object({
  bookingNumber: bookingNumberSchema,
  email: z.optional(z.email('Email seems incorrect').check(z.maxLength(254))),
  /** The terms' refundAmount the customer saw; another amount answers 409 AMOUNT_MISMATCH. */
  expectedRefund: centsSchema.check(z.maximum(MAX_ORDER_CENTS)),
});
export type CancellationRequest = z.input<typeof cancellationRequestSchema>;
export type ParsedCancellationRequest = z.output<typeof cancellationRequestSchema>;

/** 200: the booking is cancelled (again the same answer when it already was). */
export const cancellationResponseSchema = z.object({
  orderUUID: z.string(),
  bookingNumber: bookingNumberSchema,
  status: z.literal('cancelled'),
  amountRefunded: centsSchema,
  refunds: z.array(refundSchema),
});
export type CancellationResponse = z.infer<typeof cancellationResponseSchema>;
