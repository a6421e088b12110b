import type { SearchCriteria } from './hash/schema';
import type { Flow } from './query';

/** CRIT-041: adds `value` to the list when absent, removes it when present. */
export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** CRIT-042: picking the selected hotel score again resets it to 0. */
export function pickHotelScore(current: number, picked: number): number {
  return picked === current ? 0 : picked;
}

/** CRIT-038: the distance filter is active exactly when distanceMin or distanceMax is set. */
export function isDistanceActive(
  criteria: Pick<SearchCriteria, 'distanceMin' | 'distanceMax'>,
): boolean {
  return criteria.distanceMin !== undefined || criteria.distanceMax !== undefined;
}

/** CRIT-043: the facility sent as petsAllowed, never in facilities. */
export const PETS_FACILITY = 'pets';

/** CRIT-044: query parameters of the facet request (LEFT-006). */
export interface FacetParams {
  hotelType?: string;
  hotelEnvironment?: string;
  hotelStyle?: string;
  stars?: string;
  minHotelReviewScore?: number;
  priceMin?: number;
  priceMax?: number;
  singleVoucherPriceMin?: number;
  singleVoucherPriceMax?: number;
  facilities?: string;
  petsAllowed?: boolean;
  distanceMin?: number;
  distanceMax?: number;
  lat?: number;
  lng?: number;
  tags?: string;
  includeActivities?: boolean;
}

const joined = (values: readonly (string | number)[]) =>
  values.length > 0 ? values.join(',') : undefined;

/** The same parameters without undefined entries, so absent filters send nothing. */
function defined(params: FacetParams): FacetParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as FacetParams;
}

/**
 * CRIT-043, CRIT-044: criteria → facet parameters. Lists comma-joined; pets sent as
 * petsAllowed=true, never in facilities; hotelScore as minHotelReviewScore (when above 0); prices
 * as singleVoucherPriceMin/Max in gifting; lat and lng only when distance is active (CRIT-038)
 * and both are known. `includeActivities` asks for the activity facet list.
 */
export function facetParams(
  criteria: SearchCriteria,
  options: { flow: Flow; includeActivities?: boolean },
): FacetParams {
  const { priceMin, priceMax } = criteria;
  const prices: FacetParams =
    options.flow === 'gifting'
      ? { singleVoucherPriceMin: priceMin, singleVoucherPriceMax: priceMax }
      : { priceMin, priceMax };
  const located =
    isDistanceActive(criteria) && criteria.lat !== undefined && criteria.lng !== undefined;
  return defined({
    hotelType: joined(criteria.hotelTypes),
    hotelEnvironment: joined(criteria.hotelEnvironments),
    hotelStyle: joined(criteria.hotelStyles),
    stars: joined(criteria.stars),
    minHotelReviewScore: criteria.hotelScore > 0 ? criteria.hotelScore : undefined,
    ...prices,
    facilities: joined(criteria.facilities.filter((facility) => facility !== PETS_FACILITY)),
    petsAllowed: criteria.facilities.includes(PETS_FACILITY) || undefined,
    distanceMin: criteria.distanceMin,
    distanceMax: criteria.distanceMax,
    lat: located ? criteria.lat : undefined,
    lng: located ? criteria.lng : undefined,
    tags: joined(criteria.tags),
    includeActivities: options.includeActivities || undefined,
  });
}

type SelectableFilters = Pick<
  SearchCriteria,
  | 'hotelTypes'
  | 'hotelEnvironments'
  | 'hotelStyles'
  | 'stars'
  | 'hotelScore'
  | 'priceMin'
  | 'priceMax'
  | 'facilities'
  | 'tags'
  | 'distanceMin'
  | 'distanceMax'
>;

/**
 * SRCH-029: the filter count badge sums the selected items: every listed value (hotel types,
 * environments, styles, stars, facilities with pets, activities) plus one for a minimum review
 * score, one for a price range (either bound) and one for an active distance (CRIT-038).
 */
export function selectedFilterCount(criteria: SelectableFilters): number {
  const lists = [
    criteria.hotelTypes,
    criteria.hotelEnvironments,
    criteria.hotelStyles,
    criteria.stars,
    criteria.facilities,
    criteria.tags,
  ].reduce((sum, values) => sum + values.length, 0);
  const price = criteria.priceMin !== undefined || criteria.priceMax !== undefined ? 1 : 0;
  return lists + (criteria.hotelScore > 0 ? 1 : 0) + price + (isDistanceActive(criteria) ? 1 : 0);
}

/** SRCH-026: a facet option with a count of 0 is disabled unless it is already selected. */
export function isFacetOptionDisabled(count: number, selected: boolean): boolean {
  return count <= 0 && !selected;
}
