import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { memoised } from '../http/request-memo';
import { productPageExists } from '../product';
import { createTestApp, type TestApp } from '../testing/test-app';
import { IMMUTABLE, registerGateway } from './gateway';
import { HASH_GATE_PATH, HASH_GATE_SCRIPT } from './hash-gate';
import type { RegistryDocument } from './registry';

const REGISTRY: RegistryDocument = {
  remotes: {},
  flags: {},
  environment: { production: false, indexing: false },
};

/** A folder with a shell build of only its index.html, as the gateway's `root`. */
function shellRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>Weekend Shop</title></head><body></body></html>',
  );
  return root;
}

describe('gateway page status (SHELL-011, issue 11: unknown product → 404)', () => {
  let root: string;
  let ctx: TestApp;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    root = shellRoot();
    ctx = await createTestApp();
    gateway = Fastify({ logger: false });
    await registerGateway(gateway, {
      root,
      registry: REGISTRY,
      pageExists: productPageExists(ctx.database.orm),
    });
    await gateway.ready();
  }, 60_000);

  afterAll(async () => {
    await gateway.close();
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  const status = async (url: string) => (await gateway.inject({ method: 'GET', url })).statusCode;

  it('an address no route knows answers the shell with 404 (the not-found page)', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Weekend Shop</title>');
  });

  it('issue 11: an existing product page answers 200, an unknown or non-numeric id 404 with the same page', async () => {
    expect(await status('/weekend/1')).toBe(200);
    expect(await status('/weekend/1?lng=en#checkin=2026-05-01')).toBe(200);
    for (const url of [
      '/weekend/999999',
      '/weekend/abc',
      '/weekend/0',
      '/weekend/-4',
      '/weekend/1.5',
      '/weekend/2147483648',
      '/weekend/%20',
    ]) {
      const response = await gateway.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain('<title>Weekend Shop</title>');
    }
  });

  it('issue 11: an existing hotel page answers 200, an unknown or non-numeric hotel id 404', async () => {
    expect(await status('/hotel/1')).toBe(200);
    expect(await status('/hotel/1?lng=en#checkin=2026-05-01&anchor=products')).toBe(200);
    for (const url of ['/hotel/999999', '/hotel/abc', '/hotel/0', '/hotel/-4', '/hotel/1.5']) {
      const response = await gateway.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain('<title>Weekend Shop</title>');
    }
  });

  it('ADR 0088: a server-rendered page whose server build is missing is served to render in the browser', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/page/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Weekend Shop</title>');
    expect(response.body).not.toContain('id="server-data"');
  });

  it('other pages are not checked: the home and search pages answer 200', async () => {
    expect(await status('/')).toBe(200);
    expect(await status('/search')).toBe(200);
  });

  it('ADR 0097: serves the hash gate as a script cached for good; a page rendered in the browser does not run it', async () => {
    const gate = await gateway.inject({ method: 'GET', url: HASH_GATE_PATH });
    expect(gate.statusCode).toBe(200);
    expect(gate.headers['content-type']).toContain('text/javascript');
    expect(gate.headers['cache-control']).toBe(IMMUTABLE);
    expect(gate.body).toBe(HASH_GATE_SCRIPT);
    const page = await gateway.inject({ method: 'GET', url: '/search' });
    expect(page.body).not.toContain(HASH_GATE_PATH);
  });
});

describe('gateway page requests (ADR 0098)', () => {
  let root: string;
  let gateway: FastifyInstance;
  let reads = 0;
  const readStay = () => {
    reads += 1;
    return Promise.resolve({ id: 1 });
  };

  beforeAll(async () => {
    root = shellRoot();
    // A file where a page lives: the page is served, not the file.
    writeFileSync(path.join(root, 'shell', 'dist', 'contact'), 'not the contact page');
    gateway = Fastify({ logger: false });
    await registerGateway(gateway, {
      root,
      registry: REGISTRY,
      // The existence check and the head read the same stay, as the product domain's do.
      pageExists: async () => (await memoised('stay:1', readStay)).id === 1,
      seo: {
        pageHead: async () => {
          await memoised('stay:1', readStay);
          return null;
        },
        sitemapUrls: () => Promise.resolve([]),
      },
    });
    await gateway.ready();
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('the parts serving one page share its reads; the next request reads again', async () => {
    reads = 0;
    expect((await gateway.inject({ method: 'GET', url: '/weekend/1' })).statusCode).toBe(200);
    expect(reads).toBe(1);
    expect((await gateway.inject({ method: 'GET', url: '/weekend/1' })).statusCode).toBe(200);
    expect(reads).toBe(2);
  });

  it('an address of the route table is the page, whatever file the shell folder holds there', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/contact' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Weekend Shop</title>');
    const head = await gateway.inject({ method: 'HEAD', url: '/contact' });
    expect(head.statusCode).toBe(200);
  });
});
