import { buildApp } from '../app';
import {
  createTestDatabase,
  createTestApp,
  TEST_TOKEN_SECRET,
  type TestApp,
} from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('OpenAPI document (issue 3 §6)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  it('GET /api/openapi.json describes the routes from their contract schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: { name: string; in: string; required: boolean }[];
            responses: Record<string, unknown>;
            requestBody?: unknown;
          }
        >
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const detail = document.paths['/api/weekend/{id}/detail.json']?.get;
    expect(detail?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'locale', in: 'query', required: true }),
      ]),
    );
    expect(detail?.responses).toHaveProperty('200');
    expect(document.paths['/api/logs']?.post?.requestBody).toBeDefined();
    expect(document.paths['/api/care/login']?.post).toBeDefined();
  });

  it('GET /api/docs is a browsable page of the same document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('GET /api/weekend/{id}/detail.json');
    expect(response.body).not.toContain('<script');
  });

  it('issue 15: every route the server registers is in the document (and nothing else)', async () => {
    // Collects what Fastify registers, from the root, before the API plugin loads.
    const database = await createTestDatabase();
    const app = buildApp({ db: database, tokenSecret: TEST_TOKEN_SECRET, logger: false });
    const registered = new Set<string>();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        // Fastify ":param" → OpenAPI "{param}"
        registered.add(`${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    });
    await app.ready();
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    await app.close();
    await database.close();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    // The document and the page that shows it are not operations of the API.
    registered.delete('get /api/openapi.json');
    registered.delete('get /api/docs');
    expect([...registered].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route)).sort()).toEqual([]);
    expect(documented).toContain('get /api/care/session');
    expect(documented).toContain('post /api/care/logout');
  });
});
