import type { FastifyInstance, RouteOptions } from 'fastify';
import { type core, toJSONSchema } from 'zod/mini';

interface CollectedRoute {
  method: string;
  url: string;
  schema: NonNullable<RouteOptions['schema']>;
}

type JsonSchema = Record<string, unknown>;

function isZod(value: unknown): value is core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!isZod(schema)) return undefined;
  try {
    const { $schema: _ignored, ...rest } = toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    return rest;
  } catch {
    return undefined;
  }
}

/** Query-string, path and header schemas become OpenAPI parameters, one per property. */
function parameters(schema: unknown, where: 'query' | 'path' | 'header'): JsonSchema[] {
  const json = jsonSchema(schema, 'input');
  const properties = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document of every route registered with contract schemas (issue 3 §6). */
export function buildOpenApiDocument(routes: readonly CollectedRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { method, url, schema } of routes) {
    const operation: JsonSchema = {
      parameters: [
        ...parameters(schema.params, 'path'),
        ...parameters(schema.querystring, 'query'),
        ...parameters(schema.headers, 'header'),
      ],
      responses: {
        default: {
          description: 'Error: { error, message }',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
    };
    const body = jsonSchema(schema.body, 'input');
    if (body)
      operation.requestBody = { required: true, content: { 'application/json': { schema: body } } };
    const response = schema.response as Record<string, unknown> | undefined;
    for (const [status, responseSchema] of Object.entries(response ?? {})) {
      const json = jsonSchema(responseSchema, 'output');
      if (json) {
        (operation.responses as JsonSchema)[status] = {
          description: `HTTP ${status}`,
          content: { 'application/json': { schema: json } },
        };
      }
    }
    paths[toOpenApiPath(url)] = { ...paths[toOpenApiPath(url)], [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Weekend Shop API',
      version: '0.1.0',
      description:
        'Money in cents; locale one of fr_FR, es_ES, fr_BE, nl_BE, nl_NL, it_IT. Bad input answers 400 with "<field>: <problem>".',
    },
    paths,
    components: {
      schemas: {
        ApiError: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A browsable page of the same document: no script, so it works under the API's strict CSP. */
export function renderApiDocs(document: JsonSchema): string {
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  const sections = Object.entries(paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2><details><summary>Parameters, body and answers</summary><pre>${escapeHtml(JSON.stringify(operation, null, 2))}</pre></details></section>`,
      ),
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Weekend Shop API</title></head><body><main><h1>Weekend Shop API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. ${escapeHtml(String((document.info as JsonSchema).description))}</p>${sections.join('')}</main></body></html>`;
}

/**
 * Collects every route registered after it in this context, and serves /openapi.json and /docs.
 * Register it before the routes.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Every route is listed, with or without a schema (issue 15: the document is complete).
    if (route.url.endsWith('/openapi.json') || route.url.endsWith('/docs')) return;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema ?? {} });
    }
  });
  let document: JsonSchema | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(routes));
  app.get('/openapi.json', async () => getDocument());
  app.get('/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiDocs(getDocument())),
  );
}
