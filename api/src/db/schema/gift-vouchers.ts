/** Gift vouchers issued when their order is paid (issue 13 part A, GIFT-011, ADR 0072). */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';

/**
 * One voucher per gift-voucher order item. The code is what the beneficiary types: GV- and 16
 * characters of an alphabet without look-alikes (about 79 random bits: it cannot be guessed).
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Issuing twice is a no-op. */
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    /** The weekend offered; no foreign key, the voucher outlives catalogue changes. */
    weekendId: integer('weekend_id').notNull(),
    nights: smallint('nights').notNull(),
    adults: smallint('adults').notNull(),
    /** Last valid day (GIFT_VOUCHER_VALIDITY_MONTHS after issue). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('gift_vouchers_code_format', sql`${table.code} ~ '^GV-([A-Z2-9]{4}-){3}[A-Z2-9]{4}$'`),
    check('gift_vouchers_nights_positive', sql`${table.nights} > 0`),
    index('gift_vouchers_order_id_idx').on(table.orderId),
  ],
);
