import { facetsResponseSchema, type FacetsResponse } from '@shop/api-contract';
import { offersOf } from '../../test/offers';
import { fixture } from '@shop/api-contract/fixture';
import { parseSearchHash, type SearchCriteria } from '@shop/criteria';
import { platformStore, type SearchFlow } from '@shop/platform';
import { jest } from '@jest/globals';
import { renderWithCopy } from '../../test/render';
import { FilterBar, type FilterBarProps } from './components/FilterBar';
import type { FunctionLike } from 'jest-mock';

/** A facets.json answer with every list shape of SRCH-031, zero counts included (SRCH-026). */
export function facetsAnswer(overrides: Partial<FacetsResponse> = {}): FacetsResponse {
  return fixture(facetsResponseSchema, {
    facilities: [
      { name: 'wifi', value: 'wifi', label: 'Wi-Fi', count: 120 },
      { name: 'spa', value: 'spa', label: 'Spa', count: 14 },
      { name: 'pool', value: 'pool', label: 'Swimming pool', count: 0 },
      { name: 'sauna', value: 'sauna', label: 'Sauna', count: 2 },
      { name: 'pets', value: 'pets', label: 'Pets allowed', count: 9 },
    ],
    hotelScores: [
      { value: 8, label: '8+', count: 40 },
      { value: 9, label: '9+', count: 0 },
    ],
    stars: [
      { value: 3, label: '★★★', count: 50 },
      { value: 5, label: '★★★★★', count: 0 },
    ],
    hotelTypes: [{ name: 'castle', value: 'castle', label: 'Castle', count: 3 }],
    hotelEnvironments: [{ key: 'seaside', label: 'Seaside', count: 7 }],
    hotelStyles: [{ name: 'design', label: 'Design', count: 0 }],
    activities: [
      {
        name: 'Wellness',
        entries: [
          { id: 'spa', name: 'Spa access', count: 12 },
          { id: 'massage', name: 'Massage', count: 0 },
        ],
      },
    ],
    ...overrides,
  });
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * fetch spied on: facets.json answers `facets(url)`, offers.json `{ resultsCount }` of
 * `count(body)`. Returns the spy and the facet requests' query parameters.
 */
export function mockApi(
  options: {
    facets?: (url: URL) => FacetsResponse | Response;
    count?: (body: Record<string, unknown>) => number;
  } = {},
) {
  const facetRequests: URLSearchParams[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    if (url.pathname === '/api/facets.json') {
      facetRequests.push(url.searchParams);
      const answer = (options.facets ?? (() => facetsAnswer()))(url);
      return answer instanceof Response ? answer : Response.json(answer);
    }
    if (url.pathname === '/api/offers.json') {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      return Response.json(offersOf([], options.count?.(body) ?? 0));
    }
    return new Response(null, { status: 404 });
  });
  return { spy, facetRequests };
}

export { setMobile } from '../../test/media';

/** jsdom has no showModal(): the design system's test stand-in. */
export { installDialogPolyfill } from '@shop/design-system/test-utils';

/** Renders the bar for a hash on a French-market page in English; onApply is a spy. */
export async function renderBar(
  hash: string,
  options: { flow?: SearchFlow; resultsCount?: number } & Partial<FilterBarProps> = {},
) {
  const { flow = 'booking', resultsCount = 120, ...rest } = options;
  platformStore.setState({
    location: { pathname: '/search', search: '?lng=en', hash: `#${hash}` },
    language: 'en',
    locale: 'fr_FR',
  });
  const criteria = parseSearchHash(hash);
  const onApply = jest.fn<(next: SearchCriteria) => void>();
  const onSortChange = jest.fn<FunctionLike>();
  const view = await renderWithCopy(
    <FilterBar
      flow={flow}
      criteria={criteria}
      resultsCount={resultsCount}
      onApply={onApply}
      onSortChange={onSortChange}
      {...rest}
    />,
  );
  return { ...view, criteria, onApply, onSortChange };
}
