import { cacheKey, SearchCache, searchCacheOptionsFromEnv } from './answer-cache';
import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@shop/test-support';

/** A cache over a version the test moves, and a clock the test moves. */
function setup(options: ConstructorParameters<typeof SearchCache>[1] = {}) {
  const state = { version: 1, now: 0, versionReads: 0 };
  const cache = new SearchCache(
    async () => {
      state.versionReads += 1;
      return state.version;
    },
    { versionTtlMs: 1000, now: () => state.now, ...options },
  );
  let computations = 0;
  /** The answer's JSON text, and where it came from. */
  const read = async (answer: Promise<{ body: Buffer; status: string }>) => {
    const { body, status } = await answer;
    return { json: body.toString(), status };
  };
  const compute = (answer: unknown) => async () => {
    computations += 1;
    return answer;
  };
  return { state, cache, compute, read, computations: () => computations };
}

describe('search answer cache (ADR 0012)', () => {
  it('API-002: the same search twice is computed once and answered with the same JSON', async () => {
    const { cache, compute, read, computations } = setup();
    const first = await read(cache.answer('a', compute({ exactMatch: [1, 2] })));
    const second = await read(cache.answer('a', compute({ exactMatch: [9] })));
    expect(first).toEqual({ json: '{"exactMatch":[1,2]}', status: 'MISS' });
    expect(second).toEqual({ json: '{"exactMatch":[1,2]}', status: 'HIT' });
    expect(computations()).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('API-002: identical searches in flight share one computation', async () => {
    const { cache, computations } = setup();
    let release: (answer: unknown) => void = () => undefined;
    let started = 0;
    const slow = () =>
      new Promise<unknown>((resolve) => {
        started += 1;
        release = resolve;
      });
    const answers = Promise.all([cache.answer('a', slow), cache.answer('a', slow)]);
    await waitFor(() => expect(started).toBe(1));
    release({ n: 1 });
    expect((await answers).map((answer) => answer.body.toString())).toEqual(['{"n":1}', '{"n":1}']);
    expect(computations()).toBe(0);
    expect(started).toBe(1);
  });

  it('API-001 / API-002: a new catalogue version, seen once the version is read again, empties the cache', async () => {
    const { state, cache, compute, read, computations } = setup();
    await cache.answer('a', compute('old'));
    state.version = 2;
    state.now = 999;
    // Still trusted: the version is read at most once per second.
    expect(await read(cache.answer('a', compute('new')))).toEqual({ json: '"old"', status: 'HIT' });
    state.now = 1000;
    expect(await read(cache.answer('a', compute('new')))).toEqual({
      json: '"new"',
      status: 'MISS',
    });
    expect(computations()).toBe(2);
    expect(state.versionReads).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 1, version: 2 });
  });

  it('API-002: drops the least recently used answers beyond its entry and byte limits', async () => {
    const { cache, compute } = setup({ maxEntries: 2 });
    await cache.answer('a', compute('a'));
    await cache.answer('b', compute('b'));
    await cache.answer('a', compute('a'));
    await cache.answer('c', compute('c'));
    expect((await cache.answer('a', compute('a'))).status).toBe('HIT');
    expect((await cache.answer('b', compute('b'))).status).toBe('MISS');

    const small = setup({ maxBytes: 10 });
    await small.cache.answer('a', small.compute('12345'));
    await small.cache.answer('b', small.compute('12345'));
    expect(small.cache.stats()).toMatchObject({ entries: 1, bytes: 7 });
    expect((await small.cache.answer('a', small.compute('12345'))).status).toBe('MISS');
    await small.cache.answer('big', small.compute('a text longer than ten bytes'));
    expect((await small.cache.answer('big', small.compute('x'))).status).toBe('MISS');
  });

  it('API-002: keeps no failure, and computes every answer when turned off', async () => {
    const { cache, compute } = setup();
    await expect(
      cache.answer('a', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect((await cache.answer('a', compute('fine'))).status).toBe('MISS');

    const off = setup({ maxEntries: 0 });
    expect(await off.read(off.cache.answer('a', off.compute(1)))).toEqual({
      json: '1',
      status: 'BYPASS',
    });
    expect(await off.read(off.cache.answer('a', off.compute(2)))).toEqual({
      json: '2',
      status: 'BYPASS',
    });
    expect(off.state.versionReads).toBe(0);
  });

  it('API-002: a key ignores the order of fields and the fields left undefined', () => {
    expect(cacheKey({ b: 1, a: { d: [2, 1], c: undefined } })).toBe(
      cacheKey({ a: { d: [2, 1] }, b: 1 }),
    );
    expect(cacheKey({ a: [1, 2] })).not.toBe(cacheKey({ a: [2, 1] }));
  });

  it('reads its limits from the environment and refuses a wrong value', () => {
    expect(
      searchCacheOptionsFromEnv({
        SEARCH_CACHE_ENTRIES: '0',
        SEARCH_CACHE_MB: '2',
        CATALOGUE_VERSION_TTL_MS: '',
      }),
    ).toEqual({ maxEntries: 0, maxBytes: 2 * 2 ** 20, versionTtlMs: 1000 });
    expect(() => searchCacheOptionsFromEnv({ SEARCH_CACHE_ENTRIES: 'many' })).toThrow(
      'SEARCH_CACHE_ENTRIES must be a number ≥ 0, got "many"',
    );
    expect(() => searchCacheOptionsFromEnv({ CATALOGUE_VERSION_TTL_MS: '-5' })).toThrow(
      'CATALOGUE_VERSION_TTL_MS must be a number ≥ 0, got "-5"',
    );
  });
});
