import fc from 'fast-check';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { safeParse, z } from 'zod/mini';
import { API_TIMEOUT_MS, ApiRequestError, fetchApiChecked, isApiError } from './client';
import { ERROR_CODES } from './error-codes';
import { apiErrorSchema } from './errors';
import { fetchApi } from './fetch-api';
import { fetchApiLazy } from './fetch-api-lazy';
import { fixture } from './fixture';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

function answer(status: number, body: unknown) {
  stubGlobal(
    'fetch',
    jest.fn<FunctionLike>(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

afterEach(() => {
  unstubAllGlobals();
});

const isList = (body: unknown): body is number[] => Array.isArray(body);

describe('ADR 0008 ADR 0019 API calls without zod on the first load', () => {
  it('ADR 0019: the error-body check accepts exactly what apiErrorSchema accepts', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          error: fc.oneof(fc.constantFrom(...ERROR_CODES), fc.string()),
          message: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
          extra: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(body, (value) => {
        expect(isApiError(value)).toBe(safeParse(apiErrorSchema, value).success);
      }),
      { numRuns: 1000 },
    );
  });

  it('ADR 0008: an error answer keeps its code and message; an unknown body becomes HTTP_ERROR', async () => {
    answer(
      404,
      fixture(apiErrorSchema, { error: 'NOT_FOUND', message: 'id: no such offer' }, 'error body'),
    );
    const known = await failureOf(fetchApiChecked('/api/x', isList));
    expect([known.status, known.code, known.message]).toEqual([
      404,
      'NOT_FOUND',
      'id: no such offer',
    ]);
    // Deliberately off-contract: GATEWAY is no error code of the API (a proxy's answer, say).
    answer(502, { error: 'GATEWAY', message: 'down' });
    const unknown = await failureOf(fetchApiChecked('/api/x', isList));
    expect([unknown.status, unknown.code, unknown.message]).toEqual([
      502,
      'HTTP_ERROR',
      'HTTP 502',
    ]);
  });

  it('ADR 0014: fetchApiChecked returns an accepted answer and rejects another as CONTRACT', async () => {
    answer(200, [1, 2]);
    await expect(fetchApiChecked('/api/x', isList)).resolves.toEqual([1, 2]);
    answer(200, { items: [] });
    expect((await failureOf(fetchApiChecked('/api/x', isList))).code).toBe('CONTRACT');
  });

  it('ADR 0008: fetchApi checks the answer with its contract schema', async () => {
    const schema = z.object({ count: z.int() });
    answer(200, { count: 3, extra: true });
    await expect(fetchApi('/api/x', schema)).resolves.toEqual({ count: 3 });
    answer(200, { count: 'three' });
    expect((await failureOf(fetchApi('/api/x', schema))).code).toBe('CONTRACT');
  });

  it('ADR 0102: fetchApiLazy checks the answer with the schema it loads with the call', async () => {
    const schema = z.object({ count: z.int() });
    const load = jest.fn(async () => schema);
    answer(200, { count: 3, extra: true });
    await expect(fetchApiLazy('/api/x', load)).resolves.toEqual({ count: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    answer(200, { count: 'three' });
    expect((await failureOf(fetchApiLazy('/api/x', load))).code).toBe('CONTRACT');
    answer(404, { error: 'NOT_FOUND', message: 'no such page' });
    expect((await failureOf(fetchApiLazy('/api/x', load))).code).toBe('NOT_FOUND');
  });

  it('ADR 0102: a schema that cannot be downloaded fails the call as the network does', async () => {
    answer(200, { count: 3 });
    const error = await failureOf(
      fetchApiLazy('/api/x', async () => {
        throw new Error('Loading chunk 264 failed.');
      }),
    );
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'NETWORK',
      'Loading chunk 264 failed.',
    ]);
  });

  it('ADR 0008: a network failure is status 0, code NETWORK', async () => {
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () => {
        throw new TypeError('offline');
      }),
    );
    const error = await failureOf(fetchApiChecked('/api/x', isList));
    expect([error.status, error.code, error.message]).toEqual([0, 'NETWORK', 'offline']);
  });
});

describe('a call that takes too long (BEY-011)', () => {
  /** A fetch that answers only when aborted, as a hanging API does. */
  function hang() {
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(
        (_url: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
  }
  afterEach(() => {
    jest.useRealTimers();
  });

  it('BEY-011: fails as TIMEOUT after API_TIMEOUT_MS instead of waiting for ever', async () => {
    jest.useFakeTimers();
    hang();
    const call = failureOf(fetchApi('/api/slow', z.object({})));
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('BEY-011: the caller may still abort it (a network failure, not a timeout)', async () => {
    hang();
    const controller = new AbortController();
    const call = failureOf(fetchApi('/api/slow', z.object({}), { signal: controller.signal }));
    controller.abort();
    expect(await call).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
