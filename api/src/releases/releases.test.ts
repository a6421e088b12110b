import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { applyChange, commitChange } from './promotion';
import { checkReleaseFiles } from './smoke';
import { contentHash, publishRelease } from './release';
import {
  canaryBucket,
  createReleaseStateReader,
  parseReleaseState,
  readAudit,
  readReleaseLog,
  readReleaseState,
  releasesToPrune,
  versionFor,
  writeReleaseState,
} from './state';

const V1 = '0.1.0+aaaaaaaa01';
const V2 = '0.1.0+bbbbbbbb02';
const V3 = '0.1.0+cccccccc03';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A minimal build folder of a remote: its manifest and one chunk. */
function fakeBuild(marker: string): string {
  const built = mkdtempSync(path.join(dir, 'build-'));
  writeFileSync(
    path.join(built, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } } }),
  );
  writeFileSync(path.join(built, 'remoteEntry.js'), `/* ${marker} */`);
  mkdirSync(path.join(built, 'server'));
  writeFileSync(
    path.join(built, 'server', 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } } }),
  );
  return built;
}

const versionIn = (manifest: string): unknown =>
  (
    JSON.parse(readFileSync(manifest, 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    }
  ).metaData.buildInfo.buildVersion;

describe('releases (issue 17 §1)', () => {
  it('BEY-010: a release folder is named by package version and content hash, recorded once', () => {
    const first = publishRelease(dir, 'mfe-content', fakeBuild('a'), {
      packageVersion: '0.1.0',
      keep: 5,
      by: 'ana',
    });
    expect(first.version).toMatch(/^0\.1\.0\+[0-9a-f]{10}$/);
    const again = publishRelease(dir, 'mfe-content', fakeBuild('a'), {
      packageVersion: '0.1.0',
      keep: 5,
      by: 'ana',
    });
    expect(again).toMatchObject({ version: first.version, created: false });
    expect(readReleaseLog(dir, 'mfe-content')).toEqual([
      expect.objectContaining({ app: 'mfe-content', version: first.version, by: 'ana' }),
    ]);
    expect(contentHash(path.join(dir, 'mfe-content', first.version))).toHaveLength(10);
    // The browser's and the server's manifests both say the release (their data-release).
    const folder = path.join(dir, 'mfe-content', first.version);
    expect(versionIn(path.join(folder, 'mf-manifest.json'))).toBe(first.version);
    expect(versionIn(path.join(folder, 'server', 'mf-manifest.json'))).toBe(first.version);
  });

  it('pruning keeps the last N, and never the live, canary or rollback version', () => {
    const records = ['1', '2', '3', '4', '5'].map((n) => ({
      app: 'mfe-content',
      version: `0.1.0+${n.repeat(8)}`,
      createdAt: '',
      by: 'x',
    }));
    expect(releasesToPrune(records, 2, undefined)).toEqual([
      '0.1.0+11111111',
      '0.1.0+22222222',
      '0.1.0+33333333',
    ]);
    expect(
      releasesToPrune(records, 2, {
        current: '0.1.0+11111111',
        history: ['0.1.0+22222222'],
        canary: { version: '0.1.0+33333333', percent: 10 },
      }),
    ).toEqual([]);
  });

  it('publishing beyond RELEASE_KEEP deletes the oldest release folder', () => {
    const versions = ['a', 'b', 'c'].map(
      (marker) =>
        publishRelease(dir, 'mfe-search', fakeBuild(marker), {
          packageVersion: '0.1.0',
          keep: 2,
          by: 'ana',
        }).version,
    );
    expect(readdirSync(path.join(dir, 'mfe-search')).sort()).toEqual(
      [...versions.slice(1), 'releases.json'].sort(),
    );
  });
});

describe('promotion and rollback (issue 17 §2)', () => {
  it('BEY-010: promote moves the live version to the history; rollback returns to it, then to dist', () => {
    let state = applyChange(
      { apps: {} },
      { action: 'promote', app: 'mfe-content', version: V1 },
    ).state;
    state = applyChange(state, { action: 'promote', app: 'mfe-content', version: V2 }).state;
    expect(state.apps['mfe-content']).toEqual({ current: V2, history: [V1] });
    const back = applyChange(state, { action: 'rollback', app: 'mfe-content' });
    expect(back.state.apps['mfe-content']).toEqual({ current: V1, history: [] });
    expect(back.audit).toMatchObject({ action: 'rollback', from: V2, to: V1 });
    const toDist = applyChange(back.state, { action: 'rollback', app: 'mfe-content' });
    expect(toDist.state.apps['mfe-content']).toBeUndefined();
    expect(() => applyChange(toDist.state, { action: 'rollback', app: 'mfe-content' })).toThrow(
      /no live release/,
    );
  });

  it('a canary needs a live release; rollback stops a running canary first', () => {
    expect(() =>
      applyChange({ apps: {} }, { action: 'canary', app: 'mfe-content', version: V2, percent: 50 }),
    ).toThrow(/promote one before/);
    const live = { apps: { 'mfe-content': { current: V1, history: [] } } };
    const canary = applyChange(live, {
      action: 'canary',
      app: 'mfe-content',
      version: V2,
      percent: 50,
    });
    expect(canary.state.apps['mfe-content']?.canary).toEqual({ version: V2, percent: 50 });
    const stopped = applyChange(canary.state, { action: 'rollback', app: 'mfe-content' });
    expect(stopped.state.apps['mfe-content']).toEqual({ current: V1, history: [] });
    expect(stopped.audit.action).toBe('canary-stop');
  });

  it('commitChange writes registry.json and logs who, when and what', () => {
    for (const version of [V1, V2])
      mkdirSync(path.join(dir, 'mfe-content', version), { recursive: true });
    commitChange(
      dir,
      { action: 'promote', app: 'mfe-content', version: V1 },
      { env: { RELEASE_ACTOR: 'ana' } },
    );
    commitChange(
      dir,
      { action: 'promote', app: 'mfe-content', version: V2 },
      { env: { RELEASE_ACTOR: 'bo' } },
    );
    commitChange(dir, { action: 'rollback', app: 'mfe-content' }, { env: { RELEASE_ACTOR: 'cy' } });
    expect(readReleaseState(dir).apps['mfe-content']).toEqual({ current: V1, history: [] });
    const audit = readAudit(dir);
    expect(audit.map(({ by, action, to }) => [by, action, to])).toEqual([
      ['ana', 'promote', V1],
      ['bo', 'promote', V2],
      ['cy', 'rollback', V1],
    ]);
    expect(Date.parse(audit[0]?.at ?? '')).not.toBeNaN();
    expect(() => commitChange(dir, { action: 'promote', app: 'mfe-content', version: V3 })).toThrow(
      /No release/,
    );
  });

  it('the reader sees a new registry.json on the next call, and drops malformed entries', () => {
    const read = createReleaseStateReader(dir);
    expect(read()).toEqual({ apps: {} });
    writeReleaseState(dir, { apps: { 'mfe-content': { current: V1, history: [] } } });
    expect(read().apps['mfe-content']?.current).toBe(V1);
    writeReleaseState(dir, { apps: { 'mfe-content': { current: V2, history: [V1] } } });
    expect(read().apps['mfe-content']?.current).toBe(V2);
    expect(
      parseReleaseState({
        apps: {
          'mfe-content': { current: '../../etc' },
          'mfe-evil': { current: V1 },
          shell: { current: V1 },
        },
      }),
    ).toEqual({ apps: { shell: { current: V1, history: [] } } });
  });
});

describe('canary bucketing (issue 17 §3)', () => {
  it('a visitor always gets the same bucket, and about the canary share of visitors get it', () => {
    expect(canaryBucket('visitor-1', 'mfe-content', V2)).toBe(
      canaryBucket('visitor-1', 'mfe-content', V2),
    );
    const live = { current: V1, history: [], canary: { version: V2, percent: 30 } };
    const served = Array.from({ length: 2000 }, (_, i) =>
      versionFor(live, 'mfe-content', `visitor-${i}`),
    );
    const share = served.filter((version) => version === V2).length / served.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
    expect(versionFor(live, 'mfe-content', undefined)).toBe(V1);
    expect(versionFor({ ...live, canary: { version: V2, percent: 100 } }, 'mfe-content', 'x')).toBe(
      V2,
    );
  });
});

describe('smoke check, files (issue 17 §5)', () => {
  it('a release missing a file its manifest names, or without a readable manifest, is reported', async () => {
    const folder = fakeBuild('x');
    writeFileSync(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'HomePage', assets: { js: { sync: ['home.1.js'], async: [] } } }],
      }),
    );
    expect((await checkReleaseFiles(folder)).problems).toEqual(['missing file home.1.js']);
    writeFileSync(path.join(folder, 'home.1.js'), '');
    expect((await checkReleaseFiles(folder)).problems).toEqual([]);
    // The shell (a host) is checked through the files its page names.
    writeFileSync(path.join(folder, 'index.html'), '<script defer src="/main.js"></script>');
    expect((await checkReleaseFiles(folder, true)).problems).toEqual(['missing file main.js']);
    writeFileSync(path.join(folder, 'main.js'), '');
    expect((await checkReleaseFiles(folder, true)).problems).toEqual([]);
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{ not json');
    expect((await checkReleaseFiles(folder)).problems).toEqual([
      expect.stringMatching(/^mf-manifest.json unreadable/),
    ]);
  });
});
