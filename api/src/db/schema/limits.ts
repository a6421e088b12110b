/**
 * What every API node must agree on (issue 15 "Scale-out", ADR 0053): the rate-limit windows per
 * client, the human-check solutions already used and the care sign-in failures. Written only on PostgreSQL (several nodes);
 * PGlite serves one process, which keeps them in memory (api/src/http/shared-state.ts).
 */
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One fixed window per limit and client ("<limit>|<client>"): hits counted in it, and when it
 * ends (epoch ms of the node's clock). Created UNLOGGED by its migration: a crash forgets the
 * windows, which only gives clients a fresh minute.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_windows_reset_at_idx').on(table.resetAt)],
);

/** Single-use tokens already spent (human-check solutions), kept until they would expire anyway. */
export const usedTokens = pgTable(
  'used_tokens',
  {
    key: text('key').primaryKey(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('used_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * Failed care sign-ins per "address|<client>" and "account|<e-mail>" (ADR 0061): how many, when
 * the next attempt may be checked (0: now) and the last one (epoch ms).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    nextAt: bigint('next_at', { mode: 'number' }).notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('login_failures_last_at_idx').on(table.lastAt)],
);
