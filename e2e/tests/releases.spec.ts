import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './test';
import { VISITOR_COOKIE } from '../../shared/platform/src/experiments';
import { canaryBucket } from '../../api/src/releases/state';
import { consentedStorageState, expectShell } from './helpers';

/**
 * Issue 17 (ADR 0080): releases, promotion, rollback, canary and the smoke check, against a
 * server of its own whose RELEASES_DIR is a temporary folder: the other suites, their server and
 * the working tree never see these releases. mfe-content is built once; the "changed" and the
 * "broken" releases are edited copies of that build, released with `--dist`.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

let dir: string;
let server: ChildProcess;
let base: string;
const versions: Record<'a' | 'b' | 'broken' | 'skewed', string> = {
  a: '',
  b: '',
  broken: '',
  skewed: '',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One release command, as a team runs it; its exit status, stdout and stderr. */
function cli(...args: string[]) {
  const run = spawnSync(NODE, [TSX, 'api/src/releases/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: dir, RELEASE_ACTOR: 'e2e-team' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr };
}

function mustRun(...args: string[]): string {
  const run = cli(...args);
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout.split('\n').at(-1) ?? '';
}

/** A copy of release A with `edit` applied to its files, released with --dist. */
function releaseEdited(edit: (folder: string) => void): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'release-copy-'));
  cpSync(path.join(dir, 'mfe-content', versions.a), copy, { recursive: true });
  edit(copy);
  const version = mustRun('release', 'mfe-content', '--dist', copy);
  rmSync(copy, { recursive: true, force: true });
  return version;
}

const content = (page: Page) => page.locator('[data-boundary="mfe_content"]');

/** A visitor id inside (or outside) the canary's share for candidate `version`. */
function visitorId(inCanary: boolean, version: string, percent: number): string {
  for (let i = 0; ; i += 1) {
    const id = `e2e-visitor-${i}`;
    if (canaryBucket(id, 'mfe-content', version) < percent === inCanary) return id;
  }
}

async function visitorContext(browser: Browser, id: string) {
  const context = await browser.newContext({ storageState: consentedStorageState() });
  await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: base }]);
  return context;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-releases-'));
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(NODE, [TSX, 'api/src/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_MEMORY: 'true',
      LOG_LEVEL: 'warn',
      RELEASES_DIR: dir,
      EMAIL_SENDER: 'off',
      // As the suite's own server: no search bot check (ADR 0105).
      SEARCH_BOT_CHECK_PER_MINUTE: '0',
    },
    stdio: 'ignore',
  });
  // The one build of this suite: `npm run release --workspace mfe-content`.
  versions.a = mustRun('release', 'mfe-content');
  // A changed release: another copy of the flow toggle's name, in its browser and server builds
  // alike (the home page is rendered on the server, ADR 0089, and hydrated in place, ADR 0090).
  versions.b = releaseEdited((folder) => {
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(folder, file), 'utf8');
      if (code.includes('"Stays or gifts"')) {
        writeFileSync(
          path.join(folder, file),
          code.replace('"Stays or gifts"', '"Stays or gifts, new"'),
        );
      }
    }
  });
  // A broken release: its entry throws when it starts.
  versions.broken = releaseEdited((folder) => {
    const entry = path.join(folder, 'remoteEntry.js');
    writeFileSync(entry, `throw new Error("broken release");\n${readFileSync(entry, 'utf8')}`);
  });
  // A release built for another React major: its entry asks for ^20 where the page has 19.
  versions.skewed = releaseEdited((folder) => {
    const entry = path.join(folder, 'remoteEntry.js');
    writeFileSync(
      entry,
      readFileSync(entry, 'utf8').replaceAll('requiredVersion:"^19"', 'requiredVersion:"^20"'),
    );
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The releases server did not start');
});

test.afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('issue 17: a promotion is served on the next navigation; a rollback brings the old copy back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(versions.b).not.toBe(versions.a);
  mustRun('promote', 'mfe-content', versions.a);
  await page.goto(`${base}/?lng=en`);
  await expect(content(page)).toHaveAttribute('data-release', versions.a);
  await expect(page.getByRole('navigation', { name: 'Stays or gifts', exact: true })).toBeVisible();
  const registry = await page.request.get(`${base}/registry.json`);
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const entry = await page.request.get(`${base}/releases/mfe-content/${versions.a}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Promoted while the page is open: the open page keeps its version, the next page load has B.
  mustRun('promote', 'mfe-content', versions.b);
  await expect(content(page)).toHaveAttribute('data-release', versions.a);
  await page.goto(`${base}/?lng=en`);
  await expect(content(page)).toHaveAttribute('data-release', versions.b);
  await expect(page.getByRole('navigation', { name: 'Stays or gifts, new' })).toBeVisible();

  mustRun('rollback', 'mfe-content');
  await page.goto(`${base}/?lng=en`);
  await expect(content(page)).toHaveAttribute('data-release', versions.a);
  await expect(page.getByRole('navigation', { name: 'Stays or gifts', exact: true })).toBeVisible();

  // Every change is in the audit log, with who did it.
  const audit = readFileSync(path.join(dir, 'audit.log'), 'utf8').trim().split('\n');
  expect(
    audit.map((line) => JSON.parse(line) as { action: string; by: string; to: string }),
  ).toEqual([
    expect.objectContaining({ action: 'promote', by: 'e2e-team', to: versions.a }),
    expect.objectContaining({ action: 'promote', by: 'e2e-team', to: versions.b }),
    expect.objectContaining({ action: 'rollback', by: 'e2e-team', to: versions.a }),
  ]);
});

test('issue 17: a 50 % canary splits visitors by their id, each staying on one version', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mustRun('promote', 'mfe-content', versions.b, '--canary', '50');
  const inside = await visitorContext(browser, visitorId(true, versions.b, 50));
  const outside = await visitorContext(browser, visitorId(false, versions.b, 50));
  const [pageIn, pageOut] = await Promise.all([inside.newPage(), outside.newPage()]);
  for (let visit = 0; visit < 2; visit += 1) {
    await Promise.all([pageIn.goto(`${base}/?lng=en`), pageOut.goto(`${base}/?lng=en`)]);
    await expect(content(pageIn)).toHaveAttribute('data-release', versions.b);
    await expect(content(pageOut)).toHaveAttribute('data-release', versions.a);
  }
  await Promise.all([inside.close(), outside.close()]);
  // Stopping the canary sends everyone back to the live version.
  mustRun('rollback', 'mfe-content');
});

test('issue 17: a broken release is refused by the smoke check; forced, the rest of the page works', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const refused = cli('promote', 'mfe-content', versions.broken);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/Smoke check of mfe-content .* failed/);
  expect(refused.stderr).toContain('Promotion refused');
  const live = JSON.parse(readFileSync(path.join(dir, 'registry.json'), 'utf8')) as {
    apps: Record<string, { current: string }>;
  };
  expect(live.apps['mfe-content']?.current).toBe(versions.a);

  mustRun('promote', 'mfe-content', versions.broken, '--force');
  const logs: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/logs')) logs.push(request.postData() ?? '');
  });
  await page.goto(`${base}/?lng=en`);
  await expectShell(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    content(page).getByText('This part of the page is not available right now'),
  ).toBeVisible();
  // Reported with the app and the release.
  await expect
    .poll(() =>
      logs.some(
        (body) =>
          body.includes('"app":"mfe_content"') && body.includes(`"release":"${versions.broken}"`),
      ),
    )
    .toBe(true);
  // The other apps still work: the search page renders.
  await page.goto(`${base}/search?lng=en`);
  await expect(page.locator('[data-boundary="mfe_search"] h1')).toBeVisible();

  mustRun('rollback', 'mfe-content');
  await page.goto(`${base}/?lng=en`);
  await expect(content(page)).toHaveAttribute('data-release', versions.a);
});

test("issue 17: a remote built for another major of a shared singleton runs with the page's copy; the mismatch is logged", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Not a crash: the smoke check passes, no --force needed.
  mustRun('promote', 'mfe-content', versions.skewed);
  const logs: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/logs')) logs.push(request.postData() ?? '');
  });
  await page.goto(`${base}/?lng=en`);
  await expect(content(page)).toHaveAttribute('data-release', versions.skewed);
  await expect(page.getByRole('navigation', { name: 'Stays or gifts', exact: true })).toBeVisible();
  await expect
    .poll(() =>
      logs.some(
        (body) =>
          body.includes('outside the range ^20 mfe_content was built for') &&
          body.includes(`"release":"${versions.skewed}"`),
      ),
    )
    .toBe(true);
  mustRun('rollback', 'mfe-content');
});
