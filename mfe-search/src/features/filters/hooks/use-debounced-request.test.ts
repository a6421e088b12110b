import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useDebouncedRequest } from './use-debounced-request';
import { fakeTimers } from '@shop/test-support';

beforeEach(() => {
  fakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets timers and resolved promises run. */
const run = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe('useDebouncedRequest', () => {
  it('CRIT-005, SRCH-027: the first key goes at once, later ones after 500 ms of quiet', async () => {
    const fetcher = jest.fn(async (key: string) => `answer ${key}`);
    const { result, rerender } = renderHook(({ key }) => useDebouncedRequest(key, fetcher), {
      initialProps: { key: 'a' as string | null },
    });
    expect(result.current.loading).toBe(true);
    await run(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ data: 'answer a', loading: false });

    rerender({ key: 'b' });
    await run(300);
    rerender({ key: 'c' });
    await run(300);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // The previous answer stays while the new one is awaited.
    expect(result.current).toMatchObject({ data: 'answer a', loading: true });
    await run(200);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[1]?.[0]).toBe('c');
    expect(result.current).toMatchObject({ data: 'answer c', loading: false });

    // Closed (null) then reopened: at once again.
    rerender({ key: null });
    rerender({ key: 'd' });
    await run(0);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('drops a stale answer and reports a failure with a retry', async () => {
    let fail = true;
    const fetcher = jest.fn(
      (key: string, signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          setTimeout(() => (fail ? reject(new Error('down')) : resolve(key)), 100);
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const { result, rerender } = renderHook(({ key }) => useDebouncedRequest(key, fetcher), {
      initialProps: { key: 'a' },
    });
    await run(150);
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.loading).toBe(false);
    fail = false;
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ error: undefined, loading: true });
    await run(150);
    expect(result.current).toMatchObject({ data: 'a', loading: false });

    rerender({ key: 'b' });
    await run(550);
    rerender({ key: 'c' });
    // b was asked for but c replaced it: b's answer never shows.
    await run(1000);
    expect(result.current.data).toBe('c');
    expect(fetcher.mock.calls.map(([key]) => key)).toEqual(['a', 'a', 'b', 'c']);
  });
});
