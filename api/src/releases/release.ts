/**
 * Making a release (issue 17 §1, ADR 0080): the app's production build, in a folder named by its
 * version (package version + content hash), recorded in the app's release log; older releases are
 * pruned, keeping the last N.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../gateway/apps';
import {
  actor,
  isReleaseApp,
  readReleaseLog,
  readReleaseState,
  releaseFolder,
  releasesToPrune,
  writeReleaseLog,
  type ReleaseRecord,
} from './state';

/** Releases kept per app when RELEASE_KEEP is not set. */
export const DEFAULT_KEEP = 5;

export function keepCount(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.RELEASE_KEEP);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_KEEP;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** A hash of every file's path and bytes: the same build gives the same version. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

export interface ReleaseResult {
  version: string;
  created: boolean;
  pruned: string[];
}

/**
 * Turns a built folder into a release of `app`: moves it to <dir>/<app>/<version>/ (the version
 * also goes into its manifest's buildInfo, which the shell reports failures with), records it,
 * prunes. Releasing the same content twice gives the same version and records it once.
 */
/** Writes the release's version into a build's manifest (its data-release, BEY-012). */
function stampVersion(manifestFile: string, version: string): void {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData?: { buildInfo?: Record<string, unknown> };
  };
  if (manifest.metaData) {
    manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  }
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

export function publishRelease(
  dir: string,
  app: string,
  built: string,
  options: { packageVersion: string; keep: number; by: string; commit?: string },
): ReleaseResult {
  if (!isReleaseApp(app)) throw new Error(`Unknown app "${app}"`);
  if (!existsSync(path.join(built, 'mf-manifest.json'))) {
    throw new Error(`${built} has no mf-manifest.json: not a build of ${app}`);
  }
  const version = `${options.packageVersion}+${contentHash(built)}`;
  const target = releaseFolder(dir, app, version);
  const records = readReleaseLog(dir, app);
  const created = !existsSync(target);
  if (created) {
    // The browser's manifest and the server build's (ADR 0088) say the same release.
    stampVersion(path.join(built, 'mf-manifest.json'), version);
    const serverManifest = path.join(built, 'server', 'mf-manifest.json');
    if (existsSync(serverManifest)) stampVersion(serverManifest, version);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(built, target);
  } else {
    rmSync(built, { recursive: true, force: true });
  }
  if (!records.some((record) => record.version === version)) {
    const record: ReleaseRecord = {
      app,
      version,
      createdAt: new Date().toISOString(),
      by: options.by,
      ...(options.commit ? { commit: options.commit } : {}),
    };
    records.push(record);
  }
  const pruned = releasesToPrune(records, options.keep, readReleaseState(dir).apps[app]);
  for (const old of pruned) rmSync(releaseFolder(dir, app, old), { recursive: true, force: true });
  writeReleaseLog(
    dir,
    app,
    records.filter((record) => !pruned.includes(record.version)),
  );
  return { version, created, pruned };
}

/** A staging folder inside the releases folder (same file system: the final move is a rename). */
export function stagingFolder(dir: string, app: string): string {
  const folder = path.join(dir, '.staging', `${app}-${randomUUID()}`);
  mkdirSync(path.dirname(folder), { recursive: true });
  return folder;
}

/** Builds `app` for production into `out` (dist/ is left alone). */
export function buildInto(app: string, out: string): void {
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: path.join(REPO_ROOT, app),
      env: { ...process.env, BUILD_OUT_DIR: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Copies an existing build (`--dist`), e.g. one a CI job made earlier. */
export function copyBuild(from: string, out: string): void {
  cpSync(from, out, { recursive: true });
}

export function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

export function packageVersion(app: string): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, app, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

export { actor };
