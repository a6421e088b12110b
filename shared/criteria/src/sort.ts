import type { Flow } from './query';

/** CRIT-045..049: every sort the search offers. */
export const SORTS = [
  'priceQuality',
  'distance',
  'promo',
  'priceAsc',
  'popularity',
  'svPriceDesc',
  'svPriceAsc',
] as const;
export type Sort = (typeof SORTS)[number];

/** CRIT-045: priceQuality is the default sort. */
export const DEFAULT_SORT: Sort = 'priceQuality';

/** CRIT-045, CRIT-047, CRIT-048, LEFT-033: the English labels (the i18n key source). */
export const SORT_LABELS: Record<Sort, string> = {
  priceQuality: 'Quality/Price',
  distance: 'Distance',
  promo: 'Discount',
  priceAsc: 'Price Ascending',
  popularity: 'Popularity',
  svPriceDesc: 'Price Descending',
  svPriceAsc: 'Price Ascending',
};

interface SortContext {
  lat?: number | undefined;
  lng?: number | undefined;
}

const OFFERED: Record<Sort, (flow: Flow, where: SortContext) => boolean> = {
  priceQuality: () => true,
  distance: (_flow, where) => where.lat !== undefined && where.lng !== undefined,
  promo: (flow) => flow === 'booking',
  priceAsc: (flow) => flow === 'booking' || flow === 'hotel',
  popularity: (flow) => flow === 'booking' || flow === 'hotel',
  svPriceDesc: (flow) => flow === 'gifting',
  svPriceAsc: (flow) => flow === 'gifting',
};

/** CRIT-045..049: whether `sort` is offered in `flow` (distance needs lat and lng). */
export function isSortOffered(sort: Sort, flow: Flow, where: SortContext): boolean {
  return OFFERED[sort](flow, where);
}

/** CRIT-045..049: the sorts offered in `flow`, default first. */
export function availableSorts(flow: Flow, where: SortContext): Sort[] {
  return SORTS.filter((sort) => isSortOffered(sort, flow, where));
}
