/** CRIT-102, LEFT-022: recently viewed items kept. */
export const RECENTLY_VIEWED_MAX = 10;

/** CRIT-102: product types of a recently viewed item. */
export const RECENTLY_VIEWED_TYPES = ['STAY', 'ACTIVITY'] as const;

/** CRIT-102: a recently viewed item as kept in browser storage. */
export interface RecentlyViewedItem {
  id: string | number;
  imageUrl?: string | undefined;
  label: string;
  type: (typeof RECENTLY_VIEWED_TYPES)[number];
  uri: string;
  hotel?:
    | {
        id?: string | number | undefined;
        label?: string | undefined;
        stars?: number | undefined;
        location?: { label?: string | undefined } | undefined;
        review?: { count?: number | undefined; average?: number | undefined } | undefined;
      }
    | undefined;
  price?:
    | {
        sellPrice?: number | undefined;
        refPrice?: number | undefined;
        promo?: number | undefined;
        nights?: number | undefined;
      }
    | undefined;
}

/** Reads one stored value: the value kept, or undefined when it is not valid. */
type Reader = (value: unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Reader = (value) => (typeof value === 'string' ? value : undefined);
const finite: Reader = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const textOrNumber: Reader = (value) => text(value) ?? finite(value);

/**
 * An object of optional fields: those present and valid are kept (a present undefined stays),
 * other keys are dropped; undefined when `value` is no object or a present field is invalid.
 */
const optionalFields =
  (shape: Readonly<Record<string, Reader>>): Reader =>
  (value) => {
    if (!isRecord(value)) return undefined;
    const kept: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      if (!(key in value)) continue;
      const field = value[key] === undefined ? undefined : read(value[key]);
      if (field === undefined && value[key] !== undefined) return undefined;
      kept[key] = field;
    }
    return kept;
  };

const optionalPart = optionalFields({
  imageUrl: text,
  hotel: optionalFields({
    id: textOrNumber,
    label: text,
    stars: finite,
    location: optionalFields({ label: text }),
    review: optionalFields({ count: finite, average: finite }),
  }),
  price: optionalFields({ sellPrice: finite, refPrice: finite, promo: finite, nights: finite }),
});

/** CRIT-102: a stored entry as an item (unknown keys dropped), or undefined when invalid. */
function readRecentlyViewed(entry: unknown): RecentlyViewedItem | undefined {
  const optional = optionalPart(entry);
  if (!isRecord(entry) || optional === undefined) return undefined;
  const { id, label, type, uri } = entry;
  if (id === '' || textOrNumber(id) === undefined) return undefined;
  if (typeof label !== 'string' || typeof uri !== 'string') return undefined;
  if (!RECENTLY_VIEWED_TYPES.some((known) => known === type)) return undefined;
  return { id, label, type, uri, ...optional } as RecentlyViewedItem;
}

const sameId = (a: RecentlyViewedItem, b: RecentlyViewedItem) => String(a.id) === String(b.id);

/**
 * CRIT-102: the list after viewing `item`: it goes first, an earlier entry with the same id is
 * removed, at most 10 kept.
 */
export function addRecentlyViewed(
  list: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
  max = RECENTLY_VIEWED_MAX,
): RecentlyViewedItem[] {
  return [item, ...list.filter((earlier) => !sameId(earlier, item))].slice(0, max);
}

/**
 * CRIT-102: the list read back from browser storage (any JSON value): invalid entries and later
 * duplicates dropped, at most 10 kept. Never throws.
 */
export function parseRecentlyViewed(raw: unknown): RecentlyViewedItem[] {
  if (!Array.isArray(raw)) return [];
  const kept: RecentlyViewedItem[] = [];
  for (const entry of raw) {
    const read = readRecentlyViewed(entry);
    if (read && !kept.some((item) => sameId(item, read))) kept.push(read);
    if (kept.length === RECENTLY_VIEWED_MAX) break;
  }
  return kept;
}
