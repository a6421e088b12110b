import type { SearchDetails } from '@shop/api-contract';
import {
  DATE_KEYS,
  fallbackKeys,
  type FallbackContext,
  type FallbackKey,
  type SearchCriteria,
} from '@shop/criteria';
import type { SearchFlow } from '@shop/platform';

/** One fallback block: its key (CRIT-055) and the name of the place it searches, when known. */
export interface FallbackBlockPlan {
  key: FallbackKey;
  placeLabel: string | undefined;
}

/**
 * CRIT-054: where the searched destination sits, from the search answer: the coordinates of a
 * city or poi, and the region and country above it (ids as the hash writes them).
 */
export function fallbackContextOf(details: SearchDetails | null | undefined): FallbackContext {
  const location = details?.location;
  const point = location && (location.category === 'city' || location.category === 'poi');
  const above = (type: 'region' | 'country') => {
    const place = details?.locationHierarchy.find((entry) => entry.type === type);
    return place ? String(place.id) : undefined;
  };
  return {
    coordinates: point ? { lat: location.latitude, lng: location.longitude } : undefined,
    hierarchy: { region: above('region'), country: above('country') },
  };
}

function placeLabelOf(key: FallbackKey, details: SearchDetails | null | undefined) {
  const { destination } = key;
  if (destination.isExpanded) {
    return details?.locationHierarchy.find((entry) => String(entry.id) === destination.value)
      ?.label;
  }
  const location = details?.location;
  return location && String(location.id) === destination.value ? location.label : undefined;
}

export interface FallbackPlanInput {
  flow: SearchFlow;
  criteria: SearchCriteria;
  /** Total exact results of the search. */
  resultsCount: number;
  /** Results per page of the search. */
  pageSize: number;
  details: SearchDetails | null | undefined;
}

/**
 * SRCH-061: when the exact results are fewer than a page, the suggestion searches derived by the
 * shared rule (CRIT-054, CRIT-055, LEFT-013): expand the destination, drop the dates, drop the
 * category, per location type and per what is set. Gift searches ignore dates, so a gifting
 * search never gets a "without dates" block that would repeat it.
 */
export function fallbackPlan({
  flow,
  criteria,
  resultsCount,
  pageSize,
  details,
}: FallbackPlanInput): FallbackBlockPlan[] {
  if (resultsCount >= pageSize) return [];
  const searched: SearchCriteria = { ...criteria };
  if (flow === 'gifting') for (const key of DATE_KEYS) searched[key] = undefined;
  return fallbackKeys(searched, fallbackContextOf(details)).map((key) => ({
    key,
    placeLabel: placeLabelOf(key, details),
  }));
}

/**
 * SRCH-063: the info message: no exact results but suggestions; suggestions along with exact
 * results; or, with no exact result and every block answered empty, "No results" (with "Remove
 * all filters"). Null while nothing is known yet, or with exact results and no suggestion.
 */
export type FallbackMessage = 'suggestionsOnly' | 'suggestionsWithResults' | 'noResults';

/** `blockCounts`: cards per fallback block, undefined while a block has not answered. */
export function fallbackMessage(
  exactCount: number,
  blockCounts: readonly (number | undefined)[],
): FallbackMessage | null {
  const found = blockCounts.some((count) => count !== undefined && count > 0);
  if (exactCount > 0) return found ? 'suggestionsWithResults' : null;
  if (found) return 'suggestionsOnly';
  return blockCounts.every((count) => count !== undefined) ? 'noResults' : null;
}
