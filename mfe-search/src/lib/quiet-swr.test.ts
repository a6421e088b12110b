import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, jest } from '@jest/globals';
import { quietCall, useQuiet } from './quiet-swr';

const fresh = ({ children }: { children: React.ReactNode }) =>
  createElement(
    SWRConfig,
    { value: { provider: () => new Map() } },
    createElement(Suspense, { fallback: null }, children),
  );

describe('quiet calls on SWR', () => {
  it('SRCH-064: a failure settles as the empty value, never a rejection', async () => {
    const call = quietCall(async (_key: readonly [string]) => {
      throw new Error('HTTP 500');
    }, [] as number[]);
    await expect(call.fetch(['a'])).resolves.toEqual([]);
  });

  it('asks a key once: a second reader is served from the cache; a null key asks nothing', async () => {
    const fetcher = jest.fn(async ([, text]: readonly [string, string]) => text.length);
    const call = quietCall(fetcher, 0);
    const { result } = await act(async () =>
      renderHook(
        () => [
          useQuiet(call, ['length', 'abc']),
          useQuiet(call, ['length', 'abc']),
          useQuiet(call, null),
        ],
        { wrapper: fresh },
      ),
    );
    await waitFor(() => expect(result.current).toEqual([3, 3, 0]));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
