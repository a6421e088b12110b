import { useSyncExternalStore } from 'react';

/** The longest the shell's own extras wait for a page that never says it is ready. */
export const SETTLE_TIMEOUT_MS = 5000;

/**
 * Whether the page's main region shows its first screen: its heading is there and nothing in it
 * is still loading (`aria-busy`, the convention every page's skeletons follow). The same test as
 * the first-load budget's.
 */
export function isPageSettled(root: ParentNode = document): boolean {
  const main = root.querySelector('main');
  return !!main?.querySelector('h1') && !main.querySelector('[aria-busy="true"]');
}

let settled = false;
const listeners = new Set<() => void>();
let stop: (() => void) | undefined;

function settle(): void {
  settled = true;
  stop?.();
  stop = undefined;
  for (const listener of [...listeners]) listener();
}

function watch(): void {
  if (settled || stop) return;
  if (isPageSettled()) return settle();
  const observer = new MutationObserver(() => {
    if (isPageSettled()) settle();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = setTimeout(settle, SETTLE_TIMEOUT_MS);
  stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  watch();
  return () => listeners.delete(onChange);
}

/**
 * True once the first page of the visit has shown its first screen (or after SETTLE_TIMEOUT_MS):
 * the shell's own extras (header menus, consent banner, announcement, footer content) wait for it,
 * so they never compete with the page the visitor came for. It stays true for the visit.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}

/** Test support: the next page starts unsettled. */
export function resetPageSettled(): void {
  stop?.();
  stop = undefined;
  settled = false;
}
