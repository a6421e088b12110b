import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Customer-care agents (SHELL-015, SHELL-051). */
export const agents = pgTable('agents', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** scrypt$N$r$p$salt$hash, see lib/password.ts. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
