import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createDatabase, type Database, type Orm } from '../db/client';
import { catalogueVersion } from '../db/schema';
import { catalogueCached, catalogueCacheEntriesFromEnv } from './catalogue-cache';

/** Sets environment variables for the duration of `work`, as they were afterwards. */
async function withEnv<T>(values: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A catalogue change's last step, as refreshSearchReadModel takes it: the version goes up. */
async function raiseVersion(orm: Orm): Promise<void> {
  await orm.execute(sql`
    insert into ${catalogueVersion} (id, version, changed_at) values (1, 1, now())
    on conflict (id) do update set version = ${catalogueVersion.version} + 1`);
}

/** A read that counts how often it ran, answering its count. */
function countedRead() {
  let reads = 0;
  return {
    read: () => Promise.resolve((reads += 1)),
    reads: () => reads,
  };
}

describe('catalogue reads kept per catalogue version (ADR 0099)', () => {
  const databases: Database[] = [];
  /** A database of its own: the cache reads its settings when a database is first read. */
  const database = async (env: Record<string, string>) => {
    const created = await createDatabase({ memory: true });
    databases.push(created);
    // Every read asks for the version again: a change shows at once.
    await withEnv({ CATALOGUE_VERSION_TTL_MS: '0', ...env }, () =>
      catalogueCached(created.orm, 'first', () => Promise.resolve(0)),
    );
    return created.orm;
  };
  afterAll(async () => {
    for (const created of databases) await created.close();
  }, 60_000);

  it('reads a key once while the catalogue version holds, and again once a change raises it', async () => {
    const orm = await database({});
    const hotel = countedRead();
    expect(await catalogueCached(orm, 'hotel:1', hotel.read)).toBe(1);
    expect(await catalogueCached(orm, 'hotel:1', hotel.read)).toBe(1);
    expect(await catalogueCached(orm, 'hotel:2', countedRead().read)).toBe(1);
    await raiseVersion(orm);
    expect(await catalogueCached(orm, 'hotel:1', hotel.read)).toBe(2);
    expect(await catalogueCached(orm, 'hotel:1', hotel.read)).toBe(2);
  }, 60_000);

  it('runs a query once, though a drizzle query runs again each time it is awaited', async () => {
    const orm = await database({});
    let runs = 0;
    // What a drizzle query builder is: a thenable that queries anew on each `then`.
    const query = () =>
      ({
        then: (resolve: (value: number) => unknown) => resolve((runs += 1)),
      }) as unknown as Promise<number>;
    expect(await catalogueCached(orm, 'rooms:1', query)).toBe(1);
    expect(await catalogueCached(orm, 'rooms:1', query)).toBe(1);
    expect(runs).toBe(1);
  }, 60_000);

  it('keeps no failed read', async () => {
    const orm = await database({});
    let reads = 0;
    const failOnce = () => {
      reads += 1;
      return reads === 1 ? Promise.reject(new Error('database down')) : Promise.resolve(reads);
    };
    await expect(catalogueCached(orm, 'hotel:1', failOnce)).rejects.toThrow('database down');
    expect(await catalogueCached(orm, 'hotel:1', failOnce)).toBe(2);
    expect(await catalogueCached(orm, 'hotel:1', failOnce)).toBe(2);
  }, 60_000);

  it('keeps at most CATALOGUE_CACHE_ENTRIES reads, the least recently used dropped; 0 keeps none', async () => {
    const small = await database({ CATALOGUE_CACHE_ENTRIES: '3' });
    const [one, two, three] = [countedRead(), countedRead(), countedRead()];
    await catalogueCached(small, 'one', one.read);
    await catalogueCached(small, 'two', two.read);
    await catalogueCached(small, 'one', one.read);
    await catalogueCached(small, 'three', three.read); // 'first' (the oldest) is dropped
    await catalogueCached(small, 'four', countedRead().read); // then 'two'
    await catalogueCached(small, 'one', one.read);
    await catalogueCached(small, 'two', two.read);
    expect([one.reads(), two.reads(), three.reads()]).toEqual([1, 2, 1]);

    const off = await database({ CATALOGUE_CACHE_ENTRIES: '0' });
    const read = countedRead();
    await catalogueCached(off, 'one', read.read);
    await catalogueCached(off, 'one', read.read);
    expect(read.reads()).toBe(2);
  }, 60_000);

  it('refuses a setting that is not a whole number ≥ 0', () => {
    expect(catalogueCacheEntriesFromEnv({})).toBe(5000);
    expect(catalogueCacheEntriesFromEnv({ CATALOGUE_CACHE_ENTRIES: '200' })).toBe(200);
    for (const bad of ['-1', '2.5', 'many'])
      expect(() => catalogueCacheEntriesFromEnv({ CATALOGUE_CACHE_ENTRIES: bad })).toThrow(
        /CATALOGUE_CACHE_ENTRIES must be a whole number/,
      );
  });
});
