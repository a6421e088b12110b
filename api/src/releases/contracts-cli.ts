/**
 * npm run contracts            checks the current builds (<app>/dist) against the previous
 *                              releases' contracts (api/src/releases/previous/*.json), both ways
 * npm run contracts -- --record [--root <checkout>]
 *                              records the live releases (RELEASES_DIR), else the dist/ builds
 *                              of <checkout> (default this one), as the new "previous" contracts:
 *                              run it when a release reaches production (ADR 0081).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '@shop/platform/routes';
import { REMOTE_APPS, REPO_ROOT } from '../gateway/apps';
import {
  contractOf,
  shellConsumes,
  skewProblems,
  widgetConsumes,
  type AppContract,
} from './contracts';
import { readReleaseState, releaseFolder, releasesDir } from './state';

const PREVIOUS = path.join(import.meta.dirname, 'previous');
const APPS = ['shell', ...REMOTES.map((remote) => REMOTE_APPS[remote])];
const FEDERATION_NAMES = Object.fromEntries(REMOTES.map((remote) => [REMOTE_APPS[remote], remote]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function consumesOf(app: string): string[] {
  if (app === 'shell') return shellConsumes();
  return sourceFiles(path.join(REPO_ROOT, app, 'src')).flatMap((file) =>
    widgetConsumes(readFileSync(file, 'utf8')),
  );
}

async function libraries(): Promise<Record<string, string[]>> {
  const [platform, i18n] = await Promise.all([import('@shop/platform'), import('@shop/i18n')]);
  return { '@shop/platform': Object.keys(platform).sort(), '@shop/i18n': Object.keys(i18n).sort() };
}

async function contractFromFolder(app: string, folder: string): Promise<AppContract | undefined> {
  const file = path.join(folder, 'mf-manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof contractOf>[1];
  return contractOf(
    app,
    manifest,
    consumesOf(app),
    app === 'shell' ? await libraries() : undefined,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { record: { type: 'boolean', default: false }, root: { type: 'string' } },
  });
  const root = values.root ? path.resolve(values.root) : REPO_ROOT;
  if (values.record) {
    const dir = releasesDir();
    const live = readReleaseState(dir);
    for (const app of APPS) {
      const version = live.apps[app]?.current;
      const folder = version ? releaseFolder(dir, app, version) : path.join(root, app, 'dist');
      const contract = await contractFromFolder(app, folder);
      if (!contract) {
        console.error(`${app}: no build at ${folder}; its previous contract is kept`);
        continue;
      }
      writeFileSync(path.join(PREVIOUS, `${app}.json`), `${JSON.stringify(contract, null, 2)}\n`);
      console.error(`${app}: recorded ${contract.release}`);
    }
    return;
  }
  const current: Record<string, AppContract> = {};
  const previous: Record<string, AppContract> = {};
  for (const app of APPS) {
    const contract = await contractFromFolder(app, path.join(root, app, 'dist'));
    if (!contract) throw new Error(`No build of ${app}: run "npm run build" first`);
    current[app] = contract;
    const fixture = path.join(PREVIOUS, `${app}.json`);
    if (existsSync(fixture))
      previous[app] = JSON.parse(readFileSync(fixture, 'utf8')) as AppContract;
  }
  const problems = skewProblems(current, previous, FEDERATION_NAMES);
  if (problems.length > 0) {
    console.error(
      `Version skew contracts failed:\n  ${problems.join('\n  ')}\n` +
        'A new page or widget: release the app that exposes it first, then record the live ' +
        'releases (npm run contracts -- --record) and commit api/src/releases/previous/ (ADR 0081).',
    );
    process.exit(1);
  }
  console.log(
    `Version skew contracts: ${APPS.length} apps, current ↔ previous (${Object.values(previous)
      .map((contract) => `${contract.app} ${contract.release}`)
      .join(', ')}): ok`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
