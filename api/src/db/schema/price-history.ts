/**
 * BEY-005 (ADR 0104): the prices a package has been sold at, one row per change. A row's price
 * applies from `valid_from` until the next row's. Written by refreshSearchReadModel, which every
 * catalogue write runs (a row when the package's price differs from its last row), and by the seed.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { weekends } from './catalogue';

export const weekendPriceHistory = pgTable(
  'weekend_price_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    weekendId: integer('weekend_id')
      .notNull()
      .references(() => weekends.id, { onDelete: 'cascade' }),
    /** The package's "from" price (weekends.sell_price_cents) from `validFrom`, in cents. */
    sellPriceCents: integer('sell_price_cents').notNull(),
    /** Its reference price then, in cents. */
    refPriceCents: integer('ref_price_cents').notNull(),
    /** Its promotion then; above 0 a reduction is announced. */
    promoPercent: smallint('promo_percent').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('weekend_price_history_sell_price_positive', sql`${table.sellPriceCents} >= 0`),
    check('weekend_price_history_promo_range', sql`${table.promoPercent} between 0 and 100`),
    // A package's rows in time order: the last one, and those of a 30-day window.
    index('weekend_price_history_weekend_valid_from_idx').on(
      table.weekendId,
      table.validFrom,
      table.id,
    ),
  ],
);
