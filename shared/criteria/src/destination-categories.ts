/**
 * CRIT-050, CRIT-051: the destination categories — the one list (ADR 0027). A search hash has one
 * field per category, read in this order (the first one set wins); the API contract's enums and
 * the destinations table's check constraint are built from it.
 */
export const DESTINATION_CATEGORIES = [
  'city',
  'hotel',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
  'region',
  'department',
  'country',
] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

/** CRIT-050, API-008: the categories of a place (a hotel is a hotelId search, not a place). */
export type SearchPlaceCategory = Exclude<DestinationCategory, 'hotel'>;
export const SEARCH_PLACE_CATEGORIES: readonly SearchPlaceCategory[] =
  DESTINATION_CATEGORIES.filter(
    (category): category is SearchPlaceCategory => category !== 'hotel',
  );

/** CRIT-051: whether `value` is a destination suggestion category. */
export function isDestinationCategory(value: unknown): value is DestinationCategory {
  return typeof value === 'string' && (DESTINATION_CATEGORIES as readonly string[]).includes(value);
}
