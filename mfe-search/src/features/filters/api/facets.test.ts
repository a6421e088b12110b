import { parseSearchHash } from '@shop/criteria';
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
