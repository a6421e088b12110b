import { createStore, useStore } from 'zustand';

/**
 * The anonymous wishlist (LEFT-005, CRIT-101, SHELL-032): two lists, STAY and ACTIVITY, kept in
 * the browser's localStorage. One store for the page (@shop/platform is a Module Federation
 * singleton), so a heart on a search card and the shell's wishlist drawer see the same lists.
 * What is read back from storage is validated: a bad entry is dropped, a bad document is an empty
 * wishlist; storage that throws (private mode, quota) only loses persistence, never the page.
 */

/** SHELL-032, CRIT-101: the product types of the wishlist. */
export const WISHLIST_TYPES = ['STAY', 'ACTIVITY'] as const;
export type WishlistType = (typeof WISHLIST_TYPES)[number];

/** The localStorage key of the wishlist document. */
export const WISHLIST_STORAGE_KEY = 'shop:wishlist';
/** Items kept per list; the oldest go first beyond it. */
export const WISHLIST_MAX_ITEMS = 100;

const MAX_TEXT = 300;

/** SHELL-032: a wishlist item. `uri` is the product page's site path (starts with one `/`). */
export interface WishlistItem {
  id: number | string;
  label: string;
  imageUrl?: string | undefined;
  hotel?:
    | {
        label: string;
        stars?: number | undefined;
        location?: { label: string } | undefined;
      }
    | undefined;
  uri: string;
}

export type WishlistLists = Readonly<Record<WishlistType, readonly WishlistItem[]>>;

export const EMPTY_WISHLIST: WishlistLists = { STAY: [], ACTIVITY: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

/** A site path: one leading slash, no scheme or protocol-relative address (no open redirect). */
const sitePath = (value: unknown): value is string =>
  text(value) && /^\/(?![/\\])[^\s]*$/.test(value);

/** An image address: a site path or an https address. */
const imageAddress = (value: unknown): value is string =>
  sitePath(value) || (text(value) && /^https:\/\/[^\s]+$/.test(value));

const validId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^[\w-]{1,64}$/.test(value));

const sameId = (a: number | string, b: number | string) => String(a) === String(b);

/** One stored entry as a wishlist item, or undefined when it is not one (extra fields dropped). */
export function parseWishlistItem(raw: unknown): WishlistItem | undefined {
  if (!isRecord(raw) || !validId(raw.id) || !text(raw.label) || !sitePath(raw.uri)) return;
  const item: WishlistItem = { id: raw.id, label: raw.label, uri: raw.uri };
  if (imageAddress(raw.imageUrl)) item.imageUrl = raw.imageUrl;
  const hotel = raw.hotel;
  if (isRecord(hotel) && text(hotel.label)) {
    const stars = hotel.stars;
    const location = hotel.location;
    item.hotel = {
      label: hotel.label,
      ...(typeof stars === 'number' && Number.isInteger(stars) && stars >= 0 && stars <= 5
        ? { stars }
        : {}),
      ...(isRecord(location) && text(location.label)
        ? { location: { label: location.label } }
        : {}),
    };
  }
  return item;
}

function parseList(raw: unknown): WishlistItem[] {
  if (!Array.isArray(raw)) return [];
  const kept: WishlistItem[] = [];
  for (const entry of raw) {
    const item = parseWishlistItem(entry);
    if (item && !kept.some((earlier) => sameId(earlier.id, item.id))) kept.push(item);
    if (kept.length === WISHLIST_MAX_ITEMS) break;
  }
  return kept;
}

/**
 * LEFT-005: the wishlist read back from storage (any JSON value): both lists, invalid entries and
 * later duplicates dropped, at most WISHLIST_MAX_ITEMS each. Never throws.
 */
export function parseWishlist(raw: unknown): WishlistLists {
  if (!isRecord(raw)) return EMPTY_WISHLIST;
  return { STAY: parseList(raw.STAY), ACTIVITY: parseList(raw.ACTIVITY) };
}

/** Whether the list of `type` holds `id`. */
export function inWishlist(lists: WishlistLists, type: WishlistType, id: number | string): boolean {
  return lists[type].some((item) => sameId(item.id, id));
}

/**
 * CRIT-101: the lists after toggling `item` in the list of `type`: removed when there, else added
 * first (newest first, at most WISHLIST_MAX_ITEMS). The other list is untouched.
 */
export function toggleWishlistItem(
  lists: WishlistLists,
  type: WishlistType,
  item: WishlistItem,
): WishlistLists {
  const list = lists[type];
  const next = inWishlist(lists, type, item.id)
    ? list.filter((entry) => !sameId(entry.id, item.id))
    : [item, ...list].slice(0, WISHLIST_MAX_ITEMS);
  return { ...lists, [type]: next };
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access denied (blocked storage)
  }
}

/** The stored lists; undefined when nothing is stored or storage cannot be read. */
function readStored(): WishlistLists | undefined {
  try {
    const raw = storage()?.getItem(WISHLIST_STORAGE_KEY);
    return raw ? parseWishlist(JSON.parse(raw)) : undefined;
  } catch {
    return undefined; // unreadable JSON or storage
  }
}

function writeStored(lists: WishlistLists): void {
  try {
    storage()?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(lists));
  } catch {
    // Full or blocked storage: the wishlist lives on for this page only.
  }
}

export interface WishlistState {
  lists: WishlistLists;
  /** True once the lists were read from storage (in the browser, after mount). */
  hydrated: boolean;
  /** CRIT-101: adds or removes `item` in the list of `type`, and stores the lists. */
  toggle: (type: WishlistType, item: WishlistItem) => void;
}

/** The page's wishlist store (lists start empty: server HTML and first render agree). */
export const wishlistStore = createStore<WishlistState>((set, get) => ({
  lists: EMPTY_WISHLIST,
  hydrated: false,
  toggle: (type, item) => {
    const checked = parseWishlistItem(item);
    if (!checked) return;
    // Read back first: another tab may have changed the lists since this page read them.
    const lists = toggleWishlistItem(readStored() ?? get().lists, type, checked);
    writeStored(lists);
    set({ lists, hydrated: true });
  },
}));

let listening = false;

/**
 * Reads the stored lists into the store (once; later calls are no-ops) and follows changes made
 * in other tabs. Call it from an effect: the heart renders only after mount (CRIT-101).
 */
export function hydrateWishlist(): void {
  if (typeof window === 'undefined') return;
  if (!wishlistStore.getState().hydrated)
    wishlistStore.setState({ lists: readStored() ?? EMPTY_WISHLIST, hydrated: true });
  if (listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null)
      wishlistStore.setState({ lists: readStored() ?? EMPTY_WISHLIST, hydrated: true });
  });
}

/** Test support: forget the lists read (the next hydrate reads storage again). */
export function resetWishlist(): void {
  wishlistStore.setState({ lists: EMPTY_WISHLIST, hydrated: false });
}

export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  return useStore(wishlistStore, selector);
}

/** Whether the product `id` of `type` is in the wishlist (false until hydrated). */
export function useInWishlist(type: WishlistType, id: number | string): boolean {
  return useStore(wishlistStore, (state) => inWishlist(state.lists, type, id));
}
