/**
 * Catalogue reads kept per node (ADR 0099): the catalogue — packages, hotels, rooms, photos,
 * places — changes only through imports that raise the catalogue version, while every page view
 * reads it again. A read through `catalogueCached` is kept under the version it was made at, the
 * least recently used dropped beyond CATALOGUE_CACHE_ENTRIES (default 5,000; 0 keeps nothing),
 * and all of them dropped once the node sees a newer version (within CATALOGUE_VERSION_TTL_MS).
 * Only catalogue rows go through it: prices of a day, stock, orders and anything else that
 * changes between versions are read each time.
 */
import { LRUCache } from 'lru-cache';
import type { Orm } from '../db/client';
import { catalogueVersions, type CatalogueVersionWatch } from './catalogue-version';

/** Entries kept per node: env CATALOGUE_CACHE_ENTRIES, default 5,000; 0 turns the cache off. */
export function catalogueCacheEntriesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.CATALOGUE_CACHE_ENTRIES;
  if (text === undefined || text.trim() === '') return 5000;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`CATALOGUE_CACHE_ENTRIES must be a whole number ≥ 0, got "${text}"`);
  }
  return value;
}

interface CatalogueReads {
  versions: CatalogueVersionWatch;
  version: number | undefined;
  // The answers' types vary by key: each key is only ever read by one function, typed there.
  reads: LRUCache<string, Promise<unknown>>;
}

const caches = new WeakMap<Orm, CatalogueReads | null>();

function readsOf(orm: Orm): CatalogueReads | null {
  let cache = caches.get(orm);
  if (cache === undefined) {
    const max = catalogueCacheEntriesFromEnv();
    cache =
      max === 0
        ? null
        : { versions: catalogueVersions(orm), version: undefined, reads: new LRUCache({ max }) };
    caches.set(orm, cache);
  }
  return cache;
}

/**
 * `read()`'s answer for `key` under the current catalogue version, read once per version (a
 * failed read is not kept). Callers must not change the answer: it is shared.
 */
export async function catalogueCached<T>(
  orm: Orm,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const cache = readsOf(orm);
  if (!cache) return read();
  const version = cache.versions.known() ?? (await cache.versions.current());
  if (version !== cache.version) {
    cache.reads.clear();
    cache.version = version;
  }
  const kept = cache.reads.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  // Resolved once here: a drizzle query is a thenable that runs again each time it is awaited.
  const answer = Promise.resolve(read());
  cache.reads.set(key, answer);
  answer.catch(() => {
    if (cache.reads.get(key) === answer) cache.reads.delete(key);
  });
  return answer;
}
