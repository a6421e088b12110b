import { webcrypto } from 'node:crypto';
import { parseSearchHash } from '@shop/criteria';
import { platformStore } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { facetsAnswer } from '../test-utils';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { facetsUrl, getFacets, useFacets } from './facets';

const paramsOf = (
  hash: string,
  flow: 'booking' | 'gifting' | 'activity' = 'booking',
  includeActivities = false,
) =>
  Object.fromEntries(
    new URL(
      facetsUrl(parseSearchHash(hash), { flow, locale: 'es_ES', includeActivities }),
      'http://localhost',
    ).searchParams,
  );

afterEach(() => {
  jest.restoreAllMocks();
});

describe('facet request', () => {
  it('SRCH-027, CRIT-043, CRIT-044: GET /api/facets.json with the filters as the facet parameters', () => {
    const url = facetsUrl(parseSearchHash(''), {
      flow: 'booking',
      locale: 'fr_FR',
      includeActivities: false,
    });
    expect(url).toBe('/api/facets.json?locale=fr_FR');
    expect(
      paramsOf(
        'hotelTypes=castle,hotel&hotelEnvironments=city&hotelStyles=design&stars=4,5&hotelScore=8' +
          '&priceMin=2000&priceMax=9000&facilities=spa,pets,wifi&tags=spa,museum',
        'booking',
        true,
      ),
    ).toEqual({
      locale: 'es_ES',
      hotelType: 'castle,hotel',
      hotelEnvironment: 'city',
      hotelStyle: 'design',
      stars: '4,5',
      minHotelReviewScore: '8',
      priceMin: '2000',
      priceMax: '9000',
      facilities: 'spa,wifi',
      petsAllowed: 'true',
      tags: 'spa,museum',
      includeActivities: 'true',
    });
  });

  it('CRIT-044: gifting prices go on the voucher; lat and lng only with an active distance', () => {
    expect(paramsOf('priceMin=2000&priceMax=9000', 'gifting')).toEqual({
      locale: 'es_ES',
      singleVoucherPriceMin: '2000',
      singleVoucherPriceMax: '9000',
    });
    expect(paramsOf('lat=48.8&lng=2.3')).toEqual({ locale: 'es_ES' });
    expect(paramsOf('lat=48.8&lng=2.3&distanceMin=0&distanceMax=100')).toEqual({
      locale: 'es_ES',
      lat: '48.8',
      lng: '2.3',
      distanceMin: '0',
      distanceMax: '100',
    });
  });

  it('counts over the current search: destination, theme, hotel and dates (none in gifting)', () => {
    expect(paramsOf('city=64&theme=3&hotel=12&checkin=2030-05-10&checkout=2030-05-12')).toEqual({
      locale: 'es_ES',
      city: '64',
      theme: '3',
      hotelId: '12',
      checkin: '2030-05-10',
      night: '2',
    });
    expect(paramsOf('region=7&checkin=2030-05-10&night=1', 'gifting')).toEqual({
      locale: 'es_ES',
      region: '7',
    });
  });

  it('leaves out what the API would refuse instead of failing the request', () => {
    const many = Array.from({ length: 60 }, (_, n) => `f${n}`).join(',');
    expect(paramsOf(`city=paris&facilities=${many}&distanceMax=999999&hotelTypes=castle`)).toEqual({
      locale: 'es_ES',
      hotelType: 'castle',
    });
  });

  it("SRCH-031: the answer is contract-checked and kept per address on SWR's cache", async () => {
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json(facetsAnswer()));
    const url = '/api/facets.json?locale=fr_FR';
    const answer = await getFacets(url);
    expect(answer.hotelEnvironments[0]).toEqual({ key: 'seaside', label: 'Seaside', count: 7 });
    expect(answer.activities[0]?.entries[0]).toEqual({ id: 'spa', name: 'Spa access', count: 12 });

    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SWRConfig, { value: { provider: () => new Map() } }, children);
    const { result, rerender } = renderHook(({ open }) => useFacets(open ? url : null), {
      initialProps: { open: true },
      wrapper,
    });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false }));
    expect(result.current.data).toEqual(answer);
    rerender({ open: false });
    rerender({ open: true });
    await waitFor(() => expect(result.current.data).toEqual(answer));
    expect(spy).toHaveBeenCalledTimes(2);

    // Deliberately off-contract: facilities is not a list.
    spy.mockImplementation(async () => Response.json({ facilities: 'nope' }));
    await expect(getFacets(`${url}&stars=3`)).rejects.toMatchObject({ code: 'CONTRACT' });
  });
});

describe('the facets’ human check (SHELL-053, ADR 0105)', () => {
  const url = '/api/facets.json?locale=fr_FR&stars=5';
  /** The API asks for the check until the solved one comes with the call. */
  const api = () => {
    const fetchMock = jest.fn(async (address: string, init?: RequestInit) => {
      if (address.includes('human-check'))
        return Response.json({ challenge: 'h1.c', difficulty: 0, expiresAt: '2030-01-01' });
      return new Headers(init?.headers).get('x-human-check') === 'h1.c:0'
        ? Response.json(facetsAnswer())
        : Response.json({ error: 'HUMAN_CHECK_REQUIRED', message: 'Too many' }, { status: 429 });
    });
    stubGlobal('fetch', fetchMock);
    // The proof of work runs on Web Crypto, which jsdom lacks.
    if (!globalThis.crypto?.subtle) stubGlobal('crypto', webcrypto);
    return fetchMock;
  };
  afterEach(() => {
    unstubAllGlobals();
    platformStore.setState({ careMode: false });
  });

  it('SHELL-053: asked for a human check, the facets solve one and ask again once, with it', async () => {
    const fetchMock = api();
    const answer = await getFacets(url);
    expect(answer.hotelEnvironments[0]).toMatchObject({ key: 'seaside' });
    expect(fetchMock.mock.calls.map(([address]) => address)).toEqual([
      url,
      '/api/front/human-check/challenge',
      url,
    ]);
  });

  it('SHELL-053: in customer-care mode the facets never solve a check', async () => {
    platformStore.setState({ careMode: true });
    const fetchMock = api();
    await expect(getFacets(url)).rejects.toMatchObject({ code: 'HUMAN_CHECK_REQUIRED' });
    // The one facets call, then its failure reported to the logs; no challenge asked.
    const addresses = fetchMock.mock.calls.map(([address]) => address);
    expect(addresses.filter((address) => address === url)).toHaveLength(1);
    expect(addresses.some((address) => address.includes('human-check'))).toBe(false);
  });
});
