import { useSyncExternalStore } from 'react';

/**
 * The shell's reads (navigation, gift block, announcement): one call per key for the page's life,
 * shared by every component asking for it, like an SWR hook. Not SWR itself: the shell consuming
 * the shared SWR module puts it in the start-up preload of every page (+5.8 KB gz measured, ADR
 * 0026's exception, ADR 0065). A failed call is tried again by the next component that mounts.
 */
export interface Fetched<T> {
  data?: T | undefined;
  error?: unknown;
}

const EMPTY: Fetched<never> = {};
const snapshots = new Map<string, Fetched<unknown>>();
const inflight = new Set<string>();
const listeners = new Map<string, Set<() => void>>();

function publish(key: string, snapshot: Fetched<unknown>): void {
  snapshots.set(key, snapshot);
  for (const listener of listeners.get(key) ?? []) listener();
}

function load<T>(key: string, fetcher: (key: string) => Promise<T>): void {
  if (inflight.has(key) || snapshots.get(key)?.data !== undefined) return;
  inflight.add(key);
  fetcher(key).then(
    (data) => {
      inflight.delete(key);
      publish(key, { data });
    },
    (error: unknown) => {
      inflight.delete(key);
      publish(key, { error });
    },
  );
}

export function useFetched<T>(key: string, fetcher: (key: string) => Promise<T>): Fetched<T> {
  return useSyncExternalStore(
    (onChange) => {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(onChange);
      load(key, fetcher);
      return () => set.delete(onChange);
    },
    () => (snapshots.get(key) ?? EMPTY) as Fetched<T>,
    () => EMPTY,
  );
}

/** Test support: forget every answer. */
export function clearFetched(): void {
  snapshots.clear();
  inflight.clear();
}
