import { toUtcIsoDate } from '@shop/criteria';
import { count, getTableName, sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client';
import {
  agents,
  destinations,
  hotels,
  IMAGE_SIZES,
  imageSets,
  rooms,
  themes,
  weekendAvailability,
  weekendDayPriceHistory,
  weekendDayPromotionHistory,
  weekendPriceHistory,
  weekends,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { refreshSearchReadModel } from '../search';
import { seedContent } from './content';
import { generateCatalogue, type AvailabilityColumns } from './catalogue';
import { seedDemoGiftCards } from './demo-gift-cards';
import { seedGifting } from './gifting';
import {
  generateDayPromotionHistory,
  generatePriceHistory,
  seedActivityPriceHistory,
} from './price-history';

export const DEFAULT_SEED_HOTELS = 2000;
export const DEFAULT_SEED = 20_260_101;
export const SEED_AGENT_EMAIL = 'agent@weekend-shop.test';
export const DEFAULT_AGENT_PASSWORD = 'care-agent-2026';

export interface SeedOptions {
  /** Number of hotels (default 2000). */
  hotels?: number;
  /** PRNG seed (default 20260101). */
  seed?: number;
  /** First availability date, YYYY-MM-DD (default: today, UTC). */
  today?: string;
  /** Password of the seeded care agent (default: env CARE_AGENT_PASSWORD; "care-agent-2026" in development only). */
  agentPassword?: string;
  /** Also the demonstration expired gift card (ADR 0076; serve outside production). */
  demoGiftCards?: boolean;
}

export interface SeedSummary {
  hotels: number;
  weekends: number;
  availabilityDays: number;
  milliseconds: number;
}

/** Serialises seeding when several API nodes start against one empty PostgreSQL. */
const SEED_LOCK_KEY = 4_300_002;
const ROWS_PER_INSERT = 1_000;
const AVAILABILITY_ROWS_PER_INSERT = 50_000;

/**
 * The seeded agent's password: the option, else env CARE_AGENT_PASSWORD; the documented
 * development default only outside production (issue 15 §1): a production seed without it throws.
 */
export function agentPassword(
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const password = option ?? env.CARE_AGENT_PASSWORD;
  if (password) return password;
  if (env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production: set CARE_AGENT_PASSWORD, there is no default password');
  }
  return DEFAULT_AGENT_PASSWORD;
}

/**
 * Fills an empty database with the deterministic catalogue and the care agent, in one transaction.
 * Returns null (and changes nothing) when hotels already exist.
 */
export async function seedIfEmpty(
  database: Database,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  const started = performance.now();
  const hotelCount = options.hotels ?? DEFAULT_SEED_HOTELS;
  if (!Number.isSafeInteger(hotelCount) || hotelCount < 1) {
    throw new RangeError(`seed size must be a positive number of hotels, got ${hotelCount}`);
  }
  if (!(await hasNoHotels(database.orm))) return null;
  const today = options.today ?? toUtcIsoDate(new Date());
  const catalogue = generateCatalogue({
    hotels: hotelCount,
    seed: options.seed ?? DEFAULT_SEED,
    today,
  });
  const passwordHash = await hashPassword(agentPassword(options.agentPassword));

  const seeded = await database.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await hasNoHotels(tx))) return false;

    await tx.insert(destinations).values(catalogue.destinations);
    await tx.insert(themes).values(catalogue.themes);
    for (let i = 0; i < catalogue.hotels.length; i += ROWS_PER_INSERT) {
      await tx.insert(hotels).values(catalogue.hotels.slice(i, i + ROWS_PER_INSERT));
    }
    await insertProductDetails(tx, catalogue);
    for (let i = 0; i < catalogue.weekends.length; i += ROWS_PER_INSERT) {
      await tx.insert(weekends).values(catalogue.weekends.slice(i, i + ROWS_PER_INSERT));
    }
    // The days' own price history (BEY-005) is empty here; its key to the days goes before theirs.
    await withoutKeys(tx, getTableName(weekendDayPriceHistory), () =>
      withoutKeys(tx, getTableName(weekendAvailability), () =>
        insertAvailability(tx, catalogue.availability, today),
      ),
    );
    // BEY-005: the packages' past prices, ending with their current one (refresh adds none).
    const history = generatePriceHistory(catalogue.weekends, {
      seed: options.seed ?? DEFAULT_SEED,
      today,
    });
    for (let i = 0; i < history.length; i += ROWS_PER_INSERT) {
      await tx.insert(weekendPriceHistory).values(history.slice(i, i + ROWS_PER_INSERT));
    }
    // BEY-005: the day promotions of the packages with promoted days, a few rows per package.
    const promotedDays = new Set(
      catalogue.availability.weekendId.filter(
        (_, row) => catalogue.availability.promoPercent[row]! > 0,
      ),
    );
    const dayPromotions = generateDayPromotionHistory(
      catalogue.weekends
        .filter((weekend) => promotedDays.has(weekend.id))
        .map((weekend) => weekend.id),
      { seed: options.seed ?? DEFAULT_SEED, today },
    );
    for (let i = 0; i < dayPromotions.length; i += ROWS_PER_INSERT) {
      await tx
        .insert(weekendDayPromotionHistory)
        .values(dayPromotions.slice(i, i + ROWS_PER_INSERT));
    }
    // Searches read the search read model (ADR 0012), built from the packages just inserted.
    await refreshSearchReadModel(tx);
    await tx
      .insert(agents)
      .values({ email: SEED_AGENT_EMAIL, name: 'Camille Martin', passwordHash })
      .onConflictDoNothing();
    await seedContent(tx, { hotels: catalogue.hotels, seed: options.seed ?? DEFAULT_SEED, today });
    await seedGifting(tx, { weekends: catalogue.weekends, seed: options.seed ?? DEFAULT_SEED });
    // BEY-005: the promoted activity prices' history (the products come with the gifting seed).
    await seedActivityPriceHistory(tx, { seed: options.seed ?? DEFAULT_SEED, today });
    if (options.demoGiftCards) await seedDemoGiftCards(tx, today);
    // Explicit ids leave the identity sequences behind: move them past the seeded rows.
    for (const table of [getTableName(hotels), getTableName(weekends), getTableName(rooms)]) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
      );
    }
    return true;
  });

  if (!seeded) return null;
  // Fresh tables have no statistics (plans guessed from defaults), no visibility map (no
  // index-only scans) and, for weekend_availability, an unsummarised date index (a dated search
  // would read every day, ADR 0012) until autovacuum comes by — and PGlite has no autovacuum.
  // VACUUM gives all three now, outside the transaction as it must be.
  await database.orm.execute(sql`vacuum (analyze)`);
  return {
    hotels: catalogue.hotels.length,
    weekends: catalogue.weekends.length,
    availabilityDays: catalogue.availability.weekendId.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

async function hasNoHotels(orm: Orm): Promise<boolean> {
  const [existing] = await orm.select({ hotels: count() }).from(hotels);
  return existing?.hotels === 0;
}

async function insertAvailability(
  tx: Orm,
  columns: AvailabilityColumns,
  today: string,
): Promise<void> {
  // Day by day (ADR 0012): a dated search reads one day of every package, which then lies in
  // consecutive pages (weekend_availability_date_idx); a package's own days stay one primary key
  // range away.
  const order = dayByDay(columns.dayOffset);
  for (let i = 0; i < order.length; i += AVAILABILITY_ROWS_PER_INSERT) {
    const rows = order.subarray(i, i + AVAILABILITY_ROWS_PER_INSERT);
    const slice = (values: number[]) => sql.param(Array.from(rows, (row) => values[row]!));
    await tx.execute(sql`
      insert into ${weekendAvailability}
        (weekend_id, date, price_cents, min_los, available_rooms, promo_percent,
         best_price_of_month)
      select weekend_id, ${today}::date + day_offset, price_cents, min_los, available_rooms,
             promo_percent, best = 1
      from unnest(${slice(columns.weekendId)}::int[], ${slice(columns.dayOffset)}::int[],
                  ${slice(columns.priceCents)}::int[], ${slice(columns.minLos)}::smallint[],
                  ${slice(columns.availableRooms)}::smallint[],
                  ${slice(columns.promoPercent)}::smallint[],
                  ${slice(columns.bestPriceOfMonth)}::smallint[])
        as rows(weekend_id, day_offset, price_cents, min_los, available_rooms, promo_percent,
                best)`);
  }
}

/** Row positions by day offset, then in generated order (package by package): a counting sort. */
export function dayByDay(dayOffset: readonly number[]): Int32Array {
  let lastDay = 0;
  for (const day of dayOffset) lastDay = Math.max(lastDay, day);
  const next = new Int32Array(lastDay + 2);
  for (const day of dayOffset) next[day + 1]! += 1;
  for (let day = 1; day < next.length; day += 1) next[day]! += next[day - 1]!;
  const order = new Int32Array(dayOffset.length);
  dayOffset.forEach((day, row) => {
    order[next[day]!] = row;
    next[day]! += 1;
  });
  return order;
}

interface KeyConstraint extends Record<string, unknown> {
  name: string;
  definition: string;
}

/**
 * Bulk load without the table's primary and foreign keys, then puts them back exactly as they
 * were (read from pg_constraint), which checks every row at once: PostgreSQL's advice for
 * populating a table (docs, "Populating a Database"); about three times faster than row-by-row checks.
 */
async function withoutKeys(tx: Orm, table: string, load: () => Promise<void>): Promise<void> {
  const result = await tx.execute<KeyConstraint>(sql`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where conrelid = ${table}::regclass and contype in ('p', 'f')
    order by conname`);
  // Both drivers answer raw queries with { rows }; the shared PgDatabase type leaves it unknown.
  const { rows: keys } = result as unknown as { rows: KeyConstraint[] };
  for (const key of keys) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(key.name)}`,
    );
  }
  await load();
  for (const key of keys) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
}

/** Rooms and image sets (issue 3 §4) in one statement each: unnest is several times faster. */
async function insertProductDetails(
  tx: Orm,
  {
    rooms: roomRows,
    imageSets: sets,
  }: Pick<ReturnType<typeof generateCatalogue>, 'rooms' | 'imageSets'>,
): Promise<void> {
  const column = <T>(pick: (row: (typeof roomRows)[number]) => T) => sql.param(roomRows.map(pick));
  const json = (pick: (row: (typeof roomRows)[number]) => unknown) =>
    column((row) => JSON.stringify(pick(row)));
  if (roomRows.length > 0) {
    await tx.execute(sql`
      insert into ${rooms}
        (id, hotel_id, uuid, label, type, capacity, max_capacity, size_m2, bedding, description,
         position)
      select * from unnest(${column((row) => row.id)}::int[], ${column((row) => row.hotelId)}::int[],
        ${column((row) => row.uuid)}::text[], ${json((row) => row.label)}::jsonb[],
        ${column((row) => row.type)}::text[], ${column((row) => row.capacity)}::smallint[],
        ${column((row) => row.maxCapacity)}::smallint[], ${column((row) => row.sizeM2)}::smallint[],
        ${json((row) => row.bedding)}::jsonb[], ${json((row) => row.description)}::jsonb[],
        ${column((row) => row.position ?? 0)}::smallint[])`);
  }
  if (sets.length > 0) {
    await tx.execute(sql`
      insert into ${imageSets} (kind, owner_id, count, sizes, palette)
      select kind, owner_id, count, ${sql.param(IMAGE_SIZES)}::text[], palette
      from unnest(${sql.param(sets.map((set) => set.kind))}::text[],
        ${sql.param(sets.map((set) => set.ownerId))}::int[],
        ${sql.param(sets.map((set) => set.count))}::smallint[],
        ${sql.param(sets.map((set) => set.palette ?? 0))}::smallint[])
        as rows(kind, owner_id, count, palette)`);
  }
}
