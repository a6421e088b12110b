import { DEFAULT_DEBOUNCE_MS } from '@shop/criteria';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';

export interface DebouncedRequest<T> {
  /** The latest answer received (kept while a newer request is under way). */
  data: T | undefined;
  /** The failure of the current request, if it failed. */
  error: unknown;
  /** A request for the current key is waiting or under way. */
  loading: boolean;
  retry: () => void;
}

/**
 * CRIT-005: `key` as it goes out: the first key at once, each later one after it has not changed
 * for the debounce delay; a null key goes out at once and makes the next key go out at once again.
 */
function useDebouncedKey(key: string | null, delay: number): string | null {
  const [sent, setSent] = useState(key);
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const wait = lastKey.current !== null && key !== null && lastKey.current !== key ? delay : 0;
    lastKey.current = key;
    const timer = setTimeout(() => setSent(key), wait);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return key === null ? null : sent;
}

/**
 * CRIT-005, SRCH-027: asks `fetcher` for `key` on SWR's cache (under `[name, key]`), the first key
 * at once, each later one after the debounce delay (500 ms). An answer is kept for the visit; the
 * previous one stays available while a newer key is awaited, and an answer to a key that is no
 * longer current never shows. A null key asks nothing.
 */
export function useDebouncedSWR<T>(
  name: string,
  key: string | null,
  fetcher: (key: string) => Promise<T>,
  delay: number = DEFAULT_DEBOUNCE_MS,
): DebouncedRequest<T> {
  const sent = useDebouncedKey(key, delay);
  const { data, error, isValidating, mutate } = useSWR(
    sent === null ? null : [name, sent],
    ([, text]: readonly [string, string]) => fetcher(text),
    {
      keepPreviousData: true,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const current = sent === key;
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    data,
    error: current && !isValidating ? error : undefined,
    loading: key !== null && (!current || isValidating),
    retry,
  };
}
