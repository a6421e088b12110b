import { mapSearchResponseSchema, offersRequestSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { safeParse } from 'zod/mini';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { readSearchAddress } from '../../../entities/search/api/search-offers';
import { buildMapRequest, fetchMapItems } from './map-search';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

const mapRequest = (pathname: string, hash: string) =>
  buildMapRequest(readSearchAddress({ pathname, search: '?page=4', hash }), 'fr_FR');

afterEach(() => unstubAllGlobals());

describe('map search request (SRCH-012)', () => {
  it('SRCH-012: posts the page criteria and filters with performMapSearch, without page or sort', () => {
    const body = mapRequest(
      '/search',
      '#checkin=2027-03-06&checkout=2027-03-08&city=64&stars=4&sort=promo',
    );
    expect(body).toEqual({
      locale: 'fr_FR',
      criteria: { checkin: '2027-03-06', night: 2, adults: 2, children: 0, babies: 0, city: 64 },
      filters: { stars: [4] },
      performMapSearch: true,
    });
    expect(safeParse(offersRequestSchema, body).success).toBe(true);
  });

  it('SRCH-012, CRIT-018: the gifting map search keeps gift guests and the giftable search', () => {
    const body = mapRequest('/gift/search', '#a=5&checkin=2027-03-06');
    expect(body.criteria).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(body.performGiftableSearch).toBe(true);
    expect(body.performMapSearch).toBe(true);
  });

  it('SRCH-012: POST /api/offers.json; the answer is checked against the map contract', async () => {
    const answer = fixture(
      mapSearchResponseSchema,
      {
        exactMatch: [
          {
            id: 499,
            weekendId: 746,
            label: 'Hotel del Mar',
            location: { latitude: 40.4, longitude: -3.7 },
            sellPrice: 10_050,
          },
        ],
        resultsCount: 1,
      },
      'map answer',
    );
    const fetchMock = jest.fn<FunctionLike>(async () => Response.json(answer));
    stubGlobal('fetch', fetchMock);
    const request = mapRequest('/search', '');
    await expect(fetchMapItems(request)).resolves.toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/offers.json');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(request);

    // Deliberately off-contract: an answer without coordinates is an error, never a broken map.
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () =>
        Response.json({ exactMatch: [{ id: 1 }], resultsCount: 1 }),
      ),
    );
    await expect(fetchMapItems(request)).rejects.toMatchObject({ code: 'CONTRACT' });
  });
});
