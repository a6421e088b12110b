/**
 * Search benchmark (issue 3 §8): search with facets on a large catalogue at 50 concurrent
 * connections, on PGlite and (when DATABASE_URL is set) on PostgreSQL. Each database runs the
 * request mix twice: with the search cache as the API runs it (answers kept per catalogue
 * version, ADR 0012; the warm-up sends each request of the mix once, so the run measures a
 * popular mix in steady state), then with the cache off, so that every request computes its
 * answer — from the in-memory search index (ADR 0017), or in SQL with SEARCH_INDEX=off.
 * Prints p50/p95/p99 latency, requests per second and the cache hit rate, and records them in
 * docs/benchmarks.md.
 *
 *   npm run bench:api                              # PGlite (in memory)
 *   bash .ci/with-postgres.sh npm run bench:api    # PGlite, then PostgreSQL
 *
 * BENCH_HOTELS (default 20000), BENCH_SECONDS (default 20), BENCH_CONNECTIONS (default 50),
 * BENCH_DATABASES (default "pglite,postgres"), BENCH_CACHE (default "on,off"), BENCH_REPORT
 * (default 1: write docs/benchmarks.md; 0 prints only).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { seedIfEmpty } from '../src/seed/index';
import { requestMix } from './search-mix';

const HOTELS = Number(process.env.BENCH_HOTELS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CACHE_MODES = (process.env.BENCH_CACHE ?? 'on,off').split(',') as ('on' | 'off')[];
const WRITE_REPORT = process.env.BENCH_REPORT !== '0';
const TARGETS_MS = { pglite: 60, postgres: 25 } as const;
const REPORT = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');

interface Result {
  driver: Database['driver'];
  cache: 'on' | 'off';
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  hitRate: number | null;
  seedSeconds: number;
  load: string;
}

async function measure(database: Database, cache: 'on' | 'off', seedSeconds: number) {
  // Read by the search routes when they register (src/search/answer-cache.ts).
  process.env.SEARCH_CACHE_ENTRIES = cache === 'on' ? '' : '0';
  const app = buildApp({
    db: database,
    logger: false,
    tokenSecret: 'bench-secret-0123456789abcdef0123',
    // One load generator, one address: the search's bot check is off (ADR 0105).
    searchBotCheck: { perMinute: 0 },
  });
  const counts = { HIT: 0, MISS: 0, BYPASS: 0 };
  app.addHook('onResponse', async (_request, reply) => {
    const status = reply.getHeader('x-search-cache');
    if (status === 'HIT' || status === 'MISS' || status === 'BYPASS') counts[status] += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const requests = requestMix();
    // Warm-up: plans cached, pages in memory. With the cache, every request of the mix is sent
    // once first, so that the run measures the steady state of a popular mix.
    if (cache === 'on') {
      await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 1,
        amount: requests.length,
        requests,
      });
    }
    await autocannon({ url: `http://127.0.0.1:${port}`, connections: 10, duration: 3, requests });
    counts.HIT = counts.MISS = counts.BYPASS = 0;
    const before = loadavg()[0]!;
    // The load generator runs in a worker thread, off the API's event loop.
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
      workers: 1,
    });
    const answered = counts.HIT + counts.MISS;
    return {
      driver: database.driver,
      cache,
      p50: result.latency.p50,
      p95: percentile95(result),
      p99: result.latency.p99,
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
      hitRate: cache === 'on' && answered > 0 ? counts.HIT / answered : null,
      seedSeconds,
      load: `${before.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
    } satisfies Result;
  } finally {
    await app.close();
    delete process.env.SEARCH_CACHE_ENTRIES;
  }
}

async function run(database: Database): Promise<Result[]> {
  const seedStart = performance.now();
  await seedIfEmpty(database, { hotels: HOTELS });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const results: Result[] = [];
  for (const cache of CACHE_MODES) {
    const result = await measure(database, cache, seedSeconds);
    console.log(JSON.stringify(result));
    results.push(result);
  }
  return results;
}

/** autocannon reports p90 and p97.5; p95 is interpolated between them. */
function percentile95(result: autocannon.Result): number {
  return (
    Math.round(
      (result.latency.p90 + (result.latency.p97_5 - result.latency.p90) * (5 / 7.5)) * 10,
    ) / 10
  );
}

function table(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.driver} | ${r.cache} | ${HOTELS} | ${CONNECTIONS} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${r.hitRate === null ? '–' : `${Math.round(r.hitRate * 100)} %`} | ${r.errors} | ≤ ${TARGETS_MS[r.driver]} ms: ${r.p95 <= TARGETS_MS[r.driver] ? 'met' : 'NOT met'} | ${r.seedSeconds.toFixed(0)} s | ${r.load} |`,
  );
  return [
    '| database | search cache | hotels | connections | p50 ms | p95 ms | p99 ms | req/s | cache hits | errors | p95 target | seed | load (1 min) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const results: Result[] = [];
if (DATABASES.includes('pglite')) {
  const pglite = await createDatabase({ memory: true });
  try {
    results.push(...(await run(pglite)));
  } finally {
    await pglite.close();
  }
}
if (DATABASES.includes('postgres') && process.env.DATABASE_URL) {
  const postgres = await createDatabase({ url: process.env.DATABASE_URL });
  try {
    results.push(...(await run(postgres)));
  } finally {
    await postgres.close();
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const section = `## Search with facets (\`npm run bench:api\`)\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${SECONDS} s per run after a 3 s warm-up; the request mix (bench/search.bench.ts) cycles 384 pages of 24 cards (places, filters, sorts, pages 0–2), each followed by the facets of the same search. "search cache on" is the API as it runs, after each request of the mix was sent once; "off" computes every answer (from the in-memory search index, ADR 0017).\n\n${table(results)}\n`;
console.log(`\n${section}`);
if (WRITE_REPORT) {
  const previous = (() => {
    try {
      return readFileSync(REPORT, 'utf8');
    } catch {
      return '# Benchmarks\n\n';
    }
  })();
  const marker = '## Search with facets';
  const start = previous.indexOf(marker);
  // The section ends where the next "## " heading starts; what follows it is kept.
  const end = start < 0 ? -1 : previous.indexOf('\n## ', start + marker.length);
  const before = start < 0 ? previous : previous.slice(0, start);
  const after = end < 0 ? '' : previous.slice(end + 1);
  // Formatted as `npm run format:check` expects it.
  const report = `${before.trimEnd()}\n\n${section}${after ? `\n${after}` : ''}`;
  const options = await prettier.resolveConfig(REPORT);
  writeFileSync(REPORT, await prettier.format(report, { ...options, filepath: REPORT }));
}
