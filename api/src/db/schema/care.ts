import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Signed-in care sessions (issue 15 §2, ADR 0061): the care token names one row; logout deletes
 * it, so a token stops working at once; deleting the agent deletes its sessions.
 */
export const careSessions = pgTable(
  'care_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('care_sessions_expires_at_idx').on(table.expiresAt)],
);
