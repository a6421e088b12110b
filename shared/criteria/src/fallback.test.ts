import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  FALLBACK_DISTANCE_MIN,
  FALLBACK_PAGE_SIZE,
  FALLBACK_RADIUS_KM,
  fallbackCriteria,
  fallbackKeys,
} from './fallback';
import { parseSearchHash } from './hash/parse';
import { serialiseSearchHash } from './hash/serialise';
import { searchCriteria } from './test-support/arbitraries';

const DATES = 'checkin=2030-06-01&checkout=2030-06-03&nights=2';
const hashes = (hash: string, context = {}) =>
  fallbackKeys(parseSearchHash(hash), context).map((key) => key.value);

describe('CRIT-055 fallback constants and model', () => {
  it('CRIT-055: page size 3, radius 30 km, minimum 0', () => {
    expect(FALLBACK_PAGE_SIZE).toBe(3);
    expect(FALLBACK_RADIUS_KM).toBe(30);
    expect(FALLBACK_DISTANCE_MIN).toBe(0);
  });

  it('CRIT-055: a key has destination, dates, category, value and order', () => {
    const [first] = fallbackKeys(parseSearchHash(`city=lyon&lat=45.7&lng=4.8&theme=3&${DATES}`));
    expect(first).toEqual({
      destination: { value: 'lyon', type: 'city', isAround: true, isExpanded: false },
      dates: { isRemoved: false },
      category: { value: 3, isRemoved: false },
      value: `${DATES}&theme=3&lat=45.7&lng=4.8&distanceMin=0&distanceMax=30`,
      order: 0,
    });
  });
});

describe('CRIT-054 LEFT-013 fallback derivation', () => {
  it('CRIT-054: city or poi → 30 km around, then without dates, then without category', () => {
    expect(hashes(`poi=eiffel&lat=48.8&lng=2.3&theme=3&${DATES}`)).toEqual([
      `${DATES}&theme=3&lat=48.8&lng=2.3&distanceMin=0&distanceMax=30`,
      'theme=3&lat=48.8&lng=2.3&distanceMin=0&distanceMax=30',
      'lat=48.8&lng=2.3&distanceMin=0&distanceMax=30',
    ]);
  });

  it('CRIT-054: coordinates may come from the context; steps without dates or category are skipped', () => {
    expect(hashes('city=lyon', { coordinates: { lat: 45.7, lng: 4.8 } })).toEqual([
      'lat=45.7&lng=4.8&distanceMin=0&distanceMax=30',
    ]);
    expect(hashes('city=lyon&theme=3')).toEqual(['city=lyon']);
  });

  it('CRIT-054: department → region, then without dates', () => {
    const keys = fallbackKeys(parseSearchHash(`department=rhone&theme=3&${DATES}`), {
      hierarchy: { region: 'ara', country: 'fr' },
    });
    expect(keys.map((key) => key.value)).toEqual([
      `${DATES}&theme=3&region=ara`,
      'theme=3&region=ara',
    ]);
    expect(keys[0]?.destination).toEqual({
      value: 'ara',
      type: 'region',
      isAround: false,
      isExpanded: true,
    });
    expect(keys.map((key) => key.order)).toEqual([0, 1]);
  });

  it('CRIT-054: region or touristicregion → country, then without dates', () => {
    const context = { hierarchy: { country: 'fr' } };
    expect(hashes(`region=ara&${DATES}`, context)).toEqual([`${DATES}&country=fr`, 'country=fr']);
    expect(hashes(`touristicregion=alps&theme=3`, context)).toEqual(['theme=3&country=fr']);
  });

  it('CRIT-054: country → without dates, then without category', () => {
    expect(hashes(`country=fr&theme=3&${DATES}`)).toEqual(['theme=3&country=fr', 'country=fr']);
  });

  it('CRIT-054: other destinations or none give no fallback', () => {
    expect(hashes(`hotel=h1&${DATES}`)).toEqual([]);
    expect(hashes(DATES)).toEqual([]);
  });

  it('CRIT-054: dropping dates also drops activity dates', () => {
    const criteria = parseSearchHash(`country=fr&${DATES}&activityDates=12_1`);
    const next = fallbackCriteria(criteria, {
      destination: { value: 'fr', type: 'country', isAround: false, isExpanded: false },
      dates: { isRemoved: true },
      category: { value: undefined, isRemoved: false },
    });
    expect(serialiseSearchHash(next)).toBe('country=fr');
  });

  it('CRIT-054 property: every fallback differs from the search and orders run 0..n-1', () => {
    fc.assert(
      fc.property(searchCriteria, (criteria) => {
        const keys = fallbackKeys(criteria, { hierarchy: { region: 'r', country: 'c' } });
        expect(keys.length).toBeLessThanOrEqual(3);
        expect(keys.map((key) => key.order)).toEqual(keys.map((_, i) => i));
        expect(new Set(keys.map((key) => key.value)).size).toBe(keys.length);
        for (const key of keys) expect(key.value).not.toBe(serialiseSearchHash(criteria));
      }),
    );
  });
});
