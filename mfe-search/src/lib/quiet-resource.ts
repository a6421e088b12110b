/**
 * Answers of below-the-fold blocks (fallback suggestions, promotional blocks, suggestion links),
 * one promise per key, read with React's `use()` under <Suspense>. A failure settles as the
 * given empty value: those blocks hide silently instead of showing an error (SRCH-064).
 */
export interface QuietResource<T> {
  /** The answer for `key`, fetched once (the same promise for the same key). Never rejects. */
  read(key: string): Promise<T>;
  /** Test support: forget every answer. */
  clear(): void;
}

/** Entries kept per resource: the oldest is dropped first. */
export const QUIET_RESOURCE_MAX = 30;

export function quietResource<T>(
  fetcher: (key: string) => Promise<T>,
  empty: T,
  max = QUIET_RESOURCE_MAX,
): QuietResource<T> {
  const cache = new Map<string, Promise<T>>();
  return {
    read(key) {
      let answer = cache.get(key);
      if (!answer) {
        answer = fetcher(key).catch(() => empty);
        cache.set(key, answer);
        if (cache.size > max) cache.delete(cache.keys().next().value ?? key);
      }
      return answer;
    },
    clear: () => cache.clear(),
  };
}
