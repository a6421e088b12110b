/** Activity-only products (issue 3 §1-§2): vouchers for an activity without a hotel stay. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import type { PointOfSale } from '@shop/criteria';
import type { LocalizedText } from '../localized-text';

/** CRIT-083: one price of an activity-only product, for one adult count, in cents. */
export interface ActivityProductPrice {
  paxComposition: { adults: number };
  sellPrice: number;
  barPrice: number;
  promoPercentageRounded: number;
}

/** Where an activity takes place (activity centre or meeting point). */
export interface ActivityLocation {
  id: number;
  label: string;
  address: string;
  zipCode: string;
  city: string;
  latitude: number;
  longitude: number;
  /** The main activity centre of the product (mainActivityCenter). */
  main: boolean;
  /** Partner rating, 0 when not rated. */
  star: number;
  /**
   * The shop's hotel (hotels.id) the activity takes place in, if any: the search card then shows
   * that hotel (its page, stars and reviews) as the place (SRCH-053).
   */
  hotelId?: number;
  /** The partner's customer reviews (average out of 10); absent when it has none yet ("New"). */
  review?: { count: number; average: number };
}

/** One activity of a product (PROD-076), its texts in every catalogue language. */
export interface ActivityContent {
  activityId: number;
  /** e.g. WELLNESS, GASTRONOMY, CULTURE, OUTDOOR, WINE. */
  univers: string;
  /** e.g. ACTIVITY or DINNER. */
  type: 'ACTIVITY' | 'DINNER';
  title: LocalizedText;
  description: LocalizedText;
  composition: LocalizedText;
  duration: LocalizedText;
  when: LocalizedText;
  how: LocalizedText;
  whyList: LocalizedText[];
  mustKnowList: LocalizedText[];
  detailList: LocalizedText[];
  /** Dinner menu (type DINNER), null otherwise. */
  menu: LocalizedText | null;
  icon: string;
  repeated: boolean;
  singleDay: boolean;
  displayPax: boolean;
  /** Index in the product's locations of where it takes place. */
  locationIndex: number;
}

export interface ActivityImage {
  /** Alternative text in every catalogue language. */
  alt: LocalizedText;
}

/** Activity tags (the `tags` filter and the activities facet): id and label per language. */
export const activityTags = pgTable('activity_tags', {
  id: text('id').primaryKey(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  /** Facet group, e.g. "wellness", "gastronomy". */
  category: text('category').notNull(),
});

export const activityProducts = pgTable(
  'activity_products',
  {
    id: integer('id').primaryKey(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    importantInformation: jsonb('important_information').$type<LocalizedText>().notNull(),
    /** City name as written locally. */
    city: text('city').notNull(),
    countryCode: text('country_code').$type<PointOfSale>().notNull(),
    /** Coordinates of the main activity centre. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Every destination the product lies in: city, resort, department, region, country, poi. */
    destinationIds: integer('destination_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    locations: jsonb('locations').$type<ActivityLocation[]>().notNull(),
    schedules: jsonb('schedules').$type<LocalizedText[]>().notNull().default([]),
    niceToKnow: jsonb('nice_to_know').$type<LocalizedText[]>().notNull().default([]),
    activities: jsonb('activities').$type<ActivityContent[]>().notNull(),
    /** Tag ids (activity_tags.id), GIN-indexed for the `tags` filter. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: jsonb('images').$type<ActivityImage[]>().notNull().default([]),
    /** Prices per adult count (CRIT-083), in cents for the whole party. */
    prices: jsonb('prices').$type<ActivityProductPrice[]>().notNull(),
    /** The lowest per-person price among `prices`, in cents (price sort and filters). */
    fromPricePerPersonCents: integer('from_price_per_person_cents').notNull(),
    published: boolean('published').notNull().default(true),
    popularity: integer('popularity').notNull().default(0),
  },
  (table) => [
    check(
      'activity_products_country_code_market',
      sql`${table.countryCode} in ('FR', 'ES', 'BE', 'NL', 'IT')`,
    ),
    check('activity_products_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('activity_products_longitude_range', sql`${table.longitude} between -180 and 180`),
    check('activity_products_from_price_positive', sql`${table.fromPricePerPersonCents} >= 0`),
    index('activity_products_destination_ids_idx').using('gin', table.destinationIds),
    index('activity_products_tags_idx').using('gin', table.tags),
    index('activity_products_latitude_longitude_idx').on(table.latitude, table.longitude),
  ],
);
