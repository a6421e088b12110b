/**
 * Independent releases (issue 17, ADR 0080): the files under RELEASES_DIR and how the gateway
 * turns them into the runtime registry.
 *
 *   <dir>/<app>/<version>/…   one immutable release (the app's build, its mf-manifest.json)
 *   <dir>/<app>/releases.json the app's release log (newest last)
 *   <dir>/registry.json       which version of each app is live, and its canary (atomic writes)
 *   <dir>/audit.log           one JSON line per promotion, rollback or canary change
 *
 * An app without an entry in registry.json is served from its dist/ folder as before releases.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@shop/platform/routes';
import { REMOTE_APPS, REPO_ROOT } from '../gateway/apps';

/** The apps that can be released: the shell and every remote, by folder name. */
export const RELEASE_APPS = ['shell', ...REMOTES.map((remote) => REMOTE_APPS[remote])] as const;
export type ReleaseApp = string;

/** Where the releases live: RELEASES_DIR, or releases/ at the repository root. */
export function releasesDir(env: NodeJS.ProcessEnv = process.env, root = REPO_ROOT): string {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(root, 'releases');
}

/** Version folder names: semver with build metadata, e.g. 0.1.0+3f2a9c1b. No path tricks. */
export const VERSION_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{8,}$/;

export function isReleaseApp(app: string): boolean {
  return (RELEASE_APPS as readonly string[]).includes(app);
}

export function remoteOfApp(app: string): RemoteName | undefined {
  return REMOTES.find((remote) => REMOTE_APPS[remote] === app);
}

export interface Canary {
  version: string;
  /** Share of visitors, 0–100, sent to the candidate. */
  percent: number;
}

export interface AppLiveState {
  current: string;
  /** Versions live before `current`, newest last: what `rollback` returns to. */
  history: string[];
  canary?: Canary;
}

export interface ReleaseState {
  apps: Record<string, AppLiveState>;
}

export interface ReleaseRecord {
  app: string;
  version: string;
  createdAt: string;
  by: string;
  commit?: string;
}

export interface AuditEntry {
  at: string;
  by: string;
  action: 'promote' | 'rollback' | 'canary' | 'canary-stop';
  app: string;
  from?: string;
  to?: string;
  canary?: Canary;
  forced?: boolean;
}

export const stateFile = (dir: string) => path.join(dir, 'registry.json');
export const auditFile = (dir: string) => path.join(dir, 'audit.log');
export const releaseLogFile = (dir: string, app: string) => path.join(dir, app, 'releases.json');
export const releaseFolder = (dir: string, app: string, version: string) =>
  path.join(dir, app, version);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads registry.json defensively: unknown apps and malformed entries are dropped. */
export function parseReleaseState(input: unknown): ReleaseState {
  const apps: Record<string, AppLiveState> = {};
  const source = isRecord(input) && isRecord(input.apps) ? input.apps : {};
  for (const app of RELEASE_APPS) {
    const entry = source[app];
    if (!isRecord(entry) || typeof entry.current !== 'string') continue;
    if (!VERSION_PATTERN.test(entry.current)) continue;
    const history = Array.isArray(entry.history)
      ? entry.history.filter((v): v is string => typeof v === 'string' && VERSION_PATTERN.test(v))
      : [];
    const live: AppLiveState = { current: entry.current, history };
    const canary = entry.canary;
    if (
      isRecord(canary) &&
      typeof canary.version === 'string' &&
      VERSION_PATTERN.test(canary.version) &&
      typeof canary.percent === 'number' &&
      canary.percent > 0 &&
      canary.percent <= 100
    ) {
      live.canary = { version: canary.version, percent: canary.percent };
    }
    apps[app] = live;
  }
  return { apps };
}

/** Writes a file so readers see the old or the new content, never half of it. */
export function writeAtomic(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

export function readReleaseState(dir: string): ReleaseState {
  const file = stateFile(dir);
  if (!existsSync(file)) return { apps: {} };
  return parseReleaseState(JSON.parse(readFileSync(file, 'utf8')));
}

export function writeReleaseState(dir: string, state: ReleaseState): void {
  writeAtomic(stateFile(dir), `${JSON.stringify(state, null, 2)}\n`);
}

/**
 * The gateway's view of registry.json: re-read when the file changes (its modification time and
 * size), so a promotion is served on the next request without a restart. A file that cannot be
 * read keeps the last good state (a half-configured deployment must not take the site down).
 */
export function createReleaseStateReader(dir: string): () => ReleaseState {
  let cached: { key: string; state: ReleaseState } | undefined;
  return () => {
    const file = stateFile(dir);
    let key: string;
    try {
      const stats = statSync(file);
      key = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    } catch {
      return { apps: {} };
    }
    if (cached?.key === key) return cached.state;
    try {
      const state = parseReleaseState(JSON.parse(readFileSync(file, 'utf8')));
      cached = { key, state };
      return state;
    } catch (error) {
      console.error(`Release registry ${file} unreadable; keeping the last good one`, error);
      return cached?.state ?? { apps: {} };
    }
  };
}

export function readReleaseLog(dir: string, app: string): ReleaseRecord[] {
  const file = releaseLogFile(dir, app);
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? (parsed as ReleaseRecord[]) : [];
}

export function writeReleaseLog(dir: string, app: string, records: ReleaseRecord[]): void {
  writeAtomic(releaseLogFile(dir, app), `${JSON.stringify(records, null, 2)}\n`);
}

export function appendAudit(dir: string, entry: AuditEntry): void {
  mkdirSync(dir, { recursive: true });
  appendFileSync(auditFile(dir), `${JSON.stringify(entry)}\n`);
}

export function readAudit(dir: string): AuditEntry[] {
  const file = auditFile(dir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditEntry);
}

/**
 * Which releases pruning deletes: all but the newest `keep`, never one that is live (current,
 * canary) or the one a rollback would return to.
 */
export function releasesToPrune(
  records: readonly ReleaseRecord[],
  keep: number,
  live: AppLiveState | undefined,
): string[] {
  const protectedVersions = new Set<string>(
    [live?.current, live?.canary?.version, live?.history.at(-1)].filter(
      (v): v is string => typeof v === 'string',
    ),
  );
  const kept = new Set(records.slice(-Math.max(keep, 1)).map((record) => record.version));
  return records
    .map((record) => record.version)
    .filter((version) => !kept.has(version) && !protectedVersions.has(version));
}

/**
 * The canary bucket of a visitor for one app's candidate, 0–99: stable for the same visitor id
 * and candidate, independent between apps and between candidates.
 */
export function canaryBucket(visitorId: string, app: string, candidate: string): number {
  const digest = createHash('sha256').update(`${app}\n${candidate}\n${visitorId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The version of `app` this visitor is served: the canary's when their bucket falls in its share. */
export function versionFor(live: AppLiveState, app: string, visitorId: string | undefined): string {
  const { canary } = live;
  if (!canary || !visitorId) return live.current;
  return canaryBucket(visitorId, app, canary.version) < canary.percent
    ? canary.version
    : live.current;
}

/** Who is acting, for the audit log: RELEASE_ACTOR, else the OS user. */
export function actor(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE_ACTOR ?? env.USER ?? env.USERNAME) {
    return (env.RELEASE_ACTOR ?? env.USER ?? env.USERNAME) as string;
  }
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
