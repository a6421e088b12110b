import { searchDetailsSchema, type SearchDetails } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { parseSearchHash } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { fallbackContextOf, fallbackMessage, fallbackPlan } from './fallback-plan';

const DATES = 'checkin=2030-06-01&checkout=2030-06-03&nights=2';

function details(overrides: Partial<SearchDetails> = {}): SearchDetails {
  return fixture(searchDetailsSchema, {
    checkin: null,
    night: null,
    adult: 2,
    child: 0,
    baby: 0,
    hotelId: null,
    totalCount: 2,
    location: { id: 64, label: 'Lyon', category: 'city', latitude: 45.76, longitude: 4.84 },
    locationHierarchy: [
      { id: 12, label: 'Rhône', type: 'department' },
      { id: 7, label: 'Auvergne-Rhône-Alpes', type: 'region' },
      { id: 1, label: 'France', type: 'country' },
    ],
    destination: { id: 64, label: 'Lyon', category: 'city' },
    theme: null,
    ...overrides,
  });
}

const plan = (hash: string, resultsCount = 2, answer: SearchDetails | null = details()) =>
  fallbackPlan({
    flow: 'booking',
    criteria: parseSearchHash(hash),
    resultsCount,
    pageSize: 24,
    details: answer,
  });

describe('SRCH-061 fallback plan', () => {
  it('SRCH-061: no suggestion searches when the exact results fill a page', () => {
    expect(plan(`city=64&theme=3&${DATES}`, 24)).toEqual([]);
    expect(plan(`city=64&theme=3&${DATES}`, 23)).toHaveLength(3);
  });

  it('SRCH-061: a city expands to 30 km around its coordinates (from the answer), then drops dates, then the category', () => {
    const blocks = plan(`city=64&theme=3&${DATES}`);
    expect(blocks.map((block) => block.key.value)).toEqual([
      `${DATES}&theme=3&lat=45.76&lng=4.84&distanceMin=0&distanceMax=30`,
      'theme=3&lat=45.76&lng=4.84&distanceMin=0&distanceMax=30',
      'lat=45.76&lng=4.84&distanceMin=0&distanceMax=30',
    ]);
    expect(blocks.map((block) => block.placeLabel)).toEqual(['Lyon', 'Lyon', 'Lyon']);
  });

  it('SRCH-061: a department expands to its region (named from the hierarchy), then drops dates', () => {
    const answer = details({
      location: { id: 12, label: 'Rhône', category: 'department', latitude: 45.8, longitude: 4.6 },
      destination: { id: 12, label: 'Rhône', category: 'department' },
      locationHierarchy: [
        { id: 7, label: 'Auvergne-Rhône-Alpes', type: 'region' },
        { id: 1, label: 'France', type: 'country' },
      ],
    });
    const blocks = plan(`department=12&theme=3&${DATES}`, 0, answer);
    expect(blocks.map((block) => block.key.value)).toEqual([
      `${DATES}&theme=3&region=7`,
      'theme=3&region=7',
    ]);
    expect(blocks[0]?.placeLabel).toBe('Auvergne-Rhône-Alpes');
  });

  it('SRCH-061: a country drops the dates, then the category; without dates only the category', () => {
    const answer = details({
      location: { id: 1, label: 'France', category: 'country', latitude: 46, longitude: 2 },
      locationHierarchy: [],
    });
    expect(plan(`country=1&theme=3&${DATES}`, 3, answer).map((block) => block.key.value)).toEqual([
      'theme=3&country=1',
      'country=1',
    ]);
    expect(plan('country=1&theme=3', 3, answer).map((block) => block.key.value)).toEqual([
      'country=1',
    ]);
  });

  it('SRCH-061: an unknown expansion (no answer yet) or no destination gives no block', () => {
    expect(plan('city=64', 0, null)).toEqual([]);
    expect(plan(DATES, 0)).toEqual([]);
  });

  it('SRCH-061: gift searches ignore dates, so no "without dates" block', () => {
    const blocks = fallbackPlan({
      flow: 'gifting',
      criteria: parseSearchHash(`city=64&theme=3&${DATES}`),
      resultsCount: 0,
      pageSize: 24,
      details: details(),
    });
    expect(blocks.map((block) => block.key.dates.isRemoved)).toEqual([false, false]);
    expect(blocks.map((block) => block.key.category.isRemoved)).toEqual([false, true]);
  });

  it('CRIT-054: the context takes coordinates of a city or poi only, and the region and country above', () => {
    expect(fallbackContextOf(details())).toEqual({
      coordinates: { lat: 45.76, lng: 4.84 },
      hierarchy: { region: '7', country: '1' },
    });
    expect(
      fallbackContextOf(
        details({
          location: { id: 7, label: 'ARA', category: 'region', latitude: 45, longitude: 4 },
          locationHierarchy: [],
        }),
      ),
    ).toEqual({ coordinates: undefined, hierarchy: { region: undefined, country: undefined } });
    expect(fallbackContextOf(undefined).coordinates).toBeUndefined();
  });
});

describe('SRCH-063 info message variants', () => {
  it('SRCH-063: no exact results but suggestions', () => {
    expect(fallbackMessage(0, [0, 3, undefined])).toBe('suggestionsOnly');
  });

  it('SRCH-063: suggestions along with exact results', () => {
    expect(fallbackMessage(5, [undefined, 2])).toBe('suggestionsWithResults');
    expect(fallbackMessage(5, [0, undefined])).toBeNull();
  });

  it('SRCH-063: none at all gives "No results" once every block has answered', () => {
    expect(fallbackMessage(0, [0, undefined])).toBeNull();
    expect(fallbackMessage(0, [0, 0])).toBe('noResults');
    expect(fallbackMessage(0, [])).toBe('noResults');
  });
});
