import { describe, expect, it } from '@jest/globals';
import {
  facetParams,
  isDistanceActive,
  isFacetOptionDisabled,
  pickHotelScore,
  selectedFilterCount,
  toggleInList,
} from './filters';
import { parseSearchHash } from './hash/parse';

describe('CRIT-041 toggle filters', () => {
  it('CRIT-041: adds a value when absent and removes it when present', () => {
    expect(toggleInList(['pool'], 'spa')).toEqual(['pool', 'spa']);
    expect(toggleInList(['pool', 'spa'], 'pool')).toEqual(['spa']);
    expect(toggleInList([3, 4], 4)).toEqual([3]);
  });
});

describe('CRIT-042 hotel score', () => {
  it('CRIT-042: picking the selected score again resets it to 0', () => {
    expect(pickHotelScore(8, 8)).toBe(0);
    expect(pickHotelScore(8, 9)).toBe(9);
    expect(pickHotelScore(0, 7)).toBe(7);
  });
});

describe('CRIT-038 distance active flag', () => {
  it('CRIT-038: true exactly when distanceMin or distanceMax is set', () => {
    expect(isDistanceActive({})).toBe(false);
    expect(isDistanceActive({ distanceMin: 0 })).toBe(true);
    expect(isDistanceActive({ distanceMax: 200 })).toBe(true);
  });
});

describe('CRIT-043 pets facility', () => {
  it('CRIT-043: pets is never in facilities; it is sent as petsAllowed', () => {
    const params = facetParams(parseSearchHash('facilities=pool,pets,spa'), { flow: 'booking' });
    expect(params.facilities).toBe('pool,spa');
    expect(params.petsAllowed).toBe(true);
    expect(facetParams(parseSearchHash('facilities=pets'), { flow: 'booking' })).toEqual({
      petsAllowed: true,
    });
    expect(facetParams(parseSearchHash('facilities=pool'), { flow: 'booking' })).not.toHaveProperty(
      'petsAllowed',
    );
  });
});

describe('CRIT-044 criteria → facet parameters', () => {
  it('CRIT-044: lists comma-joined, hotelScore as minHotelReviewScore, prices in cents', () => {
    const criteria = parseSearchHash(
      'hotelTypes=castle,inn&hotelEnvironments=sea&hotelStyles=design&stars=3,4&hotelScore=8' +
        '&priceMin=5000&priceMax=20000&tags=12,15',
    );
    expect(facetParams(criteria, { flow: 'booking', includeActivities: true })).toEqual({
      hotelType: 'castle,inn',
      hotelEnvironment: 'sea',
      hotelStyle: 'design',
      stars: '3,4',
      minHotelReviewScore: 8,
      priceMin: 5000,
      priceMax: 20000,
      tags: '12,15',
      includeActivities: true,
    });
  });

  it('CRIT-044: in gifting prices are singleVoucherPriceMin and singleVoucherPriceMax', () => {
    expect(
      facetParams(parseSearchHash('priceMin=5000&priceMax=20000'), { flow: 'gifting' }),
    ).toEqual({
      singleVoucherPriceMin: 5000,
      singleVoucherPriceMax: 20000,
    });
  });

  it('CRIT-044: lat and lng only when distance is active and a location is known', () => {
    const located = facetParams(parseSearchHash('lat=48.8&lng=2.3&distanceMax=200'), {
      flow: 'booking',
    });
    expect(located).toEqual({ lat: 48.8, lng: 2.3, distanceMax: 200 });
    expect(facetParams(parseSearchHash('lat=48.8&lng=2.3'), { flow: 'booking' })).toEqual({});
    expect(facetParams(parseSearchHash('lat=48.8&distanceMin=0'), { flow: 'booking' })).toEqual({
      distanceMin: 0,
    });
  });

  it('CRIT-044: no filters, no parameters', () => {
    expect(facetParams(parseSearchHash(''), { flow: 'booking' })).toEqual({});
  });
});

describe('SRCH-029 filter count badge', () => {
  it('SRCH-029: sums listed values, plus one each for a score, a price range and a distance', () => {
    expect(selectedFilterCount(parseSearchHash(''))).toBe(0);
    expect(
      selectedFilterCount(
        parseSearchHash(
          'hotelTypes=castle,hotel&hotelEnvironments=city&hotelStyles=design&stars=4,5&facilities=spa,pets&tags=spa,dinner,museum',
        ),
      ),
    ).toBe(11);
    expect(selectedFilterCount(parseSearchHash('hotelScore=8'))).toBe(1);
    expect(selectedFilterCount(parseSearchHash('priceMin=2000'))).toBe(1);
    expect(selectedFilterCount(parseSearchHash('priceMin=2000&priceMax=9000'))).toBe(1);
    expect(selectedFilterCount(parseSearchHash('distanceMin=0&distanceMax=200'))).toBe(1);
    expect(selectedFilterCount(parseSearchHash('city=64&lat=48.8&lng=2.3'))).toBe(0);
  });
});

describe('SRCH-026 zero-count facet options', () => {
  it('SRCH-026: a zero count disables the option unless it is selected', () => {
    expect(isFacetOptionDisabled(0, false)).toBe(true);
    expect(isFacetOptionDisabled(0, true)).toBe(false);
    expect(isFacetOptionDisabled(3, false)).toBe(false);
  });
});
