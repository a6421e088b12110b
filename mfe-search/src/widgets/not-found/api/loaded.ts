import type { SWRResponse } from 'swr';

/** Where a load stands: not asked (no key), under way, answered, or failed. */
export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

/** The SWR options of the not-found page's calls: asked once per key for the visit. */
export const NOT_FOUND_OPTIONS = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/** An SWR answer as a Loaded state (`asked`: whether the hook had a key). */
export function loadedOf<T>({ data, error }: SWRResponse<T>, asked: boolean): Loaded<T> {
  if (!asked) return { status: 'idle' };
  if (error !== undefined) return { status: 'failed', error };
  return data === undefined ? { status: 'loading' } : { status: 'done', data };
}
