import type { ZodMiniType } from 'zod/mini';
import { ApiRequestError, callApi } from './client';

/**
 * A contract schema loaded with the first answer it checks (ADR 0102), e.g.
 * `() => import(/* webpackExports: ["quoteSchema"] *\/ '@shop/api-contract').then((m) => m.quoteSchema)`.
 */
export type LazySchema<T> = () => Promise<ZodMiniType<T>>;

/** What the check needs of zod, loaded with the first call (the module's exports are tree-shaken). */
const loadZod = () => import(/* webpackExports: ["safeParse"] */ 'zod/mini');

/**
 * fetchApi with its schema loaded with the call rather than with the page (ADR 0102): the answer,
 * the schema and zod download together, so a page whose first data came with its HTML (issue 16)
 * downloads neither zod nor the schema before it is interactive, and any other waits for the
 * longer of the two. The answer is checked exactly as fetchApi checks it; a schema that cannot
 * be downloaded fails the call as a network failure does.
 */
export async function fetchApiLazy<T>(
  url: string,
  schema: LazySchema<T>,
  init?: RequestInit,
): Promise<T> {
  const checker = Promise.all([schema(), loadZod()]).catch((error: unknown) => {
    throw new ApiRequestError(
      0,
      'NETWORK',
      error instanceof Error ? error.message : 'The answer’s check could not be loaded',
    );
  });
  // Both start now; either failure fails the call.
  const [{ status, body }, [loaded, { safeParse }]] = await Promise.all([
    callApi(url, init),
    checker,
  ]);
  const parsed = safeParse(loaded, body);
  if (!parsed.success)
    throw new ApiRequestError(status, 'CONTRACT', `Unexpected answer from ${url}`);
  return parsed.data;
}
