import { z } from 'zod/mini';

/** CRIT-102, LEFT-022: recently viewed items kept. */
export const RECENTLY_VIEWED_MAX = 10;

/** CRIT-102: product types of a recently viewed item. */
export const RECENTLY_VIEWED_TYPES = ['STAY', 'ACTIVITY'] as const;

const optionalNumber = z.optional(z.number());

/** CRIT-102: a recently viewed item as kept in browser storage. */
export const RecentlyViewedItemSchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  imageUrl: z.optional(z.string()),
  label: z.string(),
  type: z.enum(RECENTLY_VIEWED_TYPES),
  uri: z.string(),
  hotel: z.optional(
    z.object({
      id: z.optional(z.union([z.string(), z.number()])),
      label: z.optional(z.string()),
      stars: optionalNumber,
      location: z.optional(z.object({ label: z.optional(z.string()) })),
      review: z.optional(z.object({ count: optionalNumber, average: optionalNumber })),
    }),
  ),
  price: z.optional(
    z.object({
      sellPrice: optionalNumber,
      refPrice: optionalNumber,
      promo: optionalNumber,
      nights: optionalNumber,
    }),
  ),
});
export type RecentlyViewedItem = z.infer<typeof RecentlyViewedItemSchema>;

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
    const read = z.safeParse(RecentlyViewedItemSchema, entry);
    if (read.success && !kept.some((item) => sameId(item, read.data))) kept.push(read.data);
    if (kept.length === RECENTLY_VIEWED_MAX) break;
  }
  return kept;
}
