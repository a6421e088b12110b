/** CRIT-095: a short breadcrumb keeps its ends and collapses the middle above this many items. */
export const BREADCRUMB_SHORT_MAX_ITEMS = 2;

/** CRIT-095: an entry of a shown breadcrumb: an item, or the collapsed middle (click expands). */
export type BreadcrumbEntry<T> = { kind: 'item'; item: T } | { kind: 'collapsed'; count: number };

/**
 * CRIT-095: the breadcrumb entries: in short mode, with more than 2 items and not expanded, the
 * first item, the collapsed middle and the last item; otherwise every item.
 */
export function breadcrumbEntries<T>(
  items: readonly T[],
  options: { short: boolean; expanded: boolean },
): BreadcrumbEntry<T>[] {
  const all = items.map((item): BreadcrumbEntry<T> => ({ kind: 'item', item }));
  const first = all[0];
  const last = all.at(-1);
  if (!options.short || options.expanded || items.length <= BREADCRUMB_SHORT_MAX_ITEMS) return all;
  if (first === undefined || last === undefined) return all;
  return [first, { kind: 'collapsed', count: items.length - 2 }, last];
}
