/**
 * Customer accounts (issue 12 §6, ADR 0046): no password; a one-time sign-in link e-mailed
 * through the outbox opens a session kept in an HttpOnly cookie. The account's trips are the
 * orders made with its e-mail address; its wishlist is kept here once signed in.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const customerAccounts = pgTable('customer_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case: the address the links go to and the orders are matched with. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  /** The shell's wishlist document (STAY and ACTIVITY lists), validated before it is stored. */
  wishlist: jsonb('wishlist').$type<Record<'STAY' | 'ACTIVITY', unknown[]>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in link sent: its id is in the signed token; used once, then never again. */
export const accountSignInLinks = pgTable(
  'account_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Where the customer goes after signing in (a site path, checked when asked). */
    origin: text('origin').notNull().default('/account/trips'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_sign_in_links_email_idx').on(table.email, table.createdAt)],
);

/** A signed-in browser: the cookie holds `<id>.<secret>`, the row only the secret's hash. */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_sessions_account_id_idx').on(table.accountId),
    check('account_sessions_secret_hash_format', sql`${table.secretHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
