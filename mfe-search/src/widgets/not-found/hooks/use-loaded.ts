import { useEffect, useRef, useState } from 'react';

/** Where a load stands: not asked (no key), under way, answered, or failed. */
export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Loads once per key (null: nothing to load) and keeps the latest answer; a new key aborts the
 * previous load, and an answer for an older key is ignored.
 */
export function useLoaded<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; value: Loaded<T> }>({
    key,
    value: key === null ? { status: 'idle' } : { status: 'loading' },
  });
  const loadRef = useRef(load);
  // Declared first, so the load below always calls the latest function.
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'done', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (state.key !== key) return key === null ? { status: 'idle' } : { status: 'loading' };
  return state.value;
}
