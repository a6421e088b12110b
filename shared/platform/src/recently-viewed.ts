import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedItem,
} from '@shop/criteria';
import { createStore, useStore } from 'zustand';

/**
 * The recently viewed products (CRIT-102, LEFT-022, PROD-070): saved when a product page is
 * viewed, newest first, deduplicated by id, at most RECENTLY_VIEWED_MAX (10), kept in the
 * browser's localStorage. A subpath of @shop/platform (`@shop/platform/recently-viewed`), not
 * part of the shared singleton: bundled into the app that shows the list (mfe-product), so no
 * other page loads it. In the wishlist store's style: what is read back is validated (a bad entry is
 * dropped, a bad document is an empty list), storage that throws only loses persistence.
 */

export type { RecentlyViewedItem } from '@shop/criteria';

/** The localStorage key of the recently viewed list. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'shop:recently-viewed';

/** A site path: one leading slash, no scheme or protocol-relative address (no open redirect). */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s]*$/.test(value);

/** CRIT-102: the stored list as items; entries whose uri is not a site path are dropped. */
export function readRecentlyViewed(raw: unknown): RecentlyViewedItem[] {
  return parseRecentlyViewed(raw).filter((item) => isSitePath(item.uri));
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access denied (blocked storage)
  }
}

/** The stored list; undefined when nothing is stored or storage cannot be read. */
function readStored(): RecentlyViewedItem[] | undefined {
  try {
    const raw = storage()?.getItem(RECENTLY_VIEWED_STORAGE_KEY);
    return raw ? readRecentlyViewed(JSON.parse(raw)) : undefined;
  } catch {
    return undefined; // unreadable JSON or storage
  }
}

function writeStored(items: readonly RecentlyViewedItem[]): void {
  try {
    storage()?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Full or blocked storage: the list lives on for this page only.
  }
}

export interface RecentlyViewedState {
  items: readonly RecentlyViewedItem[];
  /** True once the list was read from storage (in the browser, after mount). */
  hydrated: boolean;
  /** CRIT-102: puts `item` first (an earlier entry of the same id removed), and stores the list. */
  add: (item: RecentlyViewedItem) => void;
}

/** The page's recently viewed store (the list starts empty: server HTML and first render agree). */
export const recentlyViewedStore = createStore<RecentlyViewedState>((set, get) => ({
  items: [],
  hydrated: false,
  add: (item) => {
    const [checked] = readRecentlyViewed([item]);
    if (!checked) return;
    // Read back first: another tab may have changed the list since this page read it.
    const items = addRecentlyViewed(readStored() ?? get().items, checked, RECENTLY_VIEWED_MAX);
    writeStored(items);
    set({ items, hydrated: true });
  },
}));

let listening = false;

/**
 * Reads the stored list into the store (once; later calls are no-ops) and follows changes made
 * in other tabs. Call it from an effect.
 */
export function hydrateRecentlyViewed(): void {
  if (typeof window === 'undefined') return;
  if (!recentlyViewedStore.getState().hydrated)
    recentlyViewedStore.setState({ items: readStored() ?? [], hydrated: true });
  if (listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null)
      recentlyViewedStore.setState({ items: readStored() ?? [], hydrated: true });
  });
}

/** Test support: forget the list read (the next hydrate reads storage again). */
export function resetRecentlyViewed(): void {
  recentlyViewedStore.setState({ items: [], hydrated: false });
}

export function useRecentlyViewed<T>(selector: (state: RecentlyViewedState) => T): T {
  return useStore(recentlyViewedStore, selector);
}
