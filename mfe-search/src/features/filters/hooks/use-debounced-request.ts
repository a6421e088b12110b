import { DEFAULT_DEBOUNCE_MS } from '@shop/criteria';
import { useCallback, useEffect, useRef, useState } from 'react';

interface Answer<T> {
  key: string | null;
  attempt: number;
  data: T | undefined;
  error: unknown;
}

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
 * CRIT-005, SRCH-027: asks `fetcher` for `key` — the first key at once, each later one after it
 * has not changed for the debounce delay (500 ms). A stale answer is dropped (its request
 * aborted); the previous answer stays available meanwhile. A null key asks nothing and makes the
 * next key go out at once again.
 */
export function useDebouncedRequest<T>(
  key: string | null,
  fetcher: (key: string, signal: AbortSignal) => Promise<T>,
  delay: number = DEFAULT_DEBOUNCE_MS,
): DebouncedRequest<T> {
  const [answer, setAnswer] = useState<Answer<T>>({
    key: null,
    attempt: 0,
    data: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const latestFetcher = useRef(fetcher);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  useEffect(() => {
    if (key === null) {
      lastKey.current = null;
      return;
    }
    const controller = new AbortController();
    // A new key after an earlier one waits for the debounce; the first one and retries do not.
    const wait = lastKey.current !== null && lastKey.current !== key ? delay : 0;
    lastKey.current = key;
    const timer = setTimeout(() => {
      latestFetcher.current(key, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setAnswer({ key, attempt, data, error: undefined });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setAnswer((previous) => ({ key, attempt, data: previous.data, error }));
        },
      );
    }, wait);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, delay]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer.key === key && answer.attempt === attempt;
  return {
    data: answer.data,
    error: current ? answer.error : undefined,
    loading: key !== null && !current,
    retry,
  };
}
