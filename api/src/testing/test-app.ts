import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { createDatabase, type Database } from '../db/client';
import { seedIfEmpty, type SeedOptions } from '../seed/index';

/** A small catalogue, the same in every test run. */
export const TEST_SEED = {
  hotels: 40,
  seed: 7,
  today: '2026-03-02',
  agentPassword: 'care-agent-2026',
} satisfies SeedOptions;
export const TEST_TOKEN_SECRET = 'test-care-token-secret-0123456789abcdef';
/** Raised checkout limits of the test app (see createTestApp). */
export const TEST_PURCHASE_LIMITS = { checkoutWrites: 100_000, orderReads: 100_000 };

/**
 * A fresh, migrated database: PGlite in memory, or — when DATABASE_URL is set — a new
 * PostgreSQL database of its own (the role needs CREATEDB), dropped again by close().
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return createDatabase({ memory: true });

  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await createDatabase({ url: testUrl.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await dropWithRetry(() => admin(`drop database if exists ${name} with (force)`), name);
    },
  };
}

/**
 * An autovacuum worker (a superuser session the test role may not terminate) can hold a test
 * database for a moment: try again, and leave the database behind with a warning rather than
 * fail a suite whose tests passed (the CI cluster is thrown away).
 */
async function dropWithRetry(drop: () => Promise<void>, name: string): Promise<void> {
  for (const delay of [200, 1000, 3000]) {
    try {
      await drop();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  try {
    await drop();
  } catch (error) {
    console.warn(`Test database ${name} not dropped:`, error);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The app on a seeded test database, without logs; create it once per test file. */
export async function createTestApp(
  options: Pick<AppOptions, 'deployment' | 'purchaseLimits' | 'searchBotCheck'> & {
    /** Adds more (the gateway…) before `ready`. */
    before?: (app: FastifyInstance, database: Database) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedIfEmpty(database, TEST_SEED);
  const app = buildApp({
    db: database,
    tokenSecret: TEST_TOKEN_SECRET,
    logger: false,
    deployment: options.deployment,
    // Checkout tests place and read many orders from one address within a minute; the limits'
    // own tests pass the real ones (purchaseLimits: {}).
    purchaseLimits: options.purchaseLimits ?? TEST_PURCHASE_LIMITS,
    // Search tests search far more than a person a minute from one address; the bot check's own
    // tests turn it on (ADR 0105).
    searchBotCheck: options.searchBotCheck ?? { perMinute: 0 },
  });
  await options.before?.(app, database);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
