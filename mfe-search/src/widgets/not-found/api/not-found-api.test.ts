import {
  offersRequestSchema,
  offersResponseSchema,
  recommendationsResponseSchema,
  type RecommendationsResponse,
} from '@shop/api-contract';
import { platformStore } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fixture } from '@shop/api-contract/fixture';
import { offerCard, offersOf } from '../../../test/offers';
import {
  exactMatchRequest,
  fetchExactMatch,
  fetchHotelOffers,
  fetchSelections,
  HOTEL_OFFERS_COUNT,
  hotelIdFromHash,
  isHotelOffersAnswer,
  isRecommendationsAnswer,
  hotelOffersRequest,
  reportNotFound,
  safeContentUrl,
  SELECTIONS_MAX,
} from './not-found-api';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { INTERNAL_ERROR } from '../../../test/errors';

/** A recommendations answer (API-050), parsed by the contract's schema (ADR 0027). */
const selectionsAnswer = (items: RecommendationsResponse['items']) =>
  fixture(recommendationsResponseSchema, { items }, 'recommendations answer');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init),
  );
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

beforeEach(() => {
  platformStore.setState({ locale: 'es_ES', language: 'es_ES' });
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('hotelIdFromHash (SRCH-067)', () => {
  it('SRCH-067: reads a positive database id from the hash', () => {
    expect(hotelIdFromHash('#hotelId=499')).toBe(499);
    expect(hotelIdFromHash('hotelId=12&a=2')).toBe(12);
    expect(hotelIdFromHash('#a=2&hotelId=%2031%20')).toBe(31);
    expect(hotelIdFromHash('#hotelId=2147483647')).toBe(2_147_483_647);
  });

  it('SRCH-067: a missing or wrong hotelId is no hotelId (safe default, never a throw)', () => {
    for (const hash of [
      '',
      '#',
      '#hotel=499',
      '#hotelId=',
      '#hotelId=0',
      '#hotelId=-4',
      '#hotelId=4.5',
      '#hotelId=1e3',
      '#hotelId=abc',
      '#hotelId=2147483648',
      '#hotelId=99999999999',
      '#hotelId=%E0%A4%A',
    ])
      expect(hotelIdFromHash(hash)).toBeUndefined();
  });
});

describe('offers.json requests (SRCH-067, SRCH-068)', () => {
  it('SRCH-067, API-007: the exact-match lookup asks one offer of the hotel, without page model', () => {
    const request = exactMatchRequest(499, 'fr_FR');
    expect(request).toEqual({
      locale: 'fr_FR',
      criteria: { hotelId: 499 },
      limit: 1,
      fetchPageModel: false,
    });
    expect(offersRequestSchema.safeParse(request).success).toBe(true);
  });

  it('SRCH-068, API-004: the carousel asks the hotel offers, cheapest first', () => {
    const request = hotelOffersRequest(499, 'it_IT');
    expect(request).toMatchObject({
      locale: 'it_IT',
      orderBy: 'priceAsc',
      criteria: { hotelId: 499 },
      numberOfPackagesPerHotel: HOTEL_OFFERS_COUNT,
      fetchPageModel: false,
    });
    expect(offersRequestSchema.safeParse(request).success).toBe(true);
  });

  it('SRCH-067: the match is the first offer of that hotel; none, or another hotel, is no match', async () => {
    const fetchMock = stubFetch(() => json(offersOf([offerCard()])));
    await expect(fetchExactMatch(499, 'fr_FR')).resolves.toMatchObject({ id: 746 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/offers.json',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual(exactMatchRequest(499, 'fr_FR'));

    stubFetch(() => json(offersOf([])));
    await expect(fetchExactMatch(499, 'fr_FR')).resolves.toBeNull();
    await expect(fetchExactMatch(500, 'fr_FR')).resolves.toBeNull();
  });

  it('SRCH-067: an error answer or a broken contract rejects (the page then shows the 404)', async () => {
    stubFetch(() => json(INTERNAL_ERROR, 500));
    await expect(fetchExactMatch(499, 'fr_FR')).rejects.toMatchObject({ status: 500 });
    // Deliberately off-contract: a card without its fields, no results count.
    stubFetch(() => json({ exactMatch: [{ id: 'x' }] }));
    await expect(fetchExactMatch(499, 'fr_FR')).rejects.toMatchObject({ code: 'CONTRACT' });
  });

  it('SRCH-067, ADR 0014: the structural check takes what the contract takes, and refuses cards without a hotel id', () => {
    const answer = { exactMatch: [offerCard({ id: 1 })], resultsCount: 1 };
    expect(offersResponseSchema.safeParse(answer).success).toBe(true);
    expect(isHotelOffersAnswer(answer)).toBe(true);
    const card = offerCard({ id: 2 });
    for (const broken of [
      { exactMatch: [{ ...card, hotel: null }], resultsCount: 1 },
      { exactMatch: [{ ...card, hotel: { ...card.hotel, id: '7' } }], resultsCount: 1 },
      { exactMatch: [{ ...card, id: '2' }], resultsCount: 1 },
      { exactMatch: [card] },
      null,
    ])
      expect(isHotelOffersAnswer(broken)).toBe(false);
  });

  it('SRCH-068: the hotel offers keep only that hotel', async () => {
    const other = offerCard({ id: 9 });
    stubFetch(() =>
      json(
        offersOf([
          offerCard({ id: 1 }),
          { ...other, hotel: { ...other.hotel, id: 7 } },
          offerCard({ id: 2 }),
        ]),
      ),
    );
    const offers = await fetchHotelOffers(499, 'fr_FR');
    expect(offers.map((offer) => offer.id)).toEqual([1, 2]);
  });
});

describe('editorial selections (SRCH-070)', () => {
  it('SRCH-070: only site paths and http(s) addresses are links', () => {
    expect(safeContentUrl('/landing/selection-1')).toBe('/landing/selection-1');
    expect(safeContentUrl(' https://images.test/a.jpg ')).toBe('https://images.test/a.jpg');
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.test/x',
      '/\\evil.test',
      'https://',
      'landing/x',
      '',
    ])
      expect(safeContentUrl(url)).toBeUndefined();
  });

  it('SRCH-070, API-050: GET recommendations of the locale; unsafe, untitled and repeated items left out', async () => {
    const fetchMock = stubFetch(() =>
      json(
        selectionsAnswer([
          { id: 'a', url: '/landing/a', title: 'Spa weekends', cover: 'https://img.test/a.jpg' },
          { id: 'b', url: 'javascript:alert(1)', title: 'Bad', cover: '' },
          { id: 'a', url: '/landing/a2', title: 'Again', cover: '' },
          { id: 'c', url: '/landing/c', title: '  ', cover: '' },
          { id: 'd', url: '/landing/d', title: 'Castles', cover: 'javascript:x' },
        ]),
      ),
    );
    const selections = await fetchSelections('nl_BE');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/recommendations.json?locale=nl_BE');
    expect(selections).toEqual([
      { id: 'a', url: '/landing/a', title: 'Spa weekends', cover: 'https://img.test/a.jpg' },
      { id: 'd', url: '/landing/d', title: 'Castles', cover: '' },
    ]);
  });

  it('SRCH-070, ADR 0014: the structural check takes what the contract takes; a broken answer rejects', async () => {
    const answer = { items: [{ id: 'a', url: '/landing/a', title: 'Spa', cover: '' }] };
    expect(recommendationsResponseSchema.safeParse(answer).success).toBe(true);
    expect(isRecommendationsAnswer(answer)).toBe(true);
    for (const broken of [
      { items: [{ id: 'a', url: '/a', title: 3, cover: '' }] },
      { items: {} },
      [],
    ])
      expect(isRecommendationsAnswer(broken)).toBe(false);
    // Deliberately off-contract: an item with a numeric id and nothing else.
    stubFetch(() => json({ items: [{ id: 1 }] }));
    await expect(fetchSelections('fr_FR')).rejects.toMatchObject({ code: 'CONTRACT' });
  });

  it('SRCH-070: at most SELECTIONS_MAX selections', async () => {
    stubFetch(() =>
      json(
        selectionsAnswer(
          Array.from({ length: SELECTIONS_MAX + 3 }, (_, index) => ({
            id: `s${index}`,
            url: `/landing/s${index}`,
            title: `Selection ${index}`,
            cover: '',
          })),
        ),
      ),
    );
    await expect(fetchSelections('fr_FR')).resolves.toHaveLength(SELECTIONS_MAX);
  });
});

describe('reportNotFound (SRCH-066)', () => {
  it('SRCH-066: POST /api/logs with the failed address and the market locale', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await reportNotFound('/no-such-page?x=1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/logs');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toMatchObject({
      level: 'ERROR',
      location: '/no-such-page?x=1',
      locale: 'es_ES',
      message: 'Page not found: /no-such-page?x=1',
      app: 'mfe_search',
    });
  });

  it('SRCH-066: a failing report is only logged to the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await expect(reportNotFound('/gone')).resolves.toBeUndefined();
    stubFetch(() => new Response(null, { status: 500 }));
    await expect(reportNotFound('/gone')).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
