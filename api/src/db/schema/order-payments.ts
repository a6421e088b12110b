/**
 * Money that moves around an order besides its provider payments (ADR 0018): gift cards and gift
 * vouchers paying (part of) it (ADR 0074), and refunds of a modification's difference.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { giftCards } from './gifting';
import { giftVouchers } from './gift-vouchers';
import { orderModifications, orders, payments } from './orders';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * held: reserved for the order until heldUntil (counted against the card's balance for other
 * orders); captured: debited from the balance when the order was paid; released: given back
 * (removed by the buyer, or the hold lapsed and was not renewed).
 */
export const ORDER_GIFT_CARD_STATUSES = ['held', 'captured', 'released'] as const;
export type OrderGiftCardStatus = (typeof ORDER_GIFT_CARD_STATUSES)[number];

/** A gift card applied to an order: the amount it pays (CHK-032 `usedAmount`). */
export const orderGiftCards = pgTable(
  'order_gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<OrderGiftCardStatus>().notNull(),
    /** A held amount stops counting against the card after this moment. */
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'order_gift_cards_status_values',
      sql`${table.status} in (${inList(ORDER_GIFT_CARD_STATUSES)})`,
    ),
    check('order_gift_cards_amount_positive', sql`${table.amountCents} > 0`),
    /** A card pays an order once (applying it again is refused). */
    uniqueIndex('order_gift_cards_active_idx')
      .on(table.orderId, table.giftCardId)
      .where(sql`${table.status} <> 'released'`),
    index('order_gift_cards_gift_card_id_idx').on(table.giftCardId),
  ],
);

/**
 * A gift voucher paying a stay of the weekend it offers (ADR 0074): the amount it pays, held for
 * the unpaid order like a card (same statuses), captured once when the order is paid. A voucher
 * pays one order: a second capture is refused by the unique index.
 */
export const orderGiftVouchers = pgTable(
  'order_gift_vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    giftVoucherId: integer('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<OrderGiftCardStatus>().notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'order_gift_vouchers_status_values',
      sql`${table.status} in (${inList(ORDER_GIFT_CARD_STATUSES)})`,
    ),
    check('order_gift_vouchers_amount_positive', sql`${table.amountCents} > 0`),
    uniqueIndex('order_gift_vouchers_active_idx')
      .on(table.orderId, table.giftVoucherId)
      .where(sql`${table.status} <> 'released'`),
    uniqueIndex('order_gift_vouchers_captured_idx')
      .on(table.giftVoucherId)
      .where(sql`${table.status} = 'captured'`),
  ],
);

export const REFUND_STATUSES = ['succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back to the method that paid: a provider payment (refunded by the provider) or a
 * gift card (its balance credited again).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    modificationId: uuid('modification_id').references(() => orderModifications.id, {
      onDelete: 'restrict',
    }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** The provider's refund id (`re_…`); null for a gift card. */
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_status_values', sql`${table.status} in (${inList(REFUND_STATUSES)})`),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
    check('refunds_one_method', sql`(${table.paymentId} is null) <> (${table.giftCardId} is null)`),
    index('refunds_order_id_idx').on(table.orderId),
  ],
);
