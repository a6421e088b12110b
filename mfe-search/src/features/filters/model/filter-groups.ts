import {
  isDistanceActive,
  PETS_FACILITY,
  selectedFilterCount,
  serialiseSearchHash,
  type Flow,
  type SearchCriteria,
} from '@shop/criteria';

/** SRCH-019: the filter bar's dropdowns, in the order they are shown. */
export const FILTER_GROUPS = ['activities', 'price', 'distance', 'facilities', 'more'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** Activity-only vouchers have no hotel: their search filters on activities and price only. */
const ACTIVITY_FLOW_GROUPS: readonly FilterGroup[] = ['activities', 'price'];

/** SRCH-019: the dropdowns of a flow. */
export function filterGroupsOf(flow: Flow): readonly FilterGroup[] {
  return flow === 'activity' ? ACTIVITY_FLOW_GROUPS : FILTER_GROUPS;
}

const withoutPets = (facilities: readonly string[]) =>
  facilities.filter((facility) => facility !== PETS_FACILITY);
const onlyPets = (facilities: readonly string[]) =>
  facilities.filter((facility) => facility === PETS_FACILITY);

/**
 * The criteria a dropdown owns. Facilities without pets; pets (CRIT-043) sits in More filters with
 * the hotel types, environments, styles, stars and the minimum review score.
 */
function groupValues(criteria: SearchCriteria, group: FilterGroup): unknown[] {
  switch (group) {
    case 'activities':
      return [criteria.tags];
    case 'price':
      return [criteria.priceMin, criteria.priceMax];
    case 'distance':
      return [criteria.distanceMin, criteria.distanceMax];
    case 'facilities':
      return [withoutPets(criteria.facilities)];
    case 'more':
      return [
        criteria.hotelTypes,
        criteria.hotelEnvironments,
        criteria.hotelStyles,
        criteria.stars,
        criteria.hotelScore,
        onlyPets(criteria.facilities),
      ];
  }
}

/** Whether `a` and `b` differ in what `group` filters (SRCH-024: "if changed"). */
export function groupChanged(a: SearchCriteria, b: SearchCriteria, group: FilterGroup): boolean {
  return JSON.stringify(groupValues(a, group)) !== JSON.stringify(groupValues(b, group));
}

/** Whether two criteria are the same search (as their hashes write them). */
export function sameCriteria(a: SearchCriteria, b: SearchCriteria): boolean {
  return a === b || serialiseSearchHash(a) === serialiseSearchHash(b);
}

/** SRCH-023: the criteria with one dropdown's filter reset (everything else kept). */
export function clearGroup(criteria: SearchCriteria, group: FilterGroup): SearchCriteria {
  switch (group) {
    case 'activities':
      return { ...criteria, tags: [] };
    case 'price':
      return { ...criteria, priceMin: undefined, priceMax: undefined };
    case 'distance':
      return { ...criteria, distanceMin: undefined, distanceMax: undefined };
    case 'facilities':
      return { ...criteria, facilities: onlyPets(criteria.facilities) };
    case 'more':
      return {
        ...criteria,
        hotelTypes: [],
        hotelEnvironments: [],
        hotelStyles: [],
        stars: [],
        hotelScore: 0,
        facilities: withoutPets(criteria.facilities),
      };
  }
}

/** The criteria with every filter of the bar reset (the mobile modal's Clear). */
export function clearAllGroups(criteria: SearchCriteria): SearchCriteria {
  return FILTER_GROUPS.reduce(clearGroup, criteria);
}

/**
 * SRCH-029: the selected items of one dropdown, as its badge shows them; the groups add up to
 * selectedFilterCount of @shop/criteria.
 */
export function groupCount(criteria: SearchCriteria, group: FilterGroup): number {
  switch (group) {
    case 'activities':
      return criteria.tags.length;
    case 'price':
      return criteria.priceMin !== undefined || criteria.priceMax !== undefined ? 1 : 0;
    case 'distance':
      return isDistanceActive(criteria) ? 1 : 0;
    case 'facilities':
      return withoutPets(criteria.facilities).length;
    case 'more':
      return (
        criteria.hotelTypes.length +
        criteria.hotelEnvironments.length +
        criteria.hotelStyles.length +
        criteria.stars.length +
        (criteria.hotelScore > 0 ? 1 : 0) +
        onlyPets(criteria.facilities).length
      );
  }
}

/**
 * SRCH-029: the count badge of the mobile Filters action: the selected items of the flow's
 * dropdowns (selectedFilterCount over what the flow filters on).
 */
export function selectedCountOf(criteria: SearchCriteria, flow: Flow): number {
  const shown = filterGroupsOf(flow);
  const hidden = FILTER_GROUPS.filter((group) => !shown.includes(group));
  return selectedFilterCount(hidden.reduce(clearGroup, criteria));
}
