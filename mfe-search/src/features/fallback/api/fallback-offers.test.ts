import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { offersAnswer } from '../../../test/offers';
import {
  fallbackCards,
  fallbackCardsKey,
  fallbackRequest,
  fetchFallbackCards,
} from './fallback-offers';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';
import { INTERNAL_ERROR } from '../../../test/errors';

afterEach(() => {
  unstubAllGlobals();
});

describe('fallback block call (API-006)', () => {
  it('SRCH-062: the block searches its hash with limit 3 and no page model', () => {
    const request = fallbackRequest(
      'booking',
      'theme=3&lat=45.7&lng=4.8&distanceMin=0&distanceMax=30&stars=4',
      'fr_FR',
    );
    expect(request.kind).toBe('offers');
    expect(request.body).toMatchObject({
      locale: 'fr_FR',
      limit: 3,
      fetchPageModel: false,
      criteria: { theme: 3, lat: 45.7, lng: 4.8, distanceMin: 0, distanceMax: 30 },
      filters: { stars: [4] },
    });
    expect(request.body).not.toHaveProperty('page');
    expect(request.body).not.toHaveProperty('pageSize');
  });

  it('SRCH-062: in the activity flow, 3 packages of the activity-only search', () => {
    const request = fallbackRequest('activity', 'country=1', 'es_ES');
    expect(request).toMatchObject({
      kind: 'activities',
      body: { locale: 'es_ES', page: 0, numberOfPackagesPerHotel: 3 },
    });
  });

  it('SRCH-062: posts to offers.json with high priority and keeps at most 3 cards', async () => {
    const fetchMock = jest.fn<FunctionLike>(async () => Response.json(offersAnswer(5)));
    stubGlobal('fetch', fetchMock);
    const key = JSON.stringify(fallbackRequest('booking', 'country=1', 'fr_FR'));
    const cards = await fetchFallbackCards(fallbackCardsKey(key));
    expect(cards.map((card) => card.id)).toEqual([1, 2, 3]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/offers.json');
    expect(init).toMatchObject({ method: 'POST', priority: 'high' });
    expect(JSON.parse(String(init.body))).toMatchObject({ limit: 3, fetchPageModel: false });
  });

  it('SRCH-064: a failing or malformed answer is an empty list, silently', async () => {
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () => Response.json(INTERNAL_ERROR, { status: 500 })),
    );
    await expect(
      fallbackCards.fetch(fallbackCardsKey('{"kind":"offers","body":{"locale":"fr_FR"}}')),
    ).resolves.toEqual([]);
    // Deliberately off-contract: exactMatch is not a list.
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () => Response.json({ exactMatch: 'nope' })),
    );
    await expect(
      fallbackCards.fetch(fallbackCardsKey('{"kind":"offers","body":{"locale":"es_ES"}}')),
    ).resolves.toEqual([]);
  });
});
