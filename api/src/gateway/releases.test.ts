import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readDeployment } from '../http/deployment';
import { canaryBucket, writeReleaseState } from '../releases/state';
import { IMMUTABLE, VISITOR_COOKIE, registerGateway } from './gateway';
import { loadRegistryDocument } from './registry';

const V1 = '0.1.0+aaaaaaaa01';
const V2 = '0.1.0+bbbbbbbb02';
const SHELL_V = '0.1.0+5e115e1101';

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const manifest = (version: string) =>
  JSON.stringify({
    metaData: {
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    exposes: [
      { path: './HomePage', assets: { js: { sync: ['home.11111111.js'] }, css: { sync: [] } } },
    ],
  });

/** A visitor id whose bucket for mfe-content's candidate V2 is below (true) or above 50. */
function visitorIn(canary: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `visitor-${i}-0000`;
    if (canaryBucket(id, 'mfe-content', V2) < 50 === canary) return id;
  }
}

describe('gateway and releases (issue 17, ADR 0080)', () => {
  let root: string;
  let releases: string;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'gateway-releases-'));
    releases = path.join(root, 'releases');
    write(
      path.join(root, 'shell/dist/index.html'),
      '<html><head><title>dist shell</title></head></html>',
    );
    write(path.join(root, 'shell/dist/main.js'), '/* dist main */');
    write(path.join(root, 'mfe-content/dist/mf-manifest.json'), manifest('0.1.0'));
    for (const version of [V1, V2]) {
      const folder = path.join(releases, 'mfe-content', version);
      write(path.join(folder, 'mf-manifest.json'), manifest(version));
      write(path.join(folder, 'remoteEntry.js'), `/* ${version} */`);
      write(path.join(folder, 'home.11111111.js'), '/* home */');
      write(path.join(folder, 'home.11111111.js.map'), '{}');
    }
    const shell = path.join(releases, 'shell', SHELL_V);
    write(
      path.join(shell, 'index.html'),
      '<html><head><title>released shell</title></head></html>',
    );
    write(path.join(shell, 'main.js'), '/* released main */');
    write(path.join(shell, 'bootstrap.22222222.js'), '/* released bootstrap */');
    gateway = Fastify({ logger: false });
    await registerGateway(gateway, {
      root,
      releasesDir: releases,
      registry: loadRegistryDocument({}),
      deployment: readDeployment({}),
    });
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => writeReleaseState(releases, { apps: {} }));

  const get = (url: string, cookie?: string) =>
    gateway.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const registry = async (cookie?: string) =>
    (await get('/registry.json', cookie)).json<{
      remotes: Record<string, string>;
      releases?: Record<string, string>;
    }>();

  it('without releases the registry points at the dist folders, as before', async () => {
    const doc = await registry();
    expect(doc.remotes.mfe_content).toBe('/apps/mfe-content/mf-manifest.json');
    expect(doc.releases).toBeUndefined();
    expect((await get('/')).body).toContain('dist shell');
  });

  it('BEY-010: a promotion is served on the next request, without a restart; so is a rollback', async () => {
    writeReleaseState(releases, { apps: { 'mfe-content': { current: V1, history: [] } } });
    expect(await registry()).toMatchObject({
      remotes: { mfe_content: `/releases/mfe-content/${V1}/mf-manifest.json` },
      releases: { mfe_content: V1 },
    });
    writeReleaseState(releases, { apps: { 'mfe-content': { current: V2, history: [V1] } } });
    expect((await registry()).releases?.mfe_content).toBe(V2);
    // The page preloads the live release's files.
    const page = await get('/');
    expect(page.body).toContain(`/releases/mfe-content/${V2}/home.11111111.js`);
    writeReleaseState(releases, { apps: { 'mfe-content': { current: V1, history: [] } } });
    expect((await registry()).releases?.mfe_content).toBe(V1);
  });

  it('release files are immutable; registry and HTML are no-cache; maps and tricks are not served', async () => {
    const file = await get(`/releases/mfe-content/${V1}/remoteEntry.js`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`/* ${V1} */`);
    expect(file.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(
      (await get(`/releases/mfe-content/${V1}/mf-manifest.json`)).headers['cache-control'],
    ).toBe(IMMUTABLE);
    expect((await get('/registry.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    for (const url of [
      `/releases/mfe-content/${V1}/home.11111111.js.map`,
      `/releases/mfe-content/${V1}/missing.js`,
      '/releases/registry.json',
      '/releases/mfe-content/releases.json',
      `/releases/mfe-evil/${V1}/remoteEntry.js`,
      `/releases/mfe-content/..%2F..%2Fshell/dist/main.js`,
      `/releases/mfe-content/${V1}/..%2F..%2F..%2Fshell%2Fdist%2Fmain.js`,
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('a 50 % canary splits visitors by their id cookie, each always on the same version', async () => {
    writeReleaseState(releases, {
      apps: { 'mfe-content': { current: V1, history: [], canary: { version: V2, percent: 50 } } },
    });
    const inside = `${VISITOR_COOKIE}=${visitorIn(true)}`;
    const outside = `${VISITOR_COOKIE}=${visitorIn(false)}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await registry(inside)).releases?.mfe_content).toBe(V2);
      expect((await registry(outside)).releases?.mfe_content).toBe(V1);
    }
    // A first visit gets the experiments' visitor id (SHELL-055) with the page that used it.
    const first = await get('/');
    expect(String(first.headers['set-cookie'])).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}; Path=/; Max-Age=31536000; SameSite=Lax$`),
    );
    expect(VISITOR_COOKIE).toBe('shop_visitor');
    expect((await get('/registry.json', inside)).headers.vary).toContain('Cookie');
  });

  it('a promoted shell serves its own HTML and files at the site root', async () => {
    writeReleaseState(releases, { apps: { shell: { current: SHELL_V, history: [] } } });
    expect((await get('/')).body).toContain('released shell');
    expect((await get('/search')).body).toContain('released shell');
    const main = await get('/main.js');
    expect(main.body).toBe('/* released main */');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect((await get('/bootstrap.22222222.js')).headers['cache-control']).toBe(IMMUTABLE);
    writeReleaseState(releases, { apps: {} });
    expect((await get('/main.js')).body).toBe('/* dist main */');
  });
});
