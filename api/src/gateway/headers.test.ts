import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readDeployment, type Deployment } from '../http/deployment';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerGateway } from './gateway';
import type { RegistryDocument } from './registry';

const REGISTRY: RegistryDocument = {
  remotes: {},
  flags: {},
  environment: { production: true, indexing: false },
};

/** The whole shop (API + pages) as serve.ts builds it, for one deployment. */
async function shop(root: string, deployment: Deployment): Promise<TestApp> {
  return createTestApp({
    deployment,
    before: (app) => registerGateway(app, { root, registry: REGISTRY, deployment }),
  });
}

describe('security headers and leaks (issue 15 §3, §6)', () => {
  let root: string;
  let tls: TestApp;
  let local: TestApp;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'gateway-headers-'));
    const dist = path.join(root, 'shell', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(path.join(dist, '165.0123abcd.js'), 'console.log(1);');
    writeFileSync(
      path.join(dist, '165.0123abcd.js.map'),
      '{"version":3,"sources":["src/secret.ts"]}',
    );
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
    tls = await shop(root, readDeployment({ NODE_ENV: 'production', SHOP_HOSTS: 'shop.example' }));
    local = await shop(root, readDeployment({}));
  }, 90_000);

  afterAll(async () => {
    await tls.close();
    await local.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  const get = (ctx: TestApp, url: string) => ctx.app.inject({ method: 'GET', url });

  it('issue 15 §6: the API keeps its strict CSP; pages get theirs', async () => {
    const api = await get(tls, '/api/health');
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    const page = await get(tls, '/search');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // ASVS 5.0 V3.4.3, V3.4.4, V3.4.5 on every kind of answer.
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers['content-security-policy']).toContain("base-uri 'none'");
    for (const response of [api, page]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('issue 15 §6: X-Frame-Options and frame-ancestors agree (DENY / none) on pages and API', async () => {
    for (const url of ['/api/health', '/search', '/165.0123abcd.js']) {
      const response = await get(tls, url);
      expect({ url, xfo: response.headers['x-frame-options'] }).toEqual({ url, xfo: 'DENY' });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('issue 15 §3: HSTS on pages and API over TLS (configured), on neither over local http', async () => {
    for (const url of ['/api/health', '/search', '/']) {
      expect((await get(tls, url)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await get(local, url)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('issue 15 §6: source maps are not served', async () => {
    expect((await get(tls, '/165.0123abcd.js')).statusCode).toBe(200);
    for (const ctx of [tls, local]) {
      const map = await get(ctx, '/165.0123abcd.js.map');
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    }
  });

  it('ADR 0088: an app’s server build is not served (the gateway runs it)', async () => {
    for (const ctx of [tls, local]) {
      for (const url of [
        '/server/remoteEntry.js',
        '/apps/mfe-content/server/remoteEntry.js',
        '/releases/mfe-content/1.0.0/server/remoteEntry.js',
      ]) {
        const answer = await get(ctx, url);
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
        expect(answer.body).not.toContain('module.exports');
      }
    }
  });

  it('issue 15 §6: a long /api path answers a JSON 404, not static 403', async () => {
    for (const url of [
      `/api/front/purchase/orders/${'a'.repeat(300)}`,
      `/api/${'x/'.repeat(200)}`,
      `/api/${'y'.repeat(5000)}`,
    ]) {
      const response = await get(tls, url);
      expect({ url: url.slice(0, 40), status: response.statusCode }).toEqual({
        url: url.slice(0, 40),
        status: 404,
      });
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('issue 15 §6: framework errors outside the API routes use {error, message}', async () => {
    const cases = [
      await tls.app.inject({ method: 'GET', url: `/apps/${'z'.repeat(5000)}.js` }),
      await tls.app.inject({
        method: 'POST',
        url: '/search',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      await tls.app.inject({ method: 'DELETE', url: '/registry.json' }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json() as object).sort()).toEqual(['error', 'message']);
    }
  });
});
