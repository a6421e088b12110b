import { webcrypto } from 'node:crypto';
import { activitySearchRequestSchema, offersRequestSchema } from '@shop/api-contract';
import { platformStore } from '@shop/platform';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { SWRConfig } from 'swr';
import { safeParse } from 'zod/mini';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { activityAnswer, offersAnswer } from '../../../test/offers';
import {
  buildOffersRequest,
  buildSearchRequest,
  fetchOffers,
  fetchSearch,
  prefetchCurrentSearch,
  readSearchAddress,
  resultsPageSize,
  useSearchOffers,
} from './search-offers';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

const request = (pathname: string, search: string, hash: string) =>
  buildOffersRequest(readSearchAddress({ pathname, search, hash }), 'fr_FR');

describe('buildOffersRequest (LEFT-009: POST /api/offers.json from the address)', () => {
  it('an empty address is the default search: page 0, 24 per page, 2 adults', () => {
    expect(request('/search', '', '')).toEqual({
      locale: 'fr_FR',
      criteria: { adults: 2, children: 0, babies: 0 },
      sort: 'priceQuality',
      page: 0,
      pageSize: 24,
    });
  });

  it('CRIT-006/007/010: hash criteria, filters and sort, zero-based page from the query', () => {
    const body = request(
      '/search',
      '?page=3&from=searchBar',
      '#checkin=2027-03-06&checkout=2027-03-08&a=3&c=1&theme=12&city=64&sort=promo' +
        '&stars=4,5&hotelScore=8&priceMin=5000&priceMax=20000&facilities=spa,pets&tags=golf',
    );
    expect(body).toEqual({
      locale: 'fr_FR',
      criteria: {
        checkin: '2027-03-06',
        night: 2,
        adults: 3,
        children: 1,
        babies: 0,
        theme: 12,
        city: 64,
      },
      filters: {
        stars: [4, 5],
        minHotelReviewScore: 8,
        priceMin: 5000,
        priceMax: 20000,
        facilities: ['spa'],
        petsAllowed: true,
        tags: ['golf'],
      },
      sort: 'promo',
      page: 3,
      pageSize: 24,
    });
  });

  it('CRIT-018, CRIT-043: gifting sends 2 adults, no dates, voucher prices, giftable search', () => {
    const body = request('/gift/search', '', '#checkin=2027-03-06&nights=2&a=4&c=2&priceMax=9000');
    expect(body.criteria).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(body.filters).toEqual({ singleVoucherPriceMax: 9000 });
    expect(body.performGiftableSearch).toBe(true);
  });

  it('CRIT-045..049: a sort the flow does not offer is not sent', () => {
    expect(request('/activities/search', '', '#sort=promo').sort).toBeUndefined();
    expect(request('/search', '?flow=hotel', '#sort=promo').sort).toBeUndefined();
    expect(request('/search', '?flow=hotel', '#sort=popularity').sort).toBe('popularity');
    expect(request('/search', '', '#sort=distance').sort).toBeUndefined();
    expect(request('/search', '', '#sort=distance&lat=48.85&lng=2.35').sort).toBe('distance');
  });

  it('bad hash and query values fall back to defaults and always give a valid body', () => {
    const hashes = [
      '#a=999&c=-1&checkin=2027-13-45&sort=nope&page=x&city=paris&theme=0',
      '#nights=400&distanceMax=99999999&hotel=abc&stars=9,x&hotelScore=11',
      '#%E0%A4%A&&&==&lat=91&lng=5',
      '#city=99999999999&region=12',
    ];
    for (const hash of hashes) {
      for (const [path, search] of [
        ['/search', '?page=-2'],
        ['/activities/search', '?page=abc'],
        ['/gift/search', '?page=1.5'],
      ] as const) {
        const body = request(path, search, hash);
        expect(body.page).toBe(0);
        expect(safeParse(offersRequestSchema, body).success).toBe(true);
      }
    }
    expect(request('/search', '', '#city=paris&region=12').criteria).toEqual({
      adults: 2,
      children: 0,
      babies: 0,
      region: 12,
    });
  });
});

describe('fetchOffers', () => {
  afterEach(() => unstubAllGlobals());

  it('POSTs the body to /api/offers.json and checks the answer against the contract', async () => {
    const fetchMock = jest.fn<FunctionLike>(async () => Response.json(offersAnswer(2)));
    stubGlobal('fetch', fetchMock);
    const answer = await fetchOffers('{"locale":"fr_FR"}');
    expect(answer.exactMatch).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/offers.json',
      expect.objectContaining({ method: 'POST', body: '{"locale":"fr_FR"}' }),
    );
  });

  it('rejects an answer that breaks the contract', async () => {
    // Deliberately off-contract: exactMatch is not a list.
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () => Response.json({ exactMatch: 'no' })),
    );
    await expect(fetchOffers('{}')).rejects.toMatchObject({ code: 'CONTRACT' });
  });
});

describe('prefetchCurrentSearch (render-as-you-fetch)', () => {
  afterEach(() => unstubAllGlobals());

  it("requests the current address's search before any render; the page's hook then reuses it", async () => {
    const fetchMock = jest.fn<FunctionLike>(async () => Response.json(offersAnswer(3)));
    stubGlobal('fetch', fetchMock);
    const location = { pathname: '/search', search: '?page=1', hash: '#a=3&city=64' };
    platformStore.setState({ location, locale: 'it_IT' });

    prefetchCurrentSearch();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = buildSearchRequest(readSearchAddress(location), 'it_IT');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/offers.json',
      expect.objectContaining({ body: JSON.stringify(request.body) }),
    );

    const { result } = renderHook(() => useSearchOffers(request), {
      // A cache of its own: the preloaded answer is the one thing the hook can reuse.
      wrapper: ({ children }) =>
        createElement(SWRConfig, { value: { provider: () => new Map() } }, children),
    });
    await waitFor(() => expect(result.current.data?.exactMatch).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('issue 16: on a served page, asks only for a hash’s other search (the page came with the answer without it)', () => {
    const fetchMock = jest.fn<FunctionLike>(async () => Response.json(offersAnswer(3)));
    stubGlobal('fetch', fetchMock);
    platformStore.setState({
      served: true,
      location: { pathname: '/search', search: '?page=2', hash: '' },
    });
    prefetchCurrentSearch();
    // A hash whose criteria are the defaults: the same search, served already.
    platformStore.setState({
      location: { pathname: '/search', search: '?page=2', hash: '#a=2&sort=nope' },
    });
    prefetchCurrentSearch();
    expect(fetchMock).not.toHaveBeenCalled();

    platformStore.setState({
      location: { pathname: '/search', search: '?page=2', hash: '#a=1&city=64' },
    });
    prefetchCurrentSearch();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    platformStore.setState({ served: false });
  });
});

describe('the activity-only search (SRCH-017, API-003)', () => {
  const search = (pathname: string, search: string, hash: string) =>
    buildSearchRequest(readSearchAddress({ pathname, search, hash }), 'es_ES');

  afterEach(() => unstubAllGlobals());

  it('SRCH-017: the activity flow sends a package search: searchCriterias, locale, numberOfPackagesPerHotel 20, page', () => {
    const request = search(
      '/activities/search',
      '?page=4',
      '#city=64&a=1&tags=kayak,spa&priceMin=100&priceMax=9000&stars=5&sort=promo',
    );
    expect(request).toEqual({
      kind: 'activities',
      body: {
        locale: 'es_ES',
        searchCriterias: { adults: 1, children: 0, babies: 0, city: 64 },
        // Only the activity filters (activities and price); no sort in the activity flow.
        filters: { tags: ['kayak', 'spa'], priceMin: 100, priceMax: 9000 },
        numberOfPackagesPerHotel: 20,
        page: 4,
      },
    });
    expect(safeParse(activitySearchRequestSchema, request.body).success).toBe(true);
    expect(resultsPageSize('activity')).toBe(20);
  });

  it('the other flows keep the offers.json search, 24 per page', () => {
    expect(search('/search', '', '').kind).toBe('offers');
    expect(search('/gift/search', '', '').kind).toBe('offers');
    expect(resultsPageSize('booking')).toBe(24);
  });

  it('bad addresses still give a valid activity search body', () => {
    for (const [query, hash] of [
      ['?page=-1', '#a=99&city=x&tags='],
      ['?page=abc', '#priceMin=-5&distanceMax=1e99&lat=500'],
    ] as const) {
      const request = search('/activities/search', query, hash);
      expect(request.kind).toBe('activities');
      expect(safeParse(activitySearchRequestSchema, request.body).success).toBe(true);
    }
  });

  it('SRCH-017: fetchSearch POSTs an activity request to the activity-only search and checks the answer', async () => {
    const fetchMock = jest.fn<FunctionLike>(async () => Response.json(activityAnswer(3, 40)));
    stubGlobal('fetch', fetchMock);
    const request = search('/activities/search', '', '');
    const answer = await fetchSearch(JSON.stringify(request));
    expect(answer.exactMatch).toHaveLength(3);
    expect(answer.resultsCount).toBe(40);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/activity-only/search.json',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(request.body) }),
    );
    // Deliberately off-contract: a card without a label and a negative count are refused (ADR 0014's
    // structural check).
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () =>
        Response.json({ exactMatch: [{ id: '1' }], resultsCount: -1 }),
      ),
    );
    await expect(fetchSearch(JSON.stringify(request))).rejects.toMatchObject({ code: 'CONTRACT' });
  });
});

describe('the search’s human check (SHELL-053, ADR 0105)', () => {
  const CHALLENGE = { challenge: 'h1.challenge', difficulty: 0, expiresAt: '2030-01-01T00:00:00Z' };
  const askedForCheck = () =>
    Response.json({ error: 'HUMAN_CHECK_REQUIRED', message: 'Too many searches' }, { status: 429 });
  const headersOf = (init: unknown) =>
    new Headers((init as RequestInit | undefined)?.headers).get('x-human-check');
  /** The API: asks for the check until a solved one came in (the pass), or always. */
  const api = (options: { always?: boolean; challenge?: Promise<void> } = {}) => {
    let passed = false;
    const calls: { url: string; check: string | null }[] = [];
    const fetchMock = jest.fn<FunctionLike>(async (url: string, init: unknown) => {
      if (url.includes('human-check')) {
        await options.challenge;
        return Response.json(CHALLENGE);
      }
      const check = headersOf(init);
      calls.push({ url, check });
      if (check === `${CHALLENGE.challenge}:0` && !options.always) passed = true;
      return passed ? Response.json(offersAnswer(2)) : askedForCheck();
    });
    stubGlobal('fetch', fetchMock);
    // The proof of work runs on Web Crypto, which jsdom lacks.
    if (!globalThis.crypto?.subtle) stubGlobal('crypto', webcrypto);
    const challenges = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('human-check'));
    return { calls, challenges };
  };

  afterEach(() => {
    unstubAllGlobals();
    platformStore.setState({ careMode: false });
  });

  it('SHELL-053: asked for a human check, the search solves one and asks again once, with it', async () => {
    const { calls, challenges } = api();
    const answer = await fetchOffers(JSON.stringify({ locale: 'fr_FR' }));
    expect(answer.exactMatch).toHaveLength(2);
    expect(calls).toEqual([
      { url: '/api/offers.json', check: null },
      { url: '/api/offers.json', check: 'h1.challenge:0' },
    ]);
    expect(challenges()).toHaveLength(1);
  });

  it('SHELL-053: a check the API still refuses shows the error: one retry only', async () => {
    const { calls } = api({ always: true });
    await expect(fetchOffers(JSON.stringify({ locale: 'fr_FR' }))).rejects.toMatchObject({
      status: 429,
      code: 'HUMAN_CHECK_REQUIRED',
    });
    expect(calls).toHaveLength(2);
  });

  it('SHELL-053: the results stay loading while the check is solved', async () => {
    let challengeReady = () => undefined as void;
    const challenge = new Promise<void>((resolve) => {
      challengeReady = resolve;
    });
    api({ challenge });
    const { result } = renderHook(() => useSearchOffers(request('/search', '?page=7', '#a=3')), {
      wrapper: ({ children }) =>
        createElement(SWRConfig, { value: { provider: () => new Map() } }, children),
    });
    await waitFor(() => expect(jest.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ isLoading: true, error: undefined });
    challengeReady();
    await waitFor(() => expect(result.current.data?.exactMatch).toHaveLength(2));
  });

  it('SHELL-053: in customer-care mode the search never solves a check', async () => {
    platformStore.setState({ careMode: true });
    const { calls, challenges } = api();
    await expect(fetchOffers(JSON.stringify({ locale: 'fr_FR' }))).rejects.toMatchObject({
      code: 'HUMAN_CHECK_REQUIRED',
    });
    expect(calls).toHaveLength(1);
    expect(challenges()).toHaveLength(0);
  });
});
