/**
 * Issue 16's targets for a server-rendered page (default the product page, /weekend/1; PAGE=
 * another served page), measured on the production build
 * (PGlite): one request at a time, p95 ≤ 60 ms (RUNS requests, default 100, after a warm-up), and
 * at 20 concurrent for SECONDS (default 5) ≥ 100 pages/s with no error. Every answer must be a
 * served page (its HTML carries the page's data), not the browser-rendered fallback. Prints the
 * figures; exits 1 when a target is missed (the two speed targets only on a host that can judge
 * speed, ../host.ts, ADR 0107; an error or a page not served always). Run: `npm run bench:render`
 * (the apps built first).
 */
import { SERVER_DATA_ID } from '@shop/platform/server-render';
import { hostFitness } from '../host';
import { startShop } from './shop-server';

const PORT = Number(process.env.BENCH_PORT ?? 4328);
const PATH = process.env.PAGE ?? '/weekend/1';
const RUNS = Number(process.env.RUNS ?? 100);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 5);
const P95_BUDGET_MS = Number(process.env.P95_BUDGET_MS ?? 60);
const RATE_TARGET = Number(process.env.RATE_TARGET ?? 100);

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** One page request; its time in ms, or an Error when it is not a served page. */
async function requestPage(url: string): Promise<number | Error> {
  const started = performance.now();
  try {
    const response = await fetch(url);
    const html = await response.text();
    if (!response.ok) return new Error(`${response.status} for ${url}`);
    if (!html.includes(`id="${SERVER_DATA_ID}"`)) return new Error(`not server-rendered: ${url}`);
    return performance.now() - started;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const host = hostFitness();
console.log(host.summary);
const shop = await startShop(PORT, { lowPriority: false });
let failed = false;
try {
  const url = `${shop.base}${PATH}`;
  for (let warm = 0; warm < 20; warm += 1) await requestPage(url);

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await requestPage(url);
    if (result instanceof Error) throw result;
    times.push(result);
  }
  const p95 = percentile(times, 95);
  console.log(
    `${PATH} one at a time (${RUNS}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target p95 ≤ ${P95_BUDGET_MS} ms)`,
  );
  if (host.enforcesSpeed && p95 > P95_BUDGET_MS) failed = true;

  const end = performance.now() + SECONDS * 1000;
  const concurrent: number[] = [];
  const errors: Error[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const result = await requestPage(url);
        if (result instanceof Error) errors.push(result);
        else concurrent.push(result);
      }
    }),
  );
  const rate = concurrent.length / SECONDS;
  console.log(
    `${PATH} at ${CONCURRENCY} concurrent (${SECONDS} s): ${rate.toFixed(0)} pages/s, p50 ${percentile(concurrent, 50).toFixed(0)} ms, p99 ${percentile(concurrent, 99).toFixed(0)} ms, ${errors.length} errors (target ≥ ${RATE_TARGET} pages/s, none)`,
  );
  if (errors.length > 0) console.error(errors[0]);
  if ((host.enforcesSpeed && rate < RATE_TARGET) || errors.length > 0) failed = true;
} finally {
  shop.stop();
}
process.exit(failed ? 1 : 0);
