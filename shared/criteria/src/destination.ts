import type { DestinationCategory } from './destination-categories';
import { PLACE_KEYS, type PlaceKey, type SearchCriteria } from './hash/schema';

/** CRIT-051: a destination suggestion from the autocomplete. */
export interface DestinationSuggestion {
  id: string;
  label: string;
  category: DestinationCategory;
  latitude?: number | undefined;
  longitude?: number | undefined;
  value?: string | undefined;
  postalcode?: string | undefined;
}

/** CRIT-052: points of sale of the other destination form. */
export const DESTINATION_POS = ['ES', 'FR', 'BE'] as const;
export type DestinationPos = (typeof DESTINATION_POS)[number];

/** CRIT-052: the other destination form. */
export interface Destination {
  id: string;
  pos: DestinationPos;
  label: string;
  location: { latitude: number; longitude: number };
}

/**
 * CRIT-050: criteria after applying a suggestion: exactly one category field (the suggestion's)
 * holds the suggestion id; every other category field, lat, lng, distanceMin and distanceMax are
 * cleared.
 */
export function applyDestinationSuggestion(
  criteria: SearchCriteria,
  suggestion: Pick<DestinationSuggestion, 'id' | 'category'>,
): SearchCriteria {
  const next: SearchCriteria = {
    ...criteria,
    lat: undefined,
    lng: undefined,
    distanceMin: undefined,
    distanceMax: undefined,
  };
  for (const key of PLACE_KEYS) next[key] = undefined;
  next[suggestion.category] = suggestion.id;
  return next;
}

/** CRIT-050: the category field set in `criteria` and its value (the first one set), if any. */
export function selectedDestination(
  criteria: Pick<SearchCriteria, PlaceKey>,
): { category: DestinationCategory; id: string } | undefined {
  for (const category of PLACE_KEYS) {
    const id = criteria[category];
    if (id !== undefined) return { category, id };
  }
  return undefined;
}
