import { selectedDestination } from './destination';
import type { SearchPlaceCategory } from './destination-categories';
import { DATE_KEYS, PLACE_KEYS, type SearchCriteria } from './hash/schema';
import { serialiseSearchHash } from './hash/serialise';

/** CRIT-055: results per fallback suggestion block. */
export const FALLBACK_PAGE_SIZE = 3;
/** CRIT-054, CRIT-055: radius in km of a city or poi expansion. */
export const FALLBACK_RADIUS_KM = 30;
/** CRIT-055: distance minimum of a radius expansion. */
export const FALLBACK_DISTANCE_MIN = 0;

/** CRIT-054, LEFT-013: the destination types that have fallback rows. */
export const FALLBACK_LOCATION_TYPES = [
  'city',
  'poi',
  'department',
  'region',
  'touristicregion',
  'country',
] as const satisfies readonly SearchPlaceCategory[];
export type FallbackLocationType = (typeof FALLBACK_LOCATION_TYPES)[number];

/** CRIT-055: one fallback suggestion search. */
export interface FallbackKey {
  /** The destination searched: the original one (isAround for a radius), or the expanded one. */
  destination: {
    value: string;
    type: FallbackLocationType;
    isAround: boolean;
    isExpanded: boolean;
  };
  dates: { isRemoved: boolean };
  /** The category (theme) of the original search and whether this search drops it. */
  category: { value: number | undefined; isRemoved: boolean };
  /** The search hash of the derived criteria (also a stable key). */
  value: string;
  /** Position of the block, from 0. */
  order: number;
}

/** Where the original destination sits: its coordinates and the places above it. */
export interface FallbackContext {
  /** Coordinates of a city or poi (taken from criteria lat/lng when absent). */
  coordinates?: { lat: number; lng: number } | undefined;
  /** From the search result's location hierarchy (type region or country). */
  hierarchy?: { region?: string | undefined; country?: string | undefined } | undefined;
}

type Step = Pick<FallbackKey, 'destination' | 'dates' | 'category'>;

const isFallbackType = (type: string): type is FallbackLocationType =>
  (FALLBACK_LOCATION_TYPES as readonly string[]).includes(type);

/** CRIT-054: the destination after expansion: 30 km around a city or poi, one level up otherwise. */
function expand(
  type: FallbackLocationType,
  value: string,
  criteria: SearchCriteria,
  context: FallbackContext,
): FallbackKey['destination'] | undefined {
  if (type === 'city' || type === 'poi') {
    const located =
      context.coordinates ??
      (criteria.lat !== undefined && criteria.lng !== undefined
        ? { lat: criteria.lat, lng: criteria.lng }
        : undefined);
    return located ? { value, type, isAround: true, isExpanded: false } : undefined;
  }
  const up: FallbackLocationType | undefined =
    type === 'department'
      ? 'region'
      : type === 'region' || type === 'touristicregion'
        ? 'country'
        : undefined;
  const upValue = up === 'region' ? context.hierarchy?.region : context.hierarchy?.country;
  return up && upValue !== undefined
    ? { value: upValue, type: up, isAround: false, isExpanded: true }
    : undefined;
}

/**
 * CRIT-054: the criteria of one fallback search: a radius of 30 km (minimum 0) around the
 * coordinates for a city or poi, or the expanded place, with dates and category dropped as the key
 * says. The other place fields are cleared.
 */
export function fallbackCriteria(
  criteria: SearchCriteria,
  key: Pick<FallbackKey, 'destination' | 'dates' | 'category'>,
  context: FallbackContext = {},
): SearchCriteria {
  const next: SearchCriteria = { ...criteria };
  const { destination } = key;
  if (destination.isAround || destination.isExpanded) {
    for (const place of PLACE_KEYS) next[place] = undefined;
  }
  if (destination.isAround) {
    const located = context.coordinates ?? { lat: criteria.lat, lng: criteria.lng };
    Object.assign(next, {
      lat: located.lat,
      lng: located.lng,
      distanceMin: FALLBACK_DISTANCE_MIN,
      distanceMax: FALLBACK_RADIUS_KM,
    });
  } else if (destination.isExpanded) {
    next[destination.type] = destination.value;
  }
  if (key.dates.isRemoved) {
    for (const date of DATE_KEYS) next[date] = undefined;
    next.activityDates = [];
  }
  if (key.category.isRemoved) next.theme = undefined;
  return next;
}

/**
 * CRIT-054, CRIT-055, LEFT-013: the fallback searches, in order. city/poi: 30 km around, then also
 * without dates, then also without category; department → region, region/touristicregion →
 * country, then also without dates; country: without dates, then also without category. A step
 * that drops dates (category) is left out when none is set; an expansion is left out when its
 * coordinates or upper place are unknown. Other destinations (or none) give no fallback.
 */
export function fallbackKeys(
  criteria: SearchCriteria,
  context: FallbackContext = {},
): FallbackKey[] {
  const selected = selectedDestination(criteria);
  if (!selected || !isFallbackType(selected.category)) return [];
  const { category: type, id } = selected;
  const original = { value: id, type, isAround: false, isExpanded: false };
  const hasDates = criteria.checkin !== undefined || criteria.checkout !== undefined;
  const hasCategory = criteria.theme !== undefined;
  const category = (isRemoved: boolean) => ({ value: criteria.theme, isRemoved });

  const steps: Step[] = [];
  let last: Step = {
    destination: original,
    dates: { isRemoved: false },
    category: category(false),
  };
  const push = (step: Step) => {
    steps.push(step);
    last = step;
  };
  if (type !== 'country') {
    const expanded = expand(type, id, criteria, context);
    if (expanded) push({ ...last, destination: expanded });
  }
  if (hasDates) push({ ...last, dates: { isRemoved: true } });
  if (hasCategory && (type === 'city' || type === 'poi' || type === 'country')) {
    push({ ...last, category: category(true) });
  }
  return steps.map((step, order) => ({
    ...step,
    value: serialiseSearchHash(fallbackCriteria(criteria, step, context)),
    order,
  }));
}
