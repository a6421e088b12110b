/**
 * Search benchmark (issue 3 §8): search with facets on a large catalogue at 50 concurrent
 * connections, on PGlite and (when DATABASE_URL is set) on PostgreSQL. Prints p50/p95/p99 latency
 * and requests per second, and records them in docs/benchmarks.md.
 *
 *   npm run bench:api                              # PGlite (in memory)
 *   bash .ci/with-postgres.sh npm run bench:api    # PGlite, then PostgreSQL
 *
 * BENCH_HOTELS (default 20000), BENCH_SECONDS (default 20), BENCH_CONNECTIONS (default 50).
 */
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { seedIfEmpty } from '../src/seed/index';

const HOTELS = Number(process.env.BENCH_HOTELS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGETS_MS = { pglite: 60, postgres: 25 } as const;
const REPORT = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');

/** A realistic mix: a page of 24 cards with filters and sort, then the facets of the same search. */
function requests(): autocannon.Request[] {
  const bodies = [
    { locale: 'fr_FR', criteria: { country: 1 }, sort: 'priceQuality', page: 0, pageSize: 24 },
    { locale: 'es_ES', filters: { stars: [4, 5] }, sort: 'priceAsc', page: 1, pageSize: 24 },
    { locale: 'nl_BE', filters: { minHotelReviewScore: 8 }, sort: 'promo', page: 0, pageSize: 24 },
    { locale: 'it_IT', sort: 'popularity', page: 2, pageSize: 24 },
  ];
  const facetQueries = [
    'locale=fr_FR&country=1',
    'locale=es_ES&stars=4,5',
    'locale=nl_BE&minHotelReviewScore=8',
    'locale=it_IT',
  ];
  return bodies.flatMap((body, index) => [
    {
      method: 'POST',
      path: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    { method: 'GET', path: `/api/facets.json?${facetQueries[index]}` },
  ]);
}

interface Result {
  driver: Database['driver'];
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  seedSeconds: number;
}

async function run(database: Database): Promise<Result> {
  const seedStart = performance.now();
  await seedIfEmpty(database, { hotels: HOTELS });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const app = buildApp({
    db: database,
    logger: false,
    tokenSecret: 'bench-secret-0123456789abcdef0123',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    // Warm-up: plans cached, pages in memory.
    await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 10,
      duration: 3,
      requests: requests(),
    });
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: requests(),
    });
    return {
      driver: database.driver,
      p50: result.latency.p50,
      p95: percentile95(result),
      p99: result.latency.p99,
      rps: result.requests.average,
      errors: result.errors,
      non2xx: result.non2xx,
      seedSeconds,
    };
  } finally {
    await app.close();
  }
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
      `| ${r.driver} | ${HOTELS} | ${CONNECTIONS} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${r.errors + r.non2xx} | ≤ ${TARGETS_MS[r.driver]} ms: ${r.p95 <= TARGETS_MS[r.driver] ? 'met' : 'NOT met'} | ${r.seedSeconds.toFixed(0)} s |`,
  );
  return [
    '| database | hotels | connections | p50 ms | p95 ms | p99 ms | req/s | errors | p95 target | seed |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const results: Result[] = [];
const pglite = await createDatabase({ memory: true });
try {
  results.push(await run(pglite));
} finally {
  await pglite.close();
}
if (process.env.DATABASE_URL) {
  const postgres = await createDatabase({ url: process.env.DATABASE_URL });
  try {
    results.push(await run(postgres));
  } finally {
    await postgres.close();
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const section = `## Search with facets (\`npm run bench:api\`)\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${SECONDS} s per database after a 3 s warm-up; the request mix alternates a page of 24 cards (criteria, filters, sort) and the facets of the same search.\n\n${table(results)}\n`;
console.log(`\n${section}`);
const previous = (() => {
  try {
    return readFileSync(REPORT, 'utf8');
  } catch {
    return '# Benchmarks\n\n';
  }
})();
const marker = '## Search with facets';
const kept = previous.includes(marker) ? previous.slice(0, previous.indexOf(marker)) : previous;
writeFileSync(REPORT, `${kept.trimEnd()}\n\n${section}`);
