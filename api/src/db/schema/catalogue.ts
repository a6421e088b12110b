/** Catalogue: destinations, themes, hotels, weekend packages and their daily availability. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
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
    address: text('address').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    /** Facet keys (SRCH facets): e.g. "hotel", "guesthouse", "castle". */
    hotelTypes: text('hotel_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** e.g. "city", "seaside", "mountain", "countryside". */
    environments: text('environments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** e.g. "boutique", "design", "charming". */
    styles: text('styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** e.g. "spa", "pool", "parking", "wifi", "restaurant"; "pets" when pets are allowed (CRIT-043). */
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Review score out of 10; null when the hotel has no review yet ("New"). */
    reviewAverage: real('review_average'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Image URLs, the first one is the card image. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Every destination the hotel lies in: city, department, region, country, resort, area, poi. */
    destinationIds: integer('destination_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
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
    check(
      'hotels_review_average_range',
      sql`${table.reviewAverage} is null or ${table.reviewAverage} between 0 and 10`,
    ),
    check('hotels_review_count_positive', sql`${table.reviewCount} >= 0`),
    // Search filters (issue 3): array containment uses GIN, the distance bounding box the btree.
    index('hotels_destination_ids_idx').using('gin', table.destinationIds),
    index('hotels_hotel_types_idx').using('gin', table.hotelTypes),
    index('hotels_environments_idx').using('gin', table.environments),
    index('hotels_styles_idx').using('gin', table.styles),
    index('hotels_facilities_idx').using('gin', table.facilities),
    index('hotels_latitude_longitude_idx').on(table.latitude, table.longitude),
    index('hotels_stars_idx').on(table.stars),
    index('hotels_review_average_idx').on(table.reviewAverage),
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
    /** Theme ids (themes.id); 39 is the family theme. */
    themeIds: integer('theme_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Activities included in the package, each with its activity tag (the `tags` filter). */
    activities: jsonb('activities').$type<WeekendActivity[]>().notNull().default([]),
    /** Tag ids of `activities`, kept apart for the GIN-indexed `tags` filter. */
    activityTags: text('activity_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Selling points shown on the card. */
    headwords: jsonb('headwords').$type<LocalizedText[]>().notNull().default([]),
    /** Marketing label codes, e.g. "BEST_SELLER", "NEW", "EXCLUSIVE". */
    marketingLabels: text('marketing_labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cancellable: boolean('cancellable').notNull().default(false),
    /** Free cancellation until this many days before check-in; null when not cancellable. */
    cancellationDeadlineDays: smallint('cancellation_deadline_days'),
    /** "NCNR" (non-cancellable, non-refundable) or "FLEXIBLE". */
    cancellationType: text('cancellation_type').notNull().default('NCNR'),
    /** An automatic discount code and its extra percentage, both null when none. */
    autoDiscountCode: text('auto_discount_code'),
    autoDiscountValue: smallint('auto_discount_value'),
    lastMinute: boolean('last_minute').notNull().default(false),
    /** Unpublished packages never show in searches. */
    published: boolean('published').notNull().default(true),
    /** How the hotel's stock is connected, e.g. "CHANNEL_MANAGER" or "EXTRANET". */
    connectivity: text('connectivity').notNull().default('EXTRANET'),
    /** Sales rank signal for the popularity sort (higher sells more). */
    popularity: integer('popularity').notNull().default(0),
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
    check(
      'weekends_cancellation_type_known',
      sql`${table.cancellationType} in ('NCNR', 'FLEXIBLE')`,
    ),
    check(
      'weekends_auto_discount_range',
      sql`${table.autoDiscountValue} is null or ${table.autoDiscountValue} between 1 and 100`,
    ),
    index('weekends_theme_ids_idx').using('gin', table.themeIds),
    index('weekends_activity_tags_idx').using('gin', table.activityTags),
  ],
);

export interface WeekendActivity {
  name: LocalizedText;
  /** The activity tag id sent in the `tags` filter (letters and digits). */
  tagId: string;
}

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
    /** Promotion of this day as an integer percentage; the reference price is derived from it. */
    promoPercent: smallint('promo_percent').notNull().default(0),
    /** The lowest bookable price of its calendar month for this weekend. */
    bestPriceOfMonth: boolean('best_price_of_month').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'weekend_availability_pkey', columns: [table.weekendId, table.date] }),
    check('weekend_availability_price_positive', sql`${table.priceCents} >= 0`),
    check('weekend_availability_min_los_positive', sql`${table.minLos} >= 1`),
    check('weekend_availability_rooms_positive', sql`${table.availableRooms} >= 0`),
    check('weekend_availability_promo_range', sql`${table.promoPercent} between 0 and 100`),
  ],
);

export const DESTINATION_CATEGORIES = [
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
  'region',
  'department',
  'country',
] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

/** Places a visitor searches by (CRIT-050, API-008); hotels list theirs in hotels.destination_ids. */
export const destinations = pgTable(
  'destinations',
  {
    id: integer('id').primaryKey(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    category: text('category').$type<Exclude<DestinationCategory, 'hotel'>>().notNull(),
    countryCode: text('country_code').$type<PointOfSale>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    postalCode: text('postal_code'),
    /** Enclosing destinations, nearest first: department → region → country. */
    parentIds: integer('parent_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Lower-case, accent-free labels of every language, space-separated (autocomplete). */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    check(
      'destinations_category_known',
      sql`${table.category} in ('city', 'searesort', 'skiresort', 'touristicregion', 'poi', 'region', 'department', 'country')`,
    ),
    index('destinations_category_idx').on(table.category),
  ],
);

/** Search themes (romantic, spa…); 39 is the family theme (SRCH family notice). */
export const themes = pgTable('themes', {
  id: integer('id').primaryKey(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
});
