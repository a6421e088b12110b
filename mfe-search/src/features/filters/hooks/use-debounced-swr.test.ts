import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useDebouncedSWR } from './use-debounced-swr';
import { fakeTimers } from '@shop/test-support';

/** A fresh SWR cache per test. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map() } }, children);

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

describe('useDebouncedSWR', () => {
  it('CRIT-005, SRCH-027: the first key goes at once, later ones after 500 ms of quiet', async () => {
    const fetcher = jest.fn(async (key: string) => `answer ${key}`);
    const { result, rerender } = renderHook(({ key }) => useDebouncedSWR('test', key, fetcher), {
      initialProps: { key: 'a' as string | null },
      wrapper,
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

  it('never shows a stale answer and reports a failure with a retry', async () => {
    let fail = true;
    const fetcher = jest.fn(
      (key: string) =>
        new Promise<string>((resolve, reject) => {
          // b answers after c: its late answer must not replace c's.
          const delay = key === 'b' ? 900 : 100;
          setTimeout(() => (fail ? reject(new Error('down')) : resolve(key)), delay);
        }),
    );
    const { result, rerender } = renderHook(({ key }) => useDebouncedSWR('test', key, fetcher), {
      initialProps: { key: 'a' },
      wrapper,
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
    // b was asked for but c replaced it: b's late answer never shows.
    for (let step = 0; step < 10; step += 1) {
      await run(200);
      expect(result.current.data).not.toBe('b');
    }
    expect(result.current).toMatchObject({ data: 'c', loading: false });
    expect(fetcher.mock.calls.map(([key]) => key)).toEqual(['a', 'a', 'b', 'c']);
  });
});
