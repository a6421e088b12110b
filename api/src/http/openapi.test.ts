import { createTestApp, type TestApp } from '../testing/test-app';
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
});
