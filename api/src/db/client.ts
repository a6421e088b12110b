import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle query API, the same whether PGlite or PostgreSQL sits behind it. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly orm: Orm;
  readonly driver: 'pglite' | 'postgres';
  /** Folder for local state (PGlite files, generated secrets); undefined when nothing is kept on disk. */
  readonly dataDir: string | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; defaults to env DATABASE_URL. */
  url?: string;
  /** PGlite data folder; defaults to env DATA_DIR, then <repo>/.data/pglite. */
  dataDir?: string;
  /** PGlite in memory (tests): nothing touches the disk. */
  memory?: boolean;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));
/** Serialises migrations when several API nodes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_300_001;

/**
 * Opens the database and brings its schema up to date with the migrations in api/drizzle/.
 * Precedence: explicit `url`, then `memory`, then explicit `dataDir`, then env DATABASE_URL,
 * then env DATA_DIR, then the default data folder. With PostgreSQL, `dataDir` (or DATA_DIR), when
 * given, only keeps local state such as the generated care-token secret.
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url =
    options.url ?? (options.memory || options.dataDir ? undefined : process.env.DATABASE_URL);
  if (url) return openPostgres(url, options.dataDir ?? process.env.DATA_DIR);
  if (options.memory) return openPglite(undefined);
  return openPglite(options.dataDir ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const orm = drizzlePglite({ client, schema });
  try {
    await migratePglite(orm, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { orm, driver: 'pglite', dataDir, close: () => client.close() };
}

/**
 * Session settings of every PostgreSQL connection (a URL's own `options` replace them): the API
 * runs many short queries at once, where JIT compilation (milliseconds per query) and parallel
 * workers (more processes than cores) cost more than they save (ADR 0012).
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/** Connections per API node: env DATABASE_POOL_SIZE, default 10 (node-postgres' default). */
function poolSize(): number {
  const text = process.env.DATABASE_POOL_SIZE;
  if (text === undefined || text === '') return 10;
  const size = Number(text);
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`DATABASE_POOL_SIZE must be a whole number ≥ 1, got "${text}"`);
  }
  return size;
}

async function openPostgres(url: string, dataDir: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    max: poolSize(),
    options: SESSION_OPTIONS,
  });
  const open = trackConnections(pool);
  try {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(drizzlePostgres({ client: connection }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await connection
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      connection.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const orm = drizzlePostgres({ client: pool, schema });
  return {
    orm,
    driver: 'postgres',
    dataDir,
    async close() {
      await pool.end();
      await open.allClosed();
    },
  };
}

/** The pool events trackConnections listens to (pg.Pool's, or any emitter in a test). */
interface PoolEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'connect' | 'remove', listener: () => void): unknown;
}

/**
 * Keeps the pool's connections in view. An idle connection the server drops (a restart, an
 * administrator, a dropped database) surfaces as a pool 'error', which without a listener would
 * end the process: it is reported and the pool opens a new connection when next asked.
 * `pool.end()` resolves once every connection is asked to close, before the sockets are gone:
 * `allClosed()` waits for the last one, so whoever drops the database next sees no live session.
 */
export function trackConnections(pool: PoolEvents): { allClosed(): Promise<void> } {
  let live = 0;
  let whenNone: (() => void) | undefined;
  pool.on('connect', () => {
    live += 1;
  });
  pool.on('remove', () => {
    live -= 1;
    if (live === 0) whenNone?.();
  });
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  return {
    allClosed: () =>
      live === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            whenNone = resolve;
          }),
  };
}

/** `select 1`: throws when the database does not answer. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.orm.execute(sql`select 1`);
}
