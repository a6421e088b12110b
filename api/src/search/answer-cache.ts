/**
 * The search answer cache (ADR 0012): offers.json and facets.json answers, kept as JSON text in
 * an in-process LRU keyed by the normalised request and the catalogue version. The version is
 * read from catalogue_version at most once per `versionTtlMs` (default 1 s) — every node sees a
 * catalogue change within that time and drops what it cached for the older catalogue. Identical
 * requests in flight share one computation.
 */
import type { FastifyReply } from 'fastify';
import type { Orm } from '../db/client';
import { catalogueVersions, catalogueVersionTtlFromEnv } from '../catalogue';

export interface SearchCacheOptions {
  /** Answers kept (least recently used dropped first); 0 turns the cache off. Default 2000. */
  maxEntries?: number;
  /** Total size of the answers kept, in bytes of JSON. Default 64 MiB. */
  maxBytes?: number;
  /** How long a catalogue version read stays trusted, in ms. Default 1000. */
  versionTtlMs?: number;
  /** Clock in ms (tests). */
  now?: () => number;
}

/** Reads the options from SEARCH_CACHE_ENTRIES, SEARCH_CACHE_MB and CATALOGUE_VERSION_TTL_MS. */
export function searchCacheOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): SearchCacheOptions {
  const number = (name: string) => {
    const text = env[name];
    if (text === undefined || text.trim() === '') return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`${name} must be a number ≥ 0, got "${text}"`);
    }
    return value;
  };
  const megabytes = number('SEARCH_CACHE_MB');
  return {
    maxEntries: number('SEARCH_CACHE_ENTRIES'),
    maxBytes: megabytes === undefined ? undefined : megabytes * 2 ** 20,
    // Read as the node's catalogue version watch reads it (one setting, one reader).
    versionTtlMs: catalogueVersionTtlFromEnv(env),
  };
}

export interface CachedAnswer {
  /** The answer as UTF-8 JSON, encoded once: a hit writes these bytes as they are. */
  body: Buffer;
  status: 'HIT' | 'MISS' | 'BYPASS';
}

const toJson = (answer: unknown) => Buffer.from(JSON.stringify(answer));

export interface SearchCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  version: number | undefined;
}

export class SearchCache {
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly versionTtlMs: number;
  private readonly now: () => number;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  private readonly answers = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private version: number | undefined;
  private versionReadAt = Number.NEGATIVE_INFINITY;
  private versionRead: Promise<number> | undefined;

  constructor(
    private readonly readVersion: () => Promise<number>,
    options: SearchCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 64 * 2 ** 20;
    this.versionTtlMs = options.versionTtlMs ?? 1000;
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * The answer to `key` as UTF-8 JSON: cached for the current catalogue (HIT, also when an
   * identical request is computing it), computed now (MISS), or computed without a cache (BYPASS).
   */
  async answer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    if (this.maxEntries === 0) return { body: toJson(await compute()), status: 'BYPASS' };
    const version = await this.currentVersion();
    const versionedKey = `${version}|${key}`;
    const cached = this.answers.get(versionedKey);
    if (cached !== undefined) {
      this.hits += 1;
      this.answers.delete(versionedKey);
      this.answers.set(versionedKey, cached);
      return { body: cached, status: 'HIT' };
    }
    const pending = this.inFlight.get(versionedKey);
    if (pending) {
      this.hits += 1;
      return { body: await pending, status: 'HIT' };
    }
    this.misses += 1;
    const computation = compute().then((answer) => {
      const body = toJson(answer);
      // Kept only while its catalogue is still the current one.
      if (this.version === version) this.remember(versionedKey, body);
      return body;
    });
    this.inFlight.set(versionedKey, computation);
    try {
      return { body: await computation, status: 'MISS' };
    } finally {
      this.inFlight.delete(versionedKey);
    }
  }

  stats(): SearchCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.answers.size,
      bytes: this.bytes,
      version: this.version,
    };
  }

  private remember(key: string, body: Buffer): void {
    if (body.length > this.maxBytes) return;
    this.answers.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.answers) {
      if (this.answers.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= value.length;
    }
  }

  /** The catalogue version, read again once it is older than versionTtlMs (one read at a time). */
  private async currentVersion(): Promise<number> {
    if (this.version !== undefined && this.now() - this.versionReadAt < this.versionTtlMs) {
      return this.version;
    }
    this.versionRead ??= this.readVersion()
      .then((version) => {
        if (version !== this.version) {
          this.answers.clear();
          this.bytes = 0;
          this.version = version;
        }
        this.versionReadAt = this.now();
        return version;
      })
      .finally(() => {
        this.versionRead = undefined;
      });
    return this.versionRead;
  }
}

/**
 * A cache of one route's answers over the database's catalogue version, read through the node's
 * shared watch (which keeps the TTL).
 */
export function createSearchCache(
  orm: Orm,
  options: SearchCacheOptions = searchCacheOptionsFromEnv(),
): SearchCache {
  const versions = catalogueVersions(orm, options.versionTtlMs);
  return new SearchCache(() => versions.current(), { ...options, versionTtlMs: 0 });
}

/**
 * A cache key: JSON with object keys sorted and undefined values left out, so that two requests
 * asking the same thing give the same text whatever the order of their fields.
 */
export function cacheKey(value: Record<string, unknown>): string {
  return JSON.stringify(value, (_name, field: unknown) => {
    if (field === null || typeof field !== 'object' || Array.isArray(field)) return field;
    return Object.fromEntries(
      Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  });
}

/**
 * Sends an answer already serialised — Fastify sends a Buffer as it is — and tells in
 * X-Search-Cache whether it came from the cache.
 */
export function sendAnswer<Reply extends FastifyReply>(reply: Reply, answer: CachedAnswer): Reply {
  return reply
    .header('x-search-cache', answer.status)
    .type('application/json; charset=utf-8')
    .send(answer.body) as Reply;
}
