import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Fetch = typeof globalThis.fetch;

/**
 * Lets the server render call the shop's API the way the browser does (issue 16, ADR 0088): the
 * apps' fetchers ask for `/api/…`, an address relative to the page, which Node's fetch refuses.
 * Such a call is answered by this gateway's own API in-process (Fastify's inject: no socket, no
 * port); every other address goes to Node's fetch unchanged. The call comes from `remoteAddress`,
 * the visitor's (default inject's 127.0.0.1): per-client limits count the visitor's page render
 * as the visitor's own calls (the search's bot check, ADR 0105), never one budget for everyone.
 */
export function serverFetch(
  app: Pick<FastifyInstance, 'inject'>,
  next: Fetch,
  remoteAddress?: string,
): Fetch {
  return async (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? null : input.url;
    if (address === null || !address.startsWith('/')) return next(input, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const method = (init?.method ?? 'GET').toUpperCase() as InjectOptions['method'];
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const answer = await app.inject({
      method,
      url: address,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The API of the render running in this async context, if any, and its visitor's address. */
const renderingApp = new AsyncLocalStorage<{
  app: Pick<FastifyInstance, 'inject'>;
  remoteAddress: string | undefined;
}>();
let installed = false;

/**
 * Runs a server render with `app` answering its relative calls: the process's fetch is wrapped
 * once, and only calls made within such a render (followed through promises by Node's async
 * context) go to an app, from `remoteAddress` (the visitor's); every other call is Node's fetch
 * as before.
 */
export function withServerFetch<T>(
  app: Pick<FastifyInstance, 'inject'>,
  render: () => Promise<T>,
  remoteAddress?: string,
): Promise<T> {
  if (!installed) {
    installed = true;
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const current = renderingApp.getStore();
      return current
        ? serverFetch(current.app, original, current.remoteAddress)(input, init)
        : original(input, init);
    };
  }
  return renderingApp.run({ app, remoteAddress }, render);
}
