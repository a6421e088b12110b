/** Catalogue: hotels, weekend packages and their daily availability. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { PointOfSale } from '@shop/criteria';
import type { LocalizedText } from '../localized-text';

export const hotels = pgTable(
  'hotels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    stars: smallint('stars').notNull(),
    /** City name as written locally, e.g. "Sevilla", "Firenze". */
    city: text('city').notNull(),
    countryCode: text('country_code').$type<PointOfSale>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    check('hotels_stars_range', sql`${table.stars} between 1 and 5`),
    check(
      'hotels_country_code_market',
      sql`${table.countryCode} in ('FR', 'ES', 'BE', 'NL', 'IT')`,
    ),
    check('hotels_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('hotels_longitude_range', sql`${table.longitude} between -180 and 180`),
    index('hotels_country_code_idx').on(table.countryCode),
  ],
);

/** A sellable weekend package (product) in one hotel. */
export const weekends = pgTable(
  'weekends',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    nights: smallint('nights').notNull(),
    /** Lowest bookable price of the package ("from" price, BEY-005), in cents. */
    sellPriceCents: integer('sell_price_cents').notNull(),
    /** Reference price before promotion, in cents. */
    refPriceCents: integer('ref_price_cents').notNull(),
    /** Promotion as an integer percentage of the reference price. */
    promoPercent: smallint('promo_percent').notNull().default(0),
  },
  (table) => [
    check('weekends_nights_positive', sql`${table.nights} >= 1`),
    check('weekends_sell_price_positive', sql`${table.sellPriceCents} >= 0`),
    check(
      'weekends_ref_price_not_below_sell',
      sql`${table.refPriceCents} >= ${table.sellPriceCents}`,
    ),
    check('weekends_promo_range', sql`${table.promoPercent} between 0 and 100`),
    index('weekends_hotel_id_idx').on(table.hotelId),
  ],
);

/** One row per weekend and check-in date. */
export const weekendAvailability = pgTable(
  'weekend_availability',
  {
    weekendId: integer('weekend_id')
      .notNull()
      .references(() => weekends.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Price of the package for a check-in on this date, in cents. */
    priceCents: integer('price_cents').notNull(),
    /** Minimum length of stay in nights. */
    minLos: smallint('min_los').notNull().default(1),
    availableRooms: smallint('available_rooms').notNull(),
  },
  (table) => [
    primaryKey({ name: 'weekend_availability_pkey', columns: [table.weekendId, table.date] }),
    check('weekend_availability_price_positive', sql`${table.priceCents} >= 0`),
    check('weekend_availability_min_los_positive', sql`${table.minLos} >= 1`),
    check('weekend_availability_rooms_positive', sql`${table.availableRooms} >= 0`),
  ],
);
