import { z } from 'zod/mini';
import { PAX_BOUNDS } from '@shop/criteria';
import { centsSchema, IsoDateSchema, localeSchema, promoSchema } from './common';
import { MAX_ID } from './limits';
import { giftCardItemSchema } from './gift-cards';
import { activityVoucherItemSchema, orderActivityVoucherSchema } from './activity-voucher';
import { giftVoucherItemSchema, orderGiftVoucherSchema } from './gift-vouchers';

/**
 * Checkout, payment and orders, under the front gateway prefix /api/front (API-033..036, BEY-001..003).
 * Amounts are cents (CRIT-002); the server recomputes every price from the catalogue.
 */

/** Largest amount an order may reach: 1 000 000 euros, in cents. */
export const MAX_ORDER_CENTS = 100_000_000;
const amountSchema = centsSchema.check(z.maximum(MAX_ORDER_CENTS));

/** Cents in a query string: "12300" → 12300. */
const centsQuerySchema = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'expected an amount in cents')),
  z.transform(Number),
);

/** A cancellation policy type as the catalogue writes it; NCNR means non-cancellable (§3). */
export const cancellationPolicyTypeSchema = z
  .string()
  .check(z.regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'expected an upper-case policy type such as NCNR'));
export const NON_CANCELLABLE = 'NCNR';

// ---------------------------------------------------------------------------------------------
// POST /api/front/purchase/insurance/quote (API-033, LEFT-016, CHK-035, CHK-036)

export const insuranceQuoteRequestSchema = z.object({
  cancellationType: cancellationPolicyTypeSchema,
  /** The stay amount in cents; a quote is only asked for above 0 (CHK-036). */
  orderAmount: amountSchema.check(z.minimum(1)),
});
export type InsuranceQuoteRequest = z.input<typeof insuranceQuoteRequestSchema>;

export const INSURANCE_OFFER_IDS = ['FLEXIBLE', 'CANCELLATION_INSURANCE'] as const;

export const insuranceOfferSchema = z.object({
  /** FLEXIBLE is the "no insurance" choice (false, +0); CANCELLATION_INSURANCE is true. */
  id: z.enum(INSURANCE_OFFER_IDS),
  /** Price of the option, cents. */
  sellPrice: centsSchema,
  /** The amount the option covers (the order amount), cents. */
  amount: centsSchema,
  cancellationPolicy: z.object({
    type: z.string(),
    isCancellable: z.boolean(),
    /** Insurance refunds in under this many hours (CHK-035). */
    refundWithinHours: z.nullable(z.int()),
    /** Insurance covers more than this many cases (CHK-035). */
    coveredCases: z.nullable(z.int()),
  }),
});
export type InsuranceOffer = z.infer<typeof insuranceOfferSchema>;

export const insuranceQuoteResponseSchema = z.object({ offers: z.array(insuranceOfferSchema) });
export type InsuranceQuoteResponse = z.infer<typeof insuranceQuoteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/front/purchase/alma/eligibility (API-034, CHK-017..026)

export const ELIGIBILITY_POINTS_OF_SALE = ['fr', 'es', 'be', 'nl', 'it'] as const;

export const eligibilityQuerySchema = z.object({
  amount: centsQuerySchema,
  cancellationPolicyType: cancellationPolicyTypeSchema,
  /** The cancellation deadline, yyyy-MM-dd or an ISO date-time; empty or absent when none. */
  cancellableUntil: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^$|^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/,
          'expected a yyyy-MM-dd date',
        ),
      ),
  ),
  checkinDate: IsoDateSchema,
  /** Lower-case point of sale (CHK-026). */
  pointOfSale: z.enum(ELIGIBILITY_POINTS_OF_SALE),
});
export type EligibilityQuery = z.input<typeof eligibilityQuerySchema>;

export const PAYMENT_METHOD_TYPES = ['deferred', '3x', '4x'] as const;

export const instalmentSchema = z.object({ amount: centsSchema, date: z.string() });
export type Instalment = z.infer<typeof instalmentSchema>;

export const eligiblePaymentMethodSchema = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES),
  /** alma for fr/es/be (CHK-025); partner for the other instalment provider in es/it (CHK-024). */
  provider: z.enum(['alma', 'partner']),
  /** Fee in cents, paid with the first instalment (CHK-019). */
  paymentFee: centsSchema,
  /** Equal monthly parts, the fee on the first (CHK-019); deferred: one payment (CHK-023). */
  instalments: z.array(instalmentSchema),
});
export type EligiblePaymentMethod = z.infer<typeof eligiblePaymentMethodSchema>;

export const eligibilityResponseSchema = z.object({
  paymentMethods: z.array(eligiblePaymentMethodSchema),
  /** Why each other method is not offered (CHK-026: errors are returned to the caller). */
  errors: z.array(z.object({ type: z.enum(PAYMENT_METHOD_TYPES), reason: z.string() })),
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/front/purchase/orders (API-035, CHK-015, CHK-033, BEY-002)

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const CIVILITIES = ['MR', 'MRS', 'MS'] as const;

/** Printable text: no control characters (NUL cannot even be stored) nor lone surrogates. */
const PRINTABLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const PRINTABLE_LINES = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;
const text = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(max),
      z.regex(PRINTABLE_LINE, 'expected text without control characters'),
    );

/** CHK-033, with the contact-form rules of the site (e-mail, phone, postal code ≤ 20). */
export const buyerSchema = z.object({
  email: z.email('Email seems incorrect').check(z.maxLength(254)),
  civility: z.enum(CIVILITIES),
  firstName: text(80),
  lastName: text(80),
  phoneNumber: z
    .string()
    .check(z.trim(), z.regex(/^(?=(?:\D*\d){6})[\d ()+-]{6,30}$/, 'Phone number seems incorrect')),
  addressLine: text(200),
  postalCode: text(20),
  city: text(100),
  /** ISO 3166 alpha-2. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'expected a two-letter country code')),
});
export type Buyer = z.infer<typeof buyerSchema>;

const paxCount = (bounds: { min: number; max: number }) =>
  z.int().check(z.minimum(bounds.min), z.maximum(bounds.max));

export const reservationCriteriaSchema = z.object({
  offerId: z.int().check(z.minimum(1), z.maximum(MAX_ID)),
  /** 'activityId_yyyy-MM-dd' (CRIT-027). */
  activityDaySelections: z._default(
    z
      .array(
        z
          .string()
          .check(z.regex(/^[\w-]{1,40}_\d{4}-\d{2}-\d{2}$/, 'expected activityId_yyyy-MM-dd')),
      )
      .check(z.maxLength(20)),
    [],
  ),
  /** Pax bounds (CRIT-020, §5). */
  pax: z.object({
    numberOfAdults: paxCount(PAX_BOUNDS.adult),
    numberOfChildren: z._default(paxCount(PAX_BOUNDS.child), 0),
    numberOfBabies: z._default(paxCount(PAX_BOUNDS.baby), 0),
  }),
  travelPeriod: z.object({ checkinDate: IsoDateSchema, checkoutDate: IsoDateSchema }),
  minisiteId: z._default(z.nullable(z.union([z.string().check(z.maxLength(100)), z.int()])), null),
  specialRequest: z._default(
    z
      .string()
      .check(
        z.maxLength(1000),
        z.regex(PRINTABLE_LINES, 'expected text without control characters'),
      ),
    '',
  ),
});
export type ReservationCriteria = z.infer<typeof reservationCriteriaSchema>;

const shortStayItemSchema = z.object({
  /** Always null in the booking flow (CHK-015). */
  gift: z._default(z.null(), null),
  reservationCriteria: reservationCriteriaSchema,
});

export const orderRequestSchema = z.object({
  locale: localeSchema,
  /** `en` when the shopper reads the site in English (?lng=en): the e-mails are in English. */
  lng: z.optional(z.literal('en')),
  buyer: buyerSchema,
  currency: z.literal('EUR'),
  /** What the client showed, cents; a different server total answers 409 AMOUNT_MISMATCH. */
  expectedAmount: amountSchema,
  items: z
    .object({
      /** true: cancellation insurance (CANCELLATION_INSURANCE); false: flexible option, +0. */
      insuranceItem: z._default(z.boolean(), false),
      /** Empty (CHK-015): no promotion codes are sold yet. */
      promotionCodeItem: z._default(
        z.nullable(
          z.union([
            z.literal(''),
            z.object({
              code: z.optional(z.string().check(z.maxLength(0, 'unknown promotion code'))),
            }),
          ]),
        ),
        null,
      ),
      /** The stay; null (or absent) when the order only buys a gift card. */
      shortStayItem: z._default(z.nullable(shortStayItemSchema), null),
      /** A gift card (GIFT-025); null (or absent) in the booking flow. */
      giftCardItem: z._default(z.nullable(giftCardItemSchema), null),
      /** An activity voucher (CHK-006); null (or absent) in the booking flow. */
      activityVoucherItem: z._default(z.nullable(activityVoucherItemSchema), null),
      /** A gift voucher (GIFT-001..024, ADR 0072); bought on its own. */
      giftVoucherItem: z._default(z.nullable(giftVoucherItemSchema), null),
    })
    .check(
      z.refine(
        (items) =>
          items.shortStayItem !== null ||
          items.giftCardItem !== null ||
          items.activityVoucherItem !== null ||
          items.giftVoucherItem !== null,
        {
          message:
            'required unless the order buys a gift card (giftCardItem), an activity voucher (activityVoucherItem) or a gift voucher (giftVoucherItem)',
          path: ['shortStayItem'],
        },
      ),
      z.refine(
        (items) =>
          items.giftVoucherItem === null ||
          (items.shortStayItem === null &&
            items.giftCardItem === null &&
            items.activityVoucherItem === null &&
            !items.insuranceItem),
        {
          message:
            'a gift voucher is ordered on its own (no stay, gift card, activity voucher or insurance)',
          path: ['giftVoucherItem'],
        },
      ),
      z.refine((items) => !items.insuranceItem || items.shortStayItem !== null, {
        message: 'the cancellation insurance covers a stay: add a shortStayItem or send false',
        path: ['insuranceItem'],
      }),
    ),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;
export type ParsedOrderRequest = z.output<typeof orderRequestSchema>;

export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .check(z.regex(/^[\x21-\x7e]{8,128}$/, 'expected 8 to 128 visible ASCII characters')),
});

export const ORDER_STATUSES = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'failed',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const bookingNumberSchema = z
  .string()
  .check(z.regex(/^\d{8}$/, 'expected an 8-digit booking number'));

/**
 * CHK-032: a gift card of the breakdown: one this order buys (amount) or one paying it
 * (usedAmount, its number masked as ****-****-****-WXYZ, ADR 0018).
 */
export const breakdownGiftCardSchema = z.object({
  /** null until the order is paid and the card issued. */
  serialNumber: z.nullable(z.string()),
  amount: z.optional(centsSchema),
  usedAmount: z.optional(centsSchema),
});

/**
 * CHK-032: the price breakdown of an order, in cents. sellPrice and refPrice are the items'
 * prices before insurance (the stay at its reference price, gift cards at face value);
 * remainingAmountToPay is totalPrice less what succeeded payments and gift cards paid.
 */
export const priceBreakdownSchema = z.object({
  sellPrice: centsSchema,
  refPrice: centsSchema,
  promo: promoSchema,
  moneySaved: centsSchema,
  remainingAmountToPay: centsSchema,
  /** What gift cards pay of the order (their usedAmount); no promotion code is sold (CHK-015). */
  reductionAmount: centsSchema,
  giftcards: z.array(breakdownGiftCardSchema),
  insuranceAmount: centsSchema,
  /** Gift cards are digital: nothing ships. */
  shippingCost: z.object({ amount: centsSchema, internationalFee: centsSchema }),
  extraDiscount: centsSchema,
  subElementsPrice: centsSchema,
  totalPrice: centsSchema,
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** CHK-031: one payment made with a gift: the gift's part and the upsell part. */
export const giftPaymentSchema = z.object({ gift: centsSchema, upsell: centsSchema });

/**
 * CHK-031: the order's modification conditions. A confirmed stay with a cancellable policy may
 * be modified free of charge until its deadline (CRIT-086): what it paid for the stay counts
 * towards the new one (refundableAmount); after the deadline, or for a non-cancellable stay,
 * refundableAmount is 0 and isModifiable false.
 */
export const modificationConditionsSchema = z.object({
  isModifiable: z.boolean(),
  /** The last day of free modification, yyyy-MM-dd; null when there is none. */
  modifiableUntil: z.nullable(z.string()),
  refundableAmount: centsSchema,
  giftPayments: z.array(giftPaymentSchema),
});
export type ModificationConditionsAnswer = z.infer<typeof modificationConditionsSchema>;

export const orderResponseSchema = z.object({
  orderUUID: z.string(),
  bookingNumber: bookingNumberSchema,
  amount: centsSchema,
  status: orderStatusSchema,
  priceBreakdown: priceBreakdownSchema,
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * POST /front/purchase/orders: the order and, for the buyer who created it (its full body and
 * key), the signed view token that reads it with GET /front/purchase/orders/:orderUUID
 * (ORDER_VIEW_TOKEN_HEADER, ADR 0062). The gift-card calls answer without it: they only need the
 * UUID, which is no proof.
 */
export const orderCreatedResponseSchema = z.extend(orderResponseSchema, { viewToken: z.string() });
export type OrderCreatedResponse = z.infer<typeof orderCreatedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Payments through the sandbox provider (BEY-001)

export const PAYMENT_METHODS = [
  'card',
  'wallet',
  'instalment3',
  'instalment4',
  'paylater',
] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /api/front/purchase/payments: an intent for an order, or (wallet) for an amount first. */
export const createPaymentRequestSchema = z
  .object({
    orderUUID: z.optional(z.uuid()),
    /** Without an order (wallet before /purchase/zeppto): the amount to authorise, cents. */
    amount: z.optional(amountSchema.check(z.minimum(1))),
    paymentMethod: paymentMethodSchema,
    card: z.optional(
      z.object({
        number: z.string().check(z.regex(/^\d{12,19}$/, 'expected 12 to 19 digits')),
        expiryMonth: z.int().check(z.minimum(1), z.maximum(12)),
        expiryYear: z.int().check(z.minimum(2000), z.maximum(2100)),
        cvc: z.string().check(z.regex(/^\d{3,4}$/, 'expected 3 or 4 digits')),
      }),
    ),
    /** Wallet token from the device; tok_decline is the sandbox's failing token. */
    walletToken: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  })
  .check(
    z.refine((body) => (body.orderUUID === undefined) !== (body.amount === undefined), {
      message: 'give exactly one of orderUUID and amount',
      path: ['orderUUID'],
    }),
    z.refine((body) => body.paymentMethod !== 'card' || body.card !== undefined, {
      message: 'required for a card payment',
      path: ['card'],
    }),
  );
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export const PAYMENT_STATUSES = ['requires_action', 'succeeded', 'failed'] as const;

export const paymentResponseSchema = z.object({
  paymentIntentId: z.string(),
  paymentMethod: paymentMethodSchema,
  amount: centsSchema,
  status: z.enum(PAYMENT_STATUSES),
  /** Present while status is requires_action: the strong-customer-authentication step. */
  challenge: z.nullable(z.object({ type: z.literal('sca'), attemptsLeft: z.int() })),
  failureReason: z.nullable(z.string()),
  /**
   * The order the payment pays, once known, and its status; `viewToken` (ADR 0062) is present once
   * the order is paid (status confirmed): the confirmation page reads the order with it.
   */
  order: z.nullable(
    z.object({
      orderUUID: z.string(),
      status: orderStatusSchema,
      viewToken: z.optional(z.string()),
    }),
  ),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** A stay as answered (order summary, hand-off): offer, dates, nights, pax, activity days. */
export const stayReservationSchema = z.object({
  offerId: z.int(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  nights: z.int(),
  pax: z.object({
    numberOfAdults: z.int(),
    numberOfChildren: z.int(),
    numberOfBabies: z.int(),
  }),
  activityDaySelections: z.array(z.string()),
});

/** POST /api/front/purchase/payments/:intentId/confirm */
export const paymentIntentParamsSchema = z.object({
  intentId: z.string().check(z.regex(/^pi_[\w]{1,100}$/, 'expected a payment intent id')),
});
export const confirmPaymentRequestSchema = z.object({
  challengeCode: z.string().check(z.regex(/^\d{6}$/, 'expected a 6-digit code')),
});
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequestSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/front/purchase/zeppto (API-036, CHK-016)

export const walletOrderRequestSchema = z.extend(orderRequestSchema, {
  pspAuthorization: z.object({
    paymentIntentId: paymentIntentParamsSchema.shape.intentId,
    paymentMethod: paymentMethodSchema,
  }),
});
export type WalletOrderRequest = z.input<typeof walletOrderRequestSchema>;

export const walletOrderResponseSchema = z.object({
  /** `viewToken` reads the paid order (ADR 0062), as a card payment's answer does. */
  booking: z.object({
    orderUUID: z.string(),
    bookingNumber: bookingNumberSchema,
    viewToken: z.string(),
  }),
});
export type WalletOrderResponse = z.infer<typeof walletOrderResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/front/orders/lookup (BEY-003), rate-limited per client (ADR 0011)

export const orderLookupQuerySchema = z.object({
  bookingNumber: bookingNumberSchema,
  /** Required, unless a care agent is signed in (BEY-015: the agent panel's look-up). */
  email: z.optional(z.email().check(z.maxLength(254))),
});
export type OrderLookupQuery = z.input<typeof orderLookupQuerySchema>;

/** A gift card an order buys, as the order shows it. */
export const orderGiftCardSchema = z.object({
  amount: centsSchema,
  designId: z.int(),
  fromName: z.string(),
  recipientName: z.string(),
  message: z.string(),
  recipientEmail: z.nullable(z.string()),
  /** Issued when the order is paid; null before. */
  serialNumber: z.nullable(z.string()),
  /** Last valid day, yyyy-MM-dd; null until issued. */
  expiresOn: z.nullable(z.string()),
});
export type OrderGiftCard = z.infer<typeof orderGiftCardSchema>;

/**
 * What cancelling a booking gives back now (spec §4.9): with the cancellation insurance, the
 * stay's whole price until check-in; otherwise 80 % of it until the cancellation deadline; after
 * that, or for a non-cancellable (NCNR) stay, the booking cannot be cancelled.
 */
export const cancellationTermsSchema = z.object({
  isCancellable: z.boolean(),
  /** The last day cancelling is possible, yyyy-MM-dd; null when it is not. */
  cancellableUntil: z.nullable(z.string()),
  /** What would be refunded, cents (the insurance premium is never refunded). */
  refundAmount: centsSchema,
  /** The share of the stay refunded, percent: 100 insured, 80 before the deadline. */
  refundPercent: z.int().check(z.minimum(0), z.maximum(100)),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

export const orderSummarySchema = z.object({
  orderUUID: z.string(),
  bookingNumber: bookingNumberSchema,
  status: orderStatusSchema,
  locale: localeSchema,
  currency: z.literal('EUR'),
  amount: centsSchema,
  createdAt: z.string(),
  buyer: z.object({
    civility: z.enum(CIVILITIES),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  /** null when the order only buys gift cards. */
  stay: z.nullable(
    z.extend(stayReservationSchema, { specialRequest: z.string(), amount: centsSchema }),
  ),
  insurance: z.nullable(z.object({ amount: centsSchema })),
  giftCards: z.array(orderGiftCardSchema),
  /** CHK-006: the activity voucher the order buys; absent from older API versions. */
  activityVoucher: z.optional(z.nullable(orderActivityVoucherSchema)),
  /** Gift vouchers the order buys (ADR 0072); absent from older API versions. */
  giftVouchers: z.optional(z.array(orderGiftVoucherSchema)),
  priceBreakdown: priceBreakdownSchema,
  modificationConditions: modificationConditionsSchema,
  /** BEY-015: the care agent who took the booking for a caller; null when the customer did. */
  agent: z.optional(z.nullable(z.object({ id: z.int(), name: z.string() }))),
  /** What cancelling would refund now (ADR 0055); absent from older API versions. */
  cancellationTerms: z.optional(cancellationTermsSchema),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/front/purchase/orders/:orderUUID (the confirmation page, LEFT-041)

export const orderParamsSchema = z.object({ orderUUID: z.uuid('expected an order UUID') });
export type OrderParams = z.input<typeof orderParamsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/front/purchase/orders/:orderUUID — the confirmation page's order (LEFT-041), with
// proof (issue 15 §7, ADR 0062), rate-limited per client. One of:
//   1. header X-Order-View-Token: the `viewToken` of the order creation answer, of the payment
//      answer once paid (payment.order.viewToken) or of the wallet order answer (booking.viewToken);
//   2. query bookingNumber + email (as "Check my Booking");
//   3. a customer-care session (the HttpOnly care cookie).
// Without any: 401 UNAUTHORIZED. A wrong token, number or e-mail: 404 NOT_FOUND, as for an unknown
// UUID (the answer never says whether the order exists).

/** The header carrying an order view token. */
export const ORDER_VIEW_TOKEN_HEADER = 'x-order-view-token';

export const orderReadQuerySchema = z.object({
  bookingNumber: z.optional(bookingNumberSchema),
  email: z.optional(z.email().check(z.maxLength(254))),
});
export type OrderReadQuery = z.input<typeof orderReadQuerySchema>;

export const orderReadHeadersSchema = z.looseObject({
  [ORDER_VIEW_TOKEN_HEADER]: z.optional(z.string().check(z.maxLength(200))),
});

// ---------------------------------------------------------------------------------------------
// POST /api/front/purchase/orders/:orderUUID/modification-quote (CHK-027..031)

/** The stay the booking would move to: the same offer, other dates or travellers. */
export const modificationQuoteRequestSchema = z.object({
  travelPeriod: reservationCriteriaSchema.shape.travelPeriod,
  pax: reservationCriteriaSchema.shape.pax,
  activityDaySelections: reservationCriteriaSchema.shape.activityDaySelections,
  /** CHK-030: the variant with cancellation insurance on the new stay. */
  insuranceItem: z._default(z.boolean(), false),
});
export type ModificationQuoteRequest = z.input<typeof modificationQuoteRequestSchema>;

export const modificationQuoteResponseSchema = z.object({
  orderUUID: z.string(),
  /** What the booking paid for its stay. */
  currentAmount: centsSchema,
  /** The new stay's price, from the catalogue. */
  newPrice: centsSchema,
  /** Insurance of the new stay; 0 without insurance. */
  insuranceAmount: centsSchema,
  /** CHK-027..030: what the customer pays to modify. */
  amountToPay: centsSchema,
  /**
   * CRIT-086: what is given back when the new stay is cheaper than the refundable amount (to the
   * methods that paid, ADR 0018); 0 otherwise.
   */
  amountToRefund: centsSchema,
  modificationConditions: modificationConditionsSchema,
});
export type ModificationQuoteResponse = z.infer<typeof modificationQuoteResponseSchema>;
