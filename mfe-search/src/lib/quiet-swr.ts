import useSWR, { preload, type SWRConfiguration, unstable_serialize, useSWRConfig } from 'swr';

/**
 * The calls of below-the-fold blocks (fallback suggestions, promotional blocks, suggestion links)
 * on SWR's cache, read under <Suspense>: one answer per key for the visit, and a failure settles
 * as the call's empty value, so those blocks hide silently instead of showing an error (SRCH-064).
 */
const QUIET_OPTIONS: SWRConfiguration = {
  suspense: true,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/** A quiet call: its fetcher with every failure settled as `empty`. */
export interface QuietCall<Key, T> {
  fetch: (key: Key) => Promise<T>;
  empty: T;
}

export function quietCall<Key, T>(fetcher: (key: Key) => Promise<T>, empty: T): QuietCall<Key, T> {
  return { fetch: (key) => fetcher(key).catch(() => empty), empty };
}

/**
 * Starts a quiet call whose answer is not known yet, without waiting: several blocks read by one
 * component start together, not one after the other as their suspending hooks would.
 */
export function usePreloadQuiet<Key extends readonly unknown[], T>(
  call: QuietCall<Key, T>,
  key: Key | null,
): void {
  const { cache } = useSWRConfig();
  if (key && cache.get(unstable_serialize(key))?.data === undefined) void preload(key, call.fetch);
}

/** The answer of a quiet call (suspends until it is known); `null` asks nothing: the empty value. */
export function useQuiet<Key extends readonly unknown[], T>(
  call: QuietCall<Key, T>,
  key: Key | null,
): T {
  const { data } = useSWR(key, call.fetch, QUIET_OPTIONS);
  return data ?? call.empty;
}
