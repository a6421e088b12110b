/**
 * BEY-005 (ADR 0104): the prices a package has been sold at, one row per change. A row's price
 * applies from `valid_from` until the next row's. Written by refreshSearchReadModel, which every
 * catalogue write runs (a row when the package's price differs from its last row), and by the seed.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { activityProducts } from './activities';
import { weekendAvailability, weekends } from './catalogue';

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

/**
 * BEY-005 (ADR 0104, amended 2026-11-28): the prices a check-in day of a package has been sold at
 * (weekend_availability's price and promotion), one row per change, a row applying from
 * `valid_from` until the next one's. Written by changeDayPrices, which any writer of a day's price
 * runs; a day without rows here follows its package's day promotions (weekend_day_promotion_history)
 * while it is promoted, else has kept the price it was loaded with. Two rows of one day at one
 * instant: the later write replaces the earlier (the key), as the package history counts the second.
 */
export const weekendDayPriceHistory = pgTable(
  'weekend_day_price_history',
  {
    weekendId: integer('weekend_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The day's price (weekend_availability.price_cents) from `validFrom`, in cents. */
    priceCents: integer('price_cents').notNull(),
    /** Its promotion then; above 0 a reduction is announced. */
    promoPercent: smallint('promo_percent').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A day's rows in time order: its key is the index the figure reads.
    primaryKey({
      name: 'weekend_day_price_history_pkey',
      columns: [table.weekendId, table.date, table.validFrom],
    }),
    foreignKey({
      name: 'weekend_day_price_history_day_fk',
      columns: [table.weekendId, table.date],
      foreignColumns: [weekendAvailability.weekendId, weekendAvailability.date],
    }).onDelete('cascade'),
    check('weekend_day_price_history_price_positive', sql`${table.priceCents} >= 0`),
    check('weekend_day_price_history_promo_range', sql`${table.promoPercent} between 0 and 100`),
  ],
);

/**
 * BEY-005 (ADR 0104, amended 2026-11-28): the promotions a package's promoted check-in days have
 * had together (a campaign sets the days of a package at once), one row per change, applying from
 * `valid_from`: a day's price under a row is its reference price (refPriceOf of its current price
 * and promotion, which no recorded change has moved: a changed day has its own rows) less
 * `promo_percent`; null is the days' current promotion, the last row. Seeded per package; a few
 * rows per package instead of a history per day (the seed's million days).
 */
export const weekendDayPromotionHistory = pgTable(
  'weekend_day_promotion_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    weekendId: integer('weekend_id')
      .notNull()
      .references(() => weekends.id, { onDelete: 'cascade' }),
    /** The days' promotion from `validFrom`; null: each day's current one. */
    promoPercent: smallint('promo_percent'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('weekend_day_promotion_history_promo_range', sql`${table.promoPercent} between 0 and 99`),
    index('weekend_day_promotion_history_weekend_valid_from_idx').on(
      table.weekendId,
      table.validFrom,
      table.id,
    ),
  ],
);

/**
 * BEY-005 (ADR 0104, amended 2026-11-28): the prices of an activity-only product for each adult
 * count (activity_products.prices, CRIT-083), one row per change of that count's price, applying
 * from `valid_from` until the next one's. Written by recordActivityPriceChanges and by the seed,
 * for promoted prices only (as the day history).
 */
export const activityPriceHistory = pgTable(
  'activity_price_history',
  {
    activityProductId: integer('activity_product_id')
      .notNull()
      .references(() => activityProducts.id, { onDelete: 'cascade' }),
    adults: smallint('adults').notNull(),
    /** The party's sell price for `adults` (prices[].sellPrice), in cents. */
    sellPriceCents: integer('sell_price_cents').notNull(),
    /** Its promotion then (prices[].promoPercentageRounded). */
    promoPercent: smallint('promo_percent').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'activity_price_history_pkey',
      columns: [table.activityProductId, table.adults, table.validFrom],
    }),
    check('activity_price_history_sell_price_positive', sql`${table.sellPriceCents} >= 0`),
    check('activity_price_history_promo_range', sql`${table.promoPercent} between 0 and 100`),
  ],
);
