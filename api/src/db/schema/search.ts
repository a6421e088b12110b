/**
 * The search read model (ADR 0012): what every search used to recompute from weekends, hotels and
 * their arrays, precomputed once per published package and refreshed with the catalogue
 * (api/src/search/read-model.ts). Searches and facets read these tables only (plus
 * weekend_availability for a check-in date); cards read their text from weekends and hotels.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { weekends, type WeekendActivity } from './catalogue';

/** The facet groups whose values a package takes from a set (a hotel's types, its facilities…). */
export const SEARCH_VALUE_FACETS = [
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'facilities',
  'activities',
] as const;
export type SearchValueFacet = (typeof SEARCH_VALUE_FACETS)[number];

/**
 * Every distinct set of values one facet group takes in the catalogue, e.g. facilities
 * {wifi,spa,pets}: packages point at their set by id, so that facets group packages by one integer
 * per group and filters test that integer against the few sets that match.
 */
export const searchValueSets = pgTable(
  'search_value_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    facet: text('facet').$type<SearchValueFacet>().notNull(),
    /** The values, as stored on the hotel (activities: the package's activity tags). */
    items: text('items').array().notNull(),
    /** activities: the package's activities, tag and names per language; [] for the others. */
    details: jsonb('details')
      .$type<Pick<WeekendActivity, 'tagId' | 'name'>[]>()
      .notNull()
      .default([]),
  },
  (table) => [
    unique('search_value_sets_facet_items_details_key').on(table.facet, table.items, table.details),
    check(
      'search_value_sets_facet_known',
      sql`${table.facet} in ('hotelTypes', 'hotelEnvironments', 'hotelStyles', 'facilities', 'activities')`,
    ),
  ],
);

/**
 * One row per published weekend package: its hotel's search attributes copied in, the sort keys
 * computed. Fixed-width columns first and only two arrays (last), so that a scan reads rows fast.
 */
export const searchOffers = pgTable(
  'search_offers',
  {
    weekendId: integer('weekend_id')
      .primaryKey()
      .references(() => weekends.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').notNull(),
    nights: smallint('nights').notNull(),
    stars: smallint('stars').notNull(),
    /** floor(review average) for the hotelScores facet; null when the hotel has no review. */
    score: smallint('score'),
    /** The package's promotion (undated searches). */
    promoPercent: smallint('promo_percent').notNull(),
    sellPriceCents: integer('sell_price_cents').notNull(),
    refPriceCents: integer('ref_price_cents').notNull(),
    popularity: integer('popularity').notNull(),
    /** The package's first theme, which groups its activities in the activities facet. */
    themeId: integer('theme_id'),
    typesSet: integer('types_set').notNull(),
    environmentsSet: integer('environments_set').notNull(),
    stylesSet: integer('styles_set').notNull(),
    facilitiesSet: integer('facilities_set').notNull(),
    activitiesSet: integer('activities_set').notNull(),
    reviewAverage: real('review_average'),
    /** review score (7.5 when none) + stars × 0.5: the price-quality numerator without promotion. */
    qualityBase: doublePrecision('quality_base').notNull(),
    /** The price-quality sort key of an undated search: (quality + promo / 10) / ln(price + 10). */
    priceQuality: doublePrecision('price_quality').notNull(),
    /** The same for a gift search (reference price, no promotion). */
    giftPriceQuality: doublePrecision('gift_price_quality').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    destinationIds: integer('destination_ids').array().notNull(),
    themeIds: integer('theme_ids').array().notNull(),
  },
  (table) => [
    index('search_offers_hotel_id_idx').on(table.hotelId),
    index('search_offers_destination_ids_idx').using('gin', table.destinationIds),
    index('search_offers_theme_ids_idx').using('gin', table.themeIds),
    index('search_offers_location_idx').on(table.latitude, table.longitude),
    // One btree per sort, ties broken on the package id as the searches do: a page reads the
    // first rows of its index instead of sorting every match.
    index('search_offers_price_quality_idx').on(
      table.priceQuality.desc().nullsFirst(),
      table.weekendId,
    ),
    index('search_offers_gift_price_quality_idx').on(
      table.giftPriceQuality.desc().nullsFirst(),
      table.weekendId,
    ),
    index('search_offers_sell_price_idx').on(table.sellPriceCents, table.weekendId),
    index('search_offers_ref_price_idx').on(table.refPriceCents, table.weekendId),
    index('search_offers_promo_idx').on(
      table.promoPercent.desc().nullsFirst(),
      table.sellPriceCents,
      table.weekendId,
    ),
    index('search_offers_popularity_idx').on(table.popularity.desc().nullsFirst(), table.weekendId),
  ],
);

/**
 * ln(price in euros + 10) of every daily price of the catalogue: the divisor of the price-quality
 * sort of a dated search, looked up instead of computed per package (numeric ln is slow). A price
 * missing here is computed by the same formula, so a stale table only costs time.
 */
export const searchPriceLns = pgTable('search_price_lns', {
  priceCents: integer('price_cents').primaryKey(),
  ln: doublePrecision('ln').notNull(),
});

/**
 * The catalogue version (one row): raised in the transaction that refreshes the read model, so
 * that every API node drops the search answers it cached for an older catalogue.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);
