/** Gifting (issue 3 §3-§4): single vouchers, sub-elements, shipping costs, gift boxes, gift cards. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PointOfSale } from '@shop/criteria';
import type { LocalizedText } from '../localized-text';
import { weekends } from './catalogue';
import { orderItems, orders } from './orders';

/** GIFT-017: one price tier of a single voucher, in cents. */
export interface VoucherPriceEntry {
  nights: number;
  sellPrice: number;
  /** Prices by price variation index (0 is sellPrice). */
  sellPrices: number[];
}

/** GIFT-020/021/022: the customization form of a voucher. */
export interface VoucherCustomization {
  fromName: { maxLength: number; mandatory: boolean; textOnly: boolean };
  message: { maxLength: number; mandatory: boolean };
}

/** A weekend sold as a gift without dates (single voucher), one row per weekend. */
export const singleVouchers = pgTable('single_vouchers', {
  weekendId: integer('weekend_id')
    .primaryKey()
    .references(() => weekends.id, { onDelete: 'cascade' }),
  priceList: jsonb('price_list').$type<VoucherPriceEntry[]>().notNull(),
  isGiftable: boolean('is_giftable').notNull().default(true),
  customization: jsonb('customization').$type<VoucherCustomization>().notNull(),
});

/** Physical voucher shipping cost per point of sale (LEFT-017); `error` when not shippable. */
export const voucherShippingCosts = pgTable(
  'voucher_shipping_costs',
  {
    pointOfSale: text('point_of_sale').$type<PointOfSale>().primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    /** Extra fee to ship from this point of sale to another country, in cents. */
    internationalFeesCents: jsonb('international_fees_cents')
      .$type<Partial<Record<PointOfSale, number>>>()
      .notNull()
      .default({}),
    /** Why the physical format cannot be shipped now (GIFT-009), else null. */
    error: text('error'),
  },
  (table) => [check('voucher_shipping_costs_amount_positive', sql`${table.amountCents} >= 0`)],
);

/** GIFT-012: groups of physical-format sub-elements (single or multiple selection). */
export const subElementGroups = pgTable('sub_element_groups', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  singleSelection: boolean('single_selection').notNull(),
  position: integer('position').notNull(),
});

export const subElements = pgTable(
  'sub_elements',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => subElementGroups.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    priceCents: integer('price_cents').notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [
    check('sub_elements_price_positive', sql`${table.priceCents} >= 0`),
    index('sub_elements_group_id_idx').on(table.groupId),
  ],
);

/** GIFT-014: categories of custom sub-elements. */
export const customSubElementCategories = pgTable('custom_sub_element_categories', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  singleSelection: boolean('single_selection').notNull(),
});

export const customSubElements = pgTable(
  'custom_sub_elements',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => customSubElementCategories.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    recommendedByWed: boolean('recommended_by_wed').notNull().default(false),
    priceCents: integer('price_cents').notNull(),
    available: boolean('available').notNull().default(true),
  },
  (table) => [check('custom_sub_elements_price_positive', sql`${table.priceCents} >= 0`)],
);

/** Gift boxes (CONT-016, API-031); `utmMedia` lists the campaigns a box is listed for. */
export const giftBoxes = pgTable(
  'gift_boxes',
  {
    id: integer('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Out of 10. */
    rating: real('rating').notNull(),
    priceCents: integer('price_cents').notNull(),
    promoPriceCents: integer('promo_price_cents').notNull(),
    image: text('image').notNull(),
    /** Path of the box page, e.g. /boxes/gourmet-escape. */
    link: text('link').notNull(),
    utmMedia: text('utm_media')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
  },
  (table) => [
    check('gift_boxes_rating_range', sql`${table.rating} between 0 and 10`),
    check('gift_boxes_promo_not_above_price', sql`${table.promoPriceCents} <= ${table.priceCents}`),
    check('gift_boxes_promo_price_positive', sql`${table.promoPriceCents} >= 0`),
  ],
);

/** Gift card amounts a buyer can choose, in cents. */
export const giftCardAmounts = pgTable(
  'gift_card_amounts',
  {
    amountCents: integer('amount_cents').primaryKey(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [check('gift_card_amounts_positive', sql`${table.amountCents} > 0`)],
);

/** Gift card designs (the printed or e-mailed card). */
export const giftCardDesigns = pgTable('gift_card_designs', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

/**
 * Gift cards issued when their order is paid, one per gift-card order item. The serial number is
 * what the recipient receives; the balance is what is left to spend.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** XXXX-XXXX-XXXX-XXXX from an alphabet without look-alike characters. */
    serialNumber: text('serial_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** One card per order item: issuing twice is a no-op. */
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Last valid day (GIFT_CARD_VALIDITY_MONTHS after issue). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'gift_cards_serial_format',
      sql`${table.serialNumber} ~ '^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$'`,
    ),
    check('gift_cards_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'gift_cards_balance_range',
      sql`${table.balanceCents} between 0 and ${table.amountCents}`,
    ),
    index('gift_cards_order_id_idx').on(table.orderId),
  ],
);
