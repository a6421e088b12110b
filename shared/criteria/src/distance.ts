import type { SearchCriteria } from './hash/schema';
import type { Bounds } from './pax';

/** CRIT-037, LEFT-012: the shared distance slider bounds in km. */
export const DISTANCE_SLIDER_BOUNDS: Readonly<Bounds> = { min: 0, max: 300 };
/** CRIT-037: the distance slider moves by whole kilometres. */
export const DISTANCE_SLIDER_STEP = 1;

/** CRIT-037: a distance on the slider's step, clamped to its minimum and maximum. */
export function clampDistance(value: number, bounds: Bounds = DISTANCE_SLIDER_BOUNDS): number {
  if (!Number.isFinite(value)) return value > 0 ? bounds.max : bounds.min;
  const stepped = Math.round(value / DISTANCE_SLIDER_STEP) * DISTANCE_SLIDER_STEP;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}

/** CRIT-037: both ends clamped to the slider bounds, lower ≤ upper (swapped if not). */
export function clampDistanceRange(range: Bounds, bounds: Bounds = DISTANCE_SLIDER_BOUNDS): Bounds {
  const min = clampDistance(range.min, bounds);
  const max = clampDistance(range.max, bounds);
  return min <= max ? { min, max } : { min: max, max: min };
}

/** CRIT-039: the distance choices in km. */
export const DISTANCE_CHOICES = [100, 200, 300] as const;
export type DistanceKm = (typeof DISTANCE_CHOICES)[number];
/** CRIT-039: the default km choice. */
export const DEFAULT_DISTANCE_CHOICE: DistanceKm = 200;
/** CRIT-039: the choice meaning no distance set ('less than 2h'). */
export const LESS_THAN_TWO_HOURS = 'lessThanTwoHours';
export type DistanceChoice = DistanceKm | typeof LESS_THAN_TWO_HOURS;

type DistanceFields = Pick<SearchCriteria, 'distanceMin' | 'distanceMax'>;

/**
 * CRIT-039: the choice to show as selected: 'less than 2h' with no distance set, the listed km
 * matching distanceMax, otherwise the 200 km default.
 */
export function distanceChoiceOf(criteria: DistanceFields): DistanceChoice {
  if (criteria.distanceMin === undefined && criteria.distanceMax === undefined) {
    return LESS_THAN_TWO_HOURS;
  }
  return DISTANCE_CHOICES.find((km) => km === criteria.distanceMax) ?? DEFAULT_DISTANCE_CHOICE;
}

/** CRIT-039: the distance fields a choice writes: none for 'less than 2h', else 0 to the km. */
export function distanceOfChoice(choice: DistanceChoice): DistanceFields {
  return choice === LESS_THAN_TWO_HOURS
    ? { distanceMin: undefined, distanceMax: undefined }
    : { distanceMin: 0, distanceMax: choice };
}

/** CRIT-039, LEFT-011: default distance: none in a general search, 0–200 km around a city. */
export function defaultDistance(hasCity: boolean): DistanceFields {
  return hasCity
    ? { distanceMin: 0, distanceMax: DEFAULT_DISTANCE_CHOICE }
    : { distanceMin: undefined, distanceMax: undefined };
}

/** CRIT-040: an activity destination search covers this many km around the chosen city. */
export const ACTIVITY_DESTINATION_RADIUS_KM = 30;

/** CRIT-040: the area of an activity destination search: 0–30 km around the city's coordinates. */
export function activityDestinationArea(location: {
  latitude: number;
  longitude: number;
}): Pick<SearchCriteria, 'lat' | 'lng' | 'distanceMin' | 'distanceMax'> {
  return {
    lat: location.latitude,
    lng: location.longitude,
    distanceMin: 0,
    distanceMax: ACTIVITY_DESTINATION_RADIUS_KM,
  };
}
