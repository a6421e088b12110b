import { parseSearchHash, selectedFilterCount } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import {
  clearAllGroups,
  clearGroup,
  FILTER_GROUPS,
  filterGroupsOf,
  groupChanged,
  groupCount,
  sameCriteria,
  selectedCountOf,
} from './filter-groups';

const FULL = parseSearchHash(
  'a=3&city=64&lat=48.8&lng=2.3&distanceMin=0&distanceMax=100&priceMin=2000&priceMax=9000' +
    '&hotelTypes=castle&hotelEnvironments=city,seaside&hotelStyles=design&stars=4,5&hotelScore=8' +
    '&facilities=spa,pets,wifi&tags=spa,museum&sort=priceAsc',
);

describe('filter groups', () => {
  it('SRCH-019: five dropdowns; the activity flow filters on activities and price', () => {
    expect(filterGroupsOf('booking')).toEqual([
      'activities',
      'price',
      'distance',
      'facilities',
      'more',
    ]);
    expect(filterGroupsOf('gifting')).toEqual(FILTER_GROUPS);
    expect(filterGroupsOf('activity')).toEqual(['activities', 'price']);
  });

  it('SRCH-023: clearing a group resets its filter and keeps everything else', () => {
    expect(clearGroup(FULL, 'facilities').facilities).toEqual(['pets']);
    const more = clearGroup(FULL, 'more');
    expect(more).toMatchObject({
      hotelTypes: [],
      hotelEnvironments: [],
      hotelStyles: [],
      stars: [],
      hotelScore: 0,
      facilities: ['spa', 'wifi'],
      tags: ['spa', 'museum'],
      priceMin: 2000,
    });
    expect(clearGroup(FULL, 'distance')).toMatchObject({ city: '64', lat: 48.8, lng: 2.3 });
    expect(clearGroup(FULL, 'distance').distanceMax).toBeUndefined();
    expect(clearGroup(FULL, 'price').priceMin).toBeUndefined();
    expect(clearGroup(FULL, 'activities').tags).toEqual([]);
    const all = clearAllGroups(FULL);
    expect(selectedFilterCount(all)).toBe(0);
    expect(all).toMatchObject({ a: 3, city: '64', sort: 'priceAsc' });
  });

  it('SRCH-024: a group has changed only when its own values differ', () => {
    const moved = { ...FULL, distanceMax: 200 };
    expect(groupChanged(FULL, moved, 'distance')).toBe(true);
    expect(groupChanged(FULL, moved, 'price')).toBe(false);
    expect(groupChanged(FULL, { ...FULL, facilities: ['spa', 'wifi'] }, 'more')).toBe(true);
    expect(groupChanged(FULL, { ...FULL, facilities: ['spa', 'wifi'] }, 'facilities')).toBe(false);
    expect(sameCriteria(FULL, { ...FULL })).toBe(true);
    expect(sameCriteria(FULL, moved)).toBe(false);
  });

  it('SRCH-029: the groups count the selected items and add up to the badge total', () => {
    expect(FILTER_GROUPS.map((group) => groupCount(FULL, group))).toEqual([2, 1, 1, 2, 8]);
    const total = FILTER_GROUPS.reduce((sum, group) => sum + groupCount(FULL, group), 0);
    expect(total).toBe(selectedFilterCount(FULL));
    expect(selectedCountOf(FULL, 'booking')).toBe(14);
    // The activity flow counts only what it filters on: activities and price.
    expect(selectedCountOf(FULL, 'activity')).toBe(3);
  });
});
