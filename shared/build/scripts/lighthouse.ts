/**
 * Lighthouse budget (ARCHITECTURE §5, ADR 0021): the mobile scores of the shop's main pages on the
 * production build, Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU) in
 * Debian's Chromium. A page below a minimum fails `npm run budget`.
 *
 * Scores move by a few points between runs on a shared 2-core machine: a page below a minimum is
 * run again, up to five runs, and the best score of each category kept. On a host too slow to
 * judge speed (../host.ts, ADR 0107) the performance score and LCP are printed, not enforced.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../chromium';
import type { HostFitness } from '../host';

/**
 * Minimum scores (0–100) per category; see ADR 0021 for the measured figures behind them. Every
 * page measured is served as HTML and paints before its code (issue 16, ADR 0100): 96–100 on
 * this machine, held at the issue's 90 for search pages.
 */
export const LIGHTHOUSE_MINIMUMS = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
} as const;

/**
 * Pages held below a minimum while the cause is open, each at its measured figure less a few
 * points so a further fall still fails (ADR 0021 update, issue 10). None now; the last ones:
 */
// `/` measured 74 (one run, 2026-11-26) after issue 14's content home landed and was held at
// 70; served and hydrated in place (issue 16) it scored 89–97 (fresh-clone CIs of 2026-11-27,
// ADR 0090, ADR 0092): the hold is gone, the minimum applies.
// The three search paths scored 69–79 rendered in the browser (fresh-clone CIs of 2026-11-27,
// held at 66 then); served as HTML (issue 16, ADR 0097) and without a Suspense boundary per card,
// 96–99 (the gift search's TBT of 800–900 ms was the hydration of 24 card boundaries): the holds
// are gone, the minimum applies.
const HELD_PERFORMANCE: Readonly<Record<string, number>> = {};

/**
 * Issue 16's targets for the served pages: largest contentful paint and layout shift of the best
 * run (0.65–1.3 s and 0–0.003 measured, ADR 0100).
 */
export const LCP_MAXIMUM_MS = 1500;
export const CLS_MAXIMUM = 0.02;

type Category = keyof typeof LIGHTHOUSE_MINIMUMS;
const CATEGORIES = Object.keys(LIGHTHOUSE_MINIMUMS) as Category[];

const minimumOf = (path: string, category: Category): number =>
  category === 'performance'
    ? (HELD_PERFORMANCE[path] ?? LIGHTHOUSE_MINIMUMS.performance)
    : LIGHTHOUSE_MINIMUMS[category];

/**
 * Two of the shopper's own pages, served as a frame (ADR 0101): a checkout with its form (issue
 * 12: performance ≥ 90) and the account's "Check my booking". Issue 16's LCP target is not
 * theirs: on a first visit their largest paint is the cookie banner's text, which says nothing of
 * the page's own (docs/benchmarks.md gives both).
 */
const FRAMED_PAGES = ['/checkout/activity/500001', '/account'] as const;
const holdsLcpTarget = (path: string) => !(FRAMED_PAGES as readonly string[]).includes(path);

/**
 * The pages measured: the home page, the three search paths, the stay, hotel and activity pages,
 * a landing and a static page, the gift setup and gift card pages, and the framed pages above (a
 * 404 answer, the not-found page, is not audited by Lighthouse).
 */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/search',
  '/activities/search',
  '/gift/search',
  '/weekend/1',
  '/hotel/1',
  '/activity/500001',
  '/landing/selection-2',
  '/page/faq',
  '/gifting/1',
  '/giftcard/customization',
  ...FRAMED_PAGES,
] as const;

/**
 * Attempts per page while a score is below its minimum. On this 2-core virtual machine one
 * page's performance varies by ±10 points between runs minutes apart (docs/benchmarks.md): the
 * minimum stays; a page fails when none of five runs reaches it.
 */
const RUNS = 5;

export interface LighthouseRow {
  path: string;
  runs: number;
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time of the best performance run, in ms. */
  lcpMs: number;
  tbtMs: number;
  /**
   * The lowest Cumulative Layout Shift of the runs: like the scores, the best of the runs (a
   * shift one run saw, from a late answer on the shared cores, is audited again).
   */
  cls: number;
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no report'}`,
    );
  }
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
      Category,
      number
    >,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

type Audit = Awaited<ReturnType<typeof audit>>;

const belowMinimum = (path: string, scores: Record<Category, number>) =>
  CATEGORIES.filter((category) => scores[category] < minimumOf(path, category));

/**
 * What a page's best run misses of the minimums and of the LCP and CLS targets; without
 * `speed` (a host too slow to judge them, ../host.ts), not the performance minimum nor LCP.
 */
function misses(row: LighthouseRow, speed: boolean): string[] {
  const categories = belowMinimum(row.path, row.scores).filter(
    (category) => speed || category !== 'performance',
  );
  const found = categories.map(
    (category) =>
      `${row.path}: Lighthouse ${category} ${row.scores[category]} < ${minimumOf(row.path, category)}`,
  );
  if (speed && holdsLcpTarget(row.path) && row.lcpMs > LCP_MAXIMUM_MS)
    found.push(`${row.path}: LCP ${row.lcpMs} ms > ${LCP_MAXIMUM_MS} ms`);
  if (row.cls > CLS_MAXIMUM) found.push(`${row.path}: CLS ${row.cls.toFixed(3)} > ${CLS_MAXIMUM}`);
  return found.map((miss) => `${miss} (best of ${row.runs} runs)`);
}

/**
 * The best score per category over the runs and the lowest CLS; LCP and TBT of the best
 * performance run.
 */
function best(path: string, runs: readonly Audit[]): LighthouseRow {
  const fastest = runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.max(...runs.map((run) => run.scores[category]))]),
  ) as Record<Category, number>;
  return {
    path,
    runs: runs.length,
    scores,
    lcpMs: fastest.lcpMs,
    tbtMs: fastest.tbtMs,
    cls: Math.min(...runs.map((run) => run.cls)),
  };
}

/**
 * Audits every page; pushes a line to `failures` for each score below its minimum (the
 * performance minimum and LCP only on a host that can judge speed).
 */
export async function lighthouseScores(
  base: string,
  failures: string[],
  host: HostFitness,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH.args],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const url = `${base}${path}?lng=en`;
      const runs: Audit[] = [];
      const errors: string[] = [];
      // Audited again while a score is below its minimum, up to RUNS attempts. An attempt
      // Lighthouse itself could not record (a runtime error such as NO_NAVSTART, which asks to
      // "run Lighthouse again") uses one attempt; the page fails when no attempt gave a report.
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        try {
          runs.push(await audit(url, chrome.port));
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
          continue;
        }
        if (misses(best(path, runs), host.enforcesSpeed).length === 0) break;
      }
      if (runs.length === 0) {
        failures.push(...errors);
        continue;
      }
      const row = best(path, runs);
      failures.push(...misses(row, host.enforcesSpeed));
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export function printLighthouse(rows: readonly LighthouseRow[], host: HostFitness): void {
  console.log(
    `\nLighthouse mobile scores (minimums: ${CATEGORIES.map((category) => `${category} ${LIGHTHOUSE_MINIMUMS[category]}`).join(', ')}; LCP ≤ ${LCP_MAXIMUM_MS} ms but on framed pages, CLS ≤ ${CLS_MAXIMUM}${host.enforcesSpeed ? '' : '; performance and LCP not enforced on this host'}):\n`,
  );
  console.log(
    `${'page'.padEnd(24)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}${'best practices'.padStart(16)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'runs'.padStart(6)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(24)}${String(row.scores.performance).padStart(12)}${String(row.scores.accessibility).padStart(15)}${String(row.scores['best-practices']).padStart(16)}${String(row.lcpMs).padStart(8)}${String(row.tbtMs).padStart(8)}${row.cls.toFixed(3).padStart(7)}${String(row.runs).padStart(6)}`,
    );
  }
}
