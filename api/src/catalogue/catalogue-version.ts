/**
 * The catalogue version (ADR 0012): every catalogue change runs refreshSearchReadModel, which
 * raises catalogue_version in the same transaction. What a node keeps from the catalogue — the
 * search's answers and index, the catalogue reads (ADR 0099) — is kept under the version it was
 * read at, and dropped once the node sees a newer one.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { catalogueVersion } from '../db/schema';

/** The catalogue version in the database; 0 before the first refresh of the read model. */
export async function readCatalogueVersion(orm: Orm): Promise<number> {
  const [row] = await orm
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(sql`${catalogueVersion.id} = 1`);
  return row?.version ?? 0;
}

/**
 * How long a node trusts the version it read, in ms: env CATALOGUE_VERSION_TTL_MS, default 1000
 * (every node sees a catalogue change within a second).
 */
export function catalogueVersionTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.CATALOGUE_VERSION_TTL_MS;
  if (text === undefined || text.trim() === '') return 1000;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`CATALOGUE_VERSION_TTL_MS must be a number ≥ 0, got "${text}"`);
  }
  return value;
}

/**
 * The catalogue version as a node knows it: read from the database at most once per `ttlMs`
 * (one read at a time), never going back. The search caches, the search index and the catalogue
 * reads of a node share one (catalogueVersions), so that nothing is kept under an older version
 * than the catalogue it was read from.
 */
export class CatalogueVersionWatch {
  private version: number | undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<number> | undefined;

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly ttlMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The version when it is still trusted, without waiting; undefined when it must be read. */
  known(): number | undefined {
    return this.version !== undefined && this.now() - this.readAt < this.ttlMs
      ? this.version
      : undefined;
  }

  async current(): Promise<number> {
    const known = this.known();
    if (known !== undefined) return known;
    this.reading ??= this.readVersion()
      .then((version) => {
        this.version = Math.max(version, this.version ?? version);
        this.readAt = this.now();
        return this.version;
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}

const watches = new WeakMap<Orm, CatalogueVersionWatch>();

/** The catalogue version watch of a database, one per node. */
export function catalogueVersions(
  orm: Orm,
  ttlMs = catalogueVersionTtlFromEnv(),
): CatalogueVersionWatch {
  let watch = watches.get(orm);
  if (!watch) {
    watch = new CatalogueVersionWatch(() => readCatalogueVersion(orm), ttlMs);
    watches.set(orm, watch);
  }
  return watch;
}
