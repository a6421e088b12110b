import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page's first results (or its error or empty state) have been shown. The search page
 * loads what can wait — the hero's search box — after that moment, so the results come first
 * (ADR 0014).
 */
let settled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markResultsSettled(): void {
  if (settled) return;
  settled = true;
  listeners.forEach((listener) => listener());
}

/** Called by the results area: marks the moment once its first answer is on screen. */
export function useMarkResultsSettled(done: boolean): void {
  useEffect(() => {
    if (done) markResultsSettled();
  }, [done]);
}

export function useResultsSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
