import { describe, expect, it } from '@jest/globals';
import { applyDestinationSuggestion, DESTINATION_POS, selectedDestination } from './destination';
import {
  DESTINATION_CATEGORIES,
  isDestinationCategory,
  SEARCH_PLACE_CATEGORIES,
} from './destination-categories';
import { parseSearchHash } from './hash/parse';
import { serialiseSearchHash } from './hash/serialise';

describe('CRIT-050 applying a destination suggestion', () => {
  it('CRIT-050: sets exactly its category field and clears lat, lng and distance', () => {
    const before = parseSearchHash(
      'region=ara&city=lyon&lat=45.7&lng=4.8&distanceMin=0&distanceMax=200&theme=3&a=3',
    );
    const after = applyDestinationSuggestion(before, { id: 'paris', category: 'city' });
    expect(serialiseSearchHash(after)).toBe('a=3&theme=3&city=paris');
    const region = applyDestinationSuggestion(before, { id: 'bretagne', category: 'region' });
    expect(selectedDestination(region)).toEqual({ category: 'region', id: 'bretagne' });
    expect(region.city).toBeUndefined();
    expect(region.lat).toBeUndefined();
  });

  it('CRIT-050: no destination set gives none', () => {
    expect(selectedDestination(parseSearchHash(''))).toBeUndefined();
  });
});

describe('CRIT-051 destination suggestion model', () => {
  it('CRIT-051: categories city, hotel, searesort, skiresort, touristicregion, poi, region, department, country', () => {
    expect([...DESTINATION_CATEGORIES].sort()).toEqual(
      [
        'city',
        'hotel',
        'searesort',
        'skiresort',
        'touristicregion',
        'poi',
        'region',
        'department',
        'country',
      ].sort(),
    );
    expect(isDestinationCategory('poi')).toBe(true);
    expect(isDestinationCategory('street')).toBe(false);
    expect(isDestinationCategory(3)).toBe(false);
  });

  it('CRIT-050: the place categories are every category but hotel, in the same order', () => {
    expect(SEARCH_PLACE_CATEGORIES).toEqual([
      'city',
      'searesort',
      'skiresort',
      'touristicregion',
      'poi',
      'region',
      'department',
      'country',
    ]);
  });
});

describe('CRIT-052 destination (other form)', () => {
  it('CRIT-052: pos is ES, FR or BE', () => {
    expect(DESTINATION_POS).toEqual(['ES', 'FR', 'BE']);
  });
});
