/** Content, reviews, newsletter, contact tickets and analytics (issue 3 §5). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotels } from './catalogue';

const score = (name: string) => real(name).notNull();

/** Customer reviews of a hotel (CONT-061, CONT-062), scores 0–10. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Locale the review is written in, e.g. fr_FR. */
    locale: text('locale').notNull(),
    customerName: text('customer_name').notNull(),
    /** COUPLE, FAMILY, FRIENDS, SOLO, BUSINESS. */
    travellerType: text('traveller_type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    average: score('average'),
    positiveComment: text('positive_comment').notNull().default(''),
    negativeComment: text('negative_comment').notNull().default(''),
    welcoming: score('welcoming'),
    comfort: score('comfort'),
    cleanliness: score('cleanliness'),
    food: score('food'),
    localization: score('localization'),
    priceQualityRatio: score('price_quality_ratio'),
  },
  (table) => [
    check(
      'reviews_scores_range',
      sql`${table.average} between 0 and 10 and ${table.welcoming} between 0 and 10 and ${table.comfort} between 0 and 10 and ${table.cleanliness} between 0 and 10 and ${table.food} between 0 and 10 and ${table.localization} between 0 and 10 and ${table.priceQualityRatio} between 0 and 10`,
    ),
    index('reviews_hotel_date_idx').on(table.hotelId, table.date),
  ],
);

/**
 * Content-managed documents: kind (homepage, announcementBanner, promoBar, targetedBanner,
 * boxesBlock, giftBlock, navigation, ideas, staticPage, landing, recommendations, minisite,
 * searchKey…), key (flow, page id…), locale ('*' when not localised) and a JSON payload.
 */
export const cmsDocuments = pgTable(
  'cms_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cms_documents_kind_key_locale_idx').on(table.kind, table.key, table.locale),
  ],
);

/** Newsletter sign-ups (API-041), one per e-mail and country. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    /** Lower-case point of sale: fr, es, be, nl, it. */
    country: text('country').notNull(),
    language: text('language').notNull(),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_email_country_idx').on(table.email, table.country)],
);

/** Contact-form tickets (API-042, CONT-036), the local stand-in of the ticketing provider. */
export const contactTickets = pgTable(
  'contact_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: text('booking_id').notNull(),
    contactReason: text('contact_reason').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    requestType: text('request_type').notNull(),
    requestSubtype: text('request_subtype').notNull(),
    orgId: text('org_id'),
    status: text('status').notNull().default('New'),
    type: text('type'),
    subtype: text('subtype'),
    language: text('language'),
    pointOfSale: text('point_of_sale'),
    returnUrl: text('return_url').notNull(),
    /** The care agent who sent it (SHELL-053), else null. */
    agentId: integer('agent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_tickets_created_at_idx').on(table.createdAt)],
);

/** Analytics events received on /analytics/ga/collect/:pos (API-046). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pos: text('pos').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_received_at_idx').on(table.receivedAt)],
);
