import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Client error logs (API-045, SHELL-062, BEY-012). */
export const logs = pgTable(
  'logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    level: text('level').notNull(),
    message: varchar('message', { length: 256 }).notNull(),
    location: text('location').notNull(),
    locale: text('locale').notNull(),
    app: text('app'),
    release: text('release'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('logs_level_known', sql`${table.level} in ('ERROR', 'WARN', 'INFO')`),
    index('logs_created_at_idx').on(table.createdAt),
  ],
);
