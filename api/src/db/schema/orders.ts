/** Orders, their items, their payments and the confirmation e-mails to send (BEY-001..003). */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@shop/criteria';

export const ORDER_STATUSES = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'failed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = [
  'card',
  'wallet',
  'instalment3',
  'instalment4',
  'paylater',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['requires_action', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_ITEM_KINDS = [
  'shortStay',
  'insurance',
  'giftCard',
  'activityVoucher',
  'giftVoucher',
] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];
export const EMAIL_KINDS = [
  'order_confirmation',
  'gift_card',
  'order_modification',
  'order_cancellation',
  'activity_voucher',
  'account_sign_in',
  'gift_voucher',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** A gift card line: the buyer's choices (the card itself is issued on payment, gift_cards). */
export interface GiftCardItemDetails {
  designId: number;
  fromName: string;
  recipientName: string;
  message: string;
  /** Where the card is e-mailed; the buyer when null. */
  recipientEmail: string | null;
}

/** A gift voucher line (ADR 0072): the buyer's choices and the server's prices, in cents. */
export interface GiftVoucherItemDetails {
  nights: number;
  format: 'DIGITAL' | 'PHYSICAL';
  subElements: number[];
  customSubElements: number[];
  fromName: string;
  message: string;
  sellPriceCents: number;
  refPriceCents: number;
  shippingCents: number;
  subElementsCents: number;
}

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const MODIFICATION_STATUSES = ['awaiting_payment', 'applied', 'failed'] as const;
export type ModificationStatus = (typeof MODIFICATION_STATUSES)[number];

/** A stay as booked: what a modification moves from and to (the history of the booking). */
export interface StaySnapshot {
  offerId: number;
  checkinDate: string;
  checkoutDate: string;
  adults: number;
  children: number;
  babies: number;
  activityDaySelections: string[];
  /** The stay's price, cents. */
  amountCents: number;
  /** The cancellation insurance bought with it, cents; null without. */
  insuranceCents: number | null;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 8 digits, what the customer reads on the confirmation and types in "Check my Booking". */
    bookingNumber: text('booking_number').notNull().unique(),
    locale: text('locale').$type<Locale>().notNull(),
    /** 'en' when the order was made with ?lng=en (its e-mails in English); null: the locale's. */
    language: text('language').$type<'en'>(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** Stored lower-case. */
    email: text('email').notNull(),
    civility: text('civility').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Recomputed on the server from the catalogue, in cents. */
    totalCents: integer('total_cents').notNull(),
    /** The client's Idempotency-Key header: one order per key. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the canonical order body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** BEY-015: the care agent who took the booking for a caller; null when the customer did. */
    agentId: integer('agent_id'),
    /** When the booking was cancelled (status cancelled); null otherwise. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_values', sql`${table.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_booking_number_format', sql`${table.bookingNumber} ~ '^[0-9]{8}$'`),
    check('orders_currency_eur', sql`${table.currency} = 'EUR'`),
    check('orders_total_positive', sql`${table.totalCents} >= 0`),
    index('orders_email_idx').on(table.email),
  ],
);

/** One line of an order: the short stay (reservation criteria and its price), the insurance or a gift card. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderItemKind>().notNull(),
    /** shortStay: the weekend (offer) id; no foreign key, the order outlives catalogue changes. */
    offerId: integer('offer_id'),
    checkinDate: date('checkin_date', { mode: 'string' }),
    checkoutDate: date('checkout_date', { mode: 'string' }),
    adults: smallint('adults'),
    children: smallint('children'),
    babies: smallint('babies'),
    /** 'activityId_yyyy-MM-dd' strings (CRIT-027). */
    activityDaySelections: jsonb('activity_day_selections').$type<string[]>(),
    specialRequest: text('special_request'),
    /** shortStay: the package price per paying guest for this check-in; activityVoucher: the party's reference (bar) price; cents. */
    unitPriceCents: integer('unit_price_cents'),
    /** shortStay: the day's promotion when ordered, in percent (reference price, CHK-032). */
    promoPercent: smallint('promo_percent'),
    /** shortStay: last day of free modification (CRIT-086); null when not cancellable. */
    cancellationDeadline: date('cancellation_deadline', { mode: 'string' }),
    /** giftCard: the customization. */
    giftCard: jsonb('gift_card').$type<GiftCardItemDetails>(),
    /** activityVoucher: the activity-only product (no foreign key, as offerId). */
    activityId: integer('activity_id'),
    /** activityVoucher: OWN_USE or GIFT (CHK-006). */
    voucherUse: text('voucher_use').$type<'OWN_USE' | 'GIFT'>(),
    /** activityVoucher: the code the partner redeems, issued when the order is paid. */
    voucherCode: text('voucher_code').unique(),
    /** activityVoucher: last valid day (PROD-074: 12 months), set with the code. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** giftVoucher: the customization and its prices (offerId is the weekend offered). */
    giftVoucher: jsonb('gift_voucher').$type<GiftVoucherItemDetails>(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    check('order_items_kind_values', sql`${table.kind} in (${inList(ORDER_ITEM_KINDS)})`),
    check('order_items_amount_positive', sql`${table.amountCents} >= 0`),
    check(
      'order_items_short_stay_fields',
      sql`${table.kind} <> 'shortStay' or (${table.offerId} is not null and ${table.checkinDate} is not null and ${table.checkoutDate} is not null and ${table.adults} is not null)`,
    ),
    check(
      'order_items_gift_card_fields',
      sql`${table.kind} <> 'giftCard' or (${table.giftCard} is not null and ${table.amountCents} > 0)`,
    ),
    check(
      'order_items_activity_voucher_fields',
      sql`${table.kind} <> 'activityVoucher' or (${table.activityId} is not null and ${table.adults} is not null and ${table.voucherUse} is not null and ${table.amountCents} > 0)`,
    ),
    check(
      'order_items_gift_voucher_fields',
      sql`${table.kind} <> 'giftVoucher' or (${table.giftVoucher} is not null and ${table.offerId} is not null and ${table.amountCents} > 0)`,
    ),
    index('order_items_order_id_idx').on(table.orderId),
  ],
);

/**
 * A booking moved to other dates or travellers (issue 3, CHK-027..031, ADR 0018): the stay before
 * and after, what was paid or refunded, once per Idempotency-Key.
 */
export const orderModifications = pgTable(
  'order_modifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ModificationStatus>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the canonical request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    originalStay: jsonb('original_stay').$type<StaySnapshot>().notNull(),
    modifiedStay: jsonb('modified_stay').$type<StaySnapshot>().notNull(),
    /** What the customer pays (CHK-027..030), cents. */
    amountToPayCents: integer('amount_to_pay_cents').notNull(),
    /** The difference given back when the new stay is cheaper (CRIT-086), cents. */
    amountToRefundCents: integer('amount_to_refund_cents').notNull(),
    /** The care agent who made it; null when the customer did. */
    agentId: integer('agent_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'order_modifications_status_values',
      sql`${table.status} in (${inList(MODIFICATION_STATUSES)})`,
    ),
    check(
      'order_modifications_amounts_positive',
      sql`${table.amountToPayCents} >= 0 and ${table.amountToRefundCents} >= 0`,
    ),
    index('order_modifications_order_id_idx').on(table.orderId),
  ],
);

/** A 3-D Secure style challenge the client completes before the payment is authorised. */
export interface PaymentChallenge {
  type: 'sca';
  /** Wrong codes entered so far; the payment fails after MAX_CHALLENGE_ATTEMPTS. */
  attempts: number;
}

/** A payment intent at the provider, mirrored here; a wallet intent exists before its order. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    challenge: jsonb('challenge').$type<PaymentChallenge>(),
    failureReason: text('failure_reason'),
    /** Set when the payment pays the difference of a booking modification (not the order). */
    modificationId: uuid('modification_id').references(() => orderModifications.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_method_values', sql`${table.method} in (${inList(PAYMENT_METHODS)})`),
    check('payments_status_values', sql`${table.status} in (${inList(PAYMENT_STATUSES)})`),
    check('payments_amount_positive', sql`${table.amountCents} >= 0`),
    uniqueIndex('payments_provider_intent_idx').on(table.provider, table.providerIntentId),
    index('payments_order_id_idx').on(table.orderId),
    index('payments_modification_id_idx').on(table.modificationId),
  ],
);

/**
 * E-mails rendered in the same transaction as what they announce; the outbox sender
 * (api/src/mail/outbox-sender.ts) delivers them later, retrying with back-off.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The order it announces; null for an account e-mail (account_sign_in). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    /** order_modification: the modification it announces (one e-mail each). */
    modificationId: uuid('modification_id').references(() => orderModifications.id, {
      onDelete: 'cascade',
    }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Delivered (the transport accepted it); null while pending. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Failed delivery attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this moment (back-off after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then (crash-safe lease); null when free. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Given up after the last attempt: left for an operator, never sent automatically. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    check('email_outbox_kind_values', sql`${table.kind} in (${inList(EMAIL_KINDS)})`),
    check('email_outbox_attempts_positive', sql`${table.attempts} >= 0`),
    /** One e-mail of each kind per order, however often the payment is confirmed… */
    uniqueIndex('email_outbox_order_kind_idx')
      .on(table.orderId, table.kind)
      .where(sql`${table.modificationId} is null`),
    /** …and one per modification. */
    uniqueIndex('email_outbox_modification_idx')
      .on(table.modificationId)
      .where(sql`${table.modificationId} is not null`),
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
