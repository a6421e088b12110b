import { expect } from '@jest/globals';

export interface PollOptions {
  /** ms; default 1000 */
  timeout?: number;
  /** ms; default 50 */
  interval?: number;
}

// The real timers, even when a test fakes them.
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * Calls `callback` until it neither throws nor rejects, and returns its value; the last error
 * once `timeout` ms have passed. For node tests: DOM tests use @testing-library/react's waitFor.
 */
export async function waitFor<T>(
  callback: () => T | Promise<T>,
  { timeout = 1000, interval = 50 }: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await callback();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await pause(interval);
    }
  }
}

type Matchers = ReturnType<typeof expect>;
type Polled = {
  [K in keyof Matchers]: Matchers[K] extends (...args: infer A) => unknown
    ? (...args: A) => Promise<void>
    : never;
};

/**
 * `await poll(() => value).toBe(expected)`: the assertion is retried on a fresh value until it
 * passes or `timeout` ms have passed. `.not` works as with expect.
 */
export function poll<T>(
  read: () => T | Promise<T>,
  options: PollOptions = {},
): Polled & { not: Polled } {
  const matchers = (negated: boolean): Polled & { not: Polled } =>
    new Proxy({} as Polled & { not: Polled }, {
      get: (_, name) => {
        if (name === 'not') return negated ? undefined : matchers(true);
        if (typeof name !== 'string' || name === 'then') return undefined;
        return (...args: unknown[]) =>
          waitFor(async () => {
            const assertion = negated ? expect(await read()).not : expect(await read());
            const matcher = (assertion as unknown as Record<string, (...a: unknown[]) => unknown>)[
              name
            ];
            if (typeof matcher !== 'function') throw new TypeError(`poll: no matcher ${name}`);
            await matcher(...args);
          }, options);
      },
    });
  return matchers(false);
}
