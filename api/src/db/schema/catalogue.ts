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
import {
  SEARCH_PLACE_CATEGORIES,
  type PointOfSale,
  type SearchPlaceCategory,
} from '@shop/criteria';
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
    /** Hotel page description (LEFT-030); null when the hotel has none. */
    description: jsonb('description').$type<LocalizedText>(),
    /** "Things to know" lines of the important-information box (PROD-064, API-015). */
    importantInfos: jsonb('important_infos').$type<LocalizedText[]>().notNull().default([]),
    /** Local tax per person per night in cents, paid at the hotel (PROD-041..043); 0 when none. */
    localTaxCents: integer('local_tax_cents').notNull().default(0),
    /** PER_PERSON_PER_NIGHT, or BOOKING_PERCENTAGE of the package price (`localTaxPercentage`). */
    localTaxType: text('local_tax_type')
      .$type<LocalTaxType>()
      .notNull()
      .default('PER_PERSON_PER_NIGHT'),
    localTaxPercentage: real('local_tax_percentage'),
    localTaxPaidAtHotel: boolean('local_tax_paid_at_hotel').notNull().default(true),
    /** Check-in from and check-out until, local time "HH:mm". */
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    /** Pets policy (PROD-063): price per stay in cents and maximum weight in kg, null when unknown. */
    petsPriceCents: integer('pets_price_cents'),
    petsMaxWeightKg: smallint('pets_max_weight_kg'),
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
    check('hotels_local_tax_positive', sql`${table.localTaxCents} >= 0`),
    check(
      'hotels_local_tax_type_known',
      sql`${table.localTaxType} in ('PER_PERSON_PER_NIGHT', 'BOOKING_PERCENTAGE')`,
    ),
    // Destinations of recommendedAutocomplete (GIN) and nearby hotels (btree); searches read the
    // search read model (search_offers, ADR 0012) and its indexes instead.
    index('hotels_destination_ids_idx').using('gin', table.destinationIds),
    index('hotels_latitude_longitude_idx').on(table.latitude, table.longitude),
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
    /** The room the package sells (rooms.id); null when the hotel lists no room. */
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** "Your stay includes" (PROD-015): room, breakfast, dinner, activities… in order. */
    programLines: jsonb('program_lines').$type<ProgramLine[]>().notNull().default([]),
    /** Last day the package sells (YYYY-MM-DD), null when it does not expire (PROD-013). */
    expiration: date('expiration', { mode: 'string' }),
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
    // Themes of recommendedAutocomplete; searches read search_offers (ADR 0012).
    index('weekends_theme_ids_idx').using('gin', table.themeIds),
  ],
);

export interface WeekendActivity {
  name: LocalizedText;
  /** The activity tag id sent in the `tags` filter (letters and digits). */
  tagId: string;
  /** Id of the activity in this package, used in selections "activityId_yyyy-MM-dd" (API-023). */
  activityId?: string;
  description?: LocalizedText;
  /** The dinner menu when the activity is a dinner (PROD-015). */
  menu?: LocalizedText;
  /** Duration in minutes. */
  durationMinutes?: number;
  /** True when the guest picks the day of the activity during the stay (API-023). */
  needsDate?: boolean;
}

export const PROGRAM_LINE_TYPES = [
  'ROOM',
  'BREAKFAST',
  'DINNER',
  'ACTIVITY',
  'WELCOME',
  'LATE_CHECKOUT',
] as const;
export type ProgramLineType = (typeof PROGRAM_LINE_TYPES)[number];

/** One line of a package's program (PROD-015): activityId links ACTIVITY/DINNER lines. */
export interface ProgramLine {
  type: ProgramLineType;
  activityId: string | null;
  title: LocalizedText;
  /** PROD-077: a BREAKFAST line's details (absent from lines written before them). */
  breakfast?: BreakfastDetails;
}

/** PROD-077: how a package's breakfast is served. */
export interface BreakfastDetails {
  /** Serving hours, e.g. "7:30–10:30". */
  schedules: string[];
  detailList: LocalizedText[];
  mustKnowList: LocalizedText[];
}

export const LOCAL_TAX_TYPES = ['PER_PERSON_PER_NIGHT', 'BOOKING_PERCENTAGE'] as const;
export type LocalTaxType = (typeof LOCAL_TAX_TYPES)[number];

/** Hotel rooms (PROD-060, LEFT-030); a weekend package sells one of them (weekends.room_id). */
export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull().unique(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    /** e.g. "DOUBLE", "TWIN", "SUPERIOR", "SUITE", "FAMILY". */
    type: text('type').notNull(),
    /** Guests the room sleeps as sold, and at most with extra beds. */
    capacity: smallint('capacity').notNull(),
    maxCapacity: smallint('max_capacity').notNull(),
    sizeM2: smallint('size_m2').notNull(),
    bedding: jsonb('bedding').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Order of the room in the hotel's list. */
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    check('rooms_capacity_range', sql`${table.capacity} between 1 and ${table.maxCapacity}`),
    check('rooms_size_positive', sql`${table.sizeM2} > 0`),
    index('rooms_hotel_id_idx').on(table.hotelId),
  ],
);

/** Sizes every picture is served in (width_height), from thumbnail to full width. */
export const IMAGE_SIZES = ['120_80', '360_240', '640_360', '960_540', '1280_720'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const IMAGE_KINDS = ['hotel', 'room', 'weekend'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/**
 * The pictures of a hotel, room or weekend: `count` pictures, each available in `sizes`, served as
 * generated SVG by GET /api/images/:kind/:ownerId-:n/:size.svg (n from 1 to count).
 */
export const imageSets = pgTable(
  'image_sets',
  {
    kind: text('kind').$type<ImageKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    count: smallint('count').notNull(),
    sizes: text('sizes').array().$type<ImageSize[]>().notNull(),
    /** Palette index of the generated pictures. */
    palette: smallint('palette').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'image_sets_pkey', columns: [table.kind, table.ownerId] }),
    check('image_sets_kind_known', sql`${table.kind} in ('hotel', 'room', 'weekend')`),
    check('image_sets_count_range', sql`${table.count} between 0 and 50`),
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
    // A dated search reads one day of every package (ADR 0012): the seed writes the rows day by
    // day, so that a day lies in a few hundred consecutive pages this tiny index points at.
    index('weekend_availability_date_idx').using('brin', table.date).with({ pages_per_range: 8 }),
  ],
);

/** The check constraint's list, from the one list of @shop/criteria (ADR 0027). */
const PLACE_CATEGORY_LIST = sql.raw(
  `(${SEARCH_PLACE_CATEGORIES.map((category) => `'${category}'`).join(', ')})`,
);

/** Places a visitor searches by (CRIT-050, API-008); hotels list theirs in hotels.destination_ids. */
export const destinations = pgTable(
  'destinations',
  {
    id: integer('id').primaryKey(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    category: text('category').$type<SearchPlaceCategory>().notNull(),
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
    check('destinations_category_known', sql`${table.category} in ${PLACE_CATEGORY_LIST}`),
    index('destinations_category_idx').on(table.category),
  ],
);

/** Search themes (romantic, spa…); 39 is the family theme (SRCH family notice). */
export const themes = pgTable('themes', {
  id: integer('id').primaryKey(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
});
