import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MARKETS } from './markets';
import { platformStore } from './store';
import { type TrackingContext, buildAnalyticsPayload, track } from './tracking';
import { consentStore, saveConsent } from './consent';
import { readClientId } from './analytics-identity';
import { ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE } from './account';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

const context: TrackingContext = {
  clientId: 'c1',
  userId: null,
  sessionId: 's1',
  consent: { analytics: true, personalisedAds: false },
  pageType: 'search',
  abTests: '',
};

afterEach(() => unstubAllGlobals());
beforeEach(() => saveConsent({ analytics: true, ads: false }));

describe('analytics (SHELL-063, SHELL-064)', () => {
  it('builds the payload with exactly one event and normalised extra params', () => {
    platformStore.setState({
      locale: 'es_ES',
      publicHost: 'es.localhost',
      location: { pathname: '/search', search: '', hash: '' },
    });
    const payload = buildAnalyticsPayload(
      'search',
      { 'Search Term': 'Paris', empty: undefined },
      context,
    );
    expect(payload.events).toHaveLength(1);
    expect(payload.non_personalized_ads).toBe(true);
    expect(payload.events[0]).toMatchObject({
      client_id: 'c1',
      name: 'search',
      params: {
        user_logged_in: false,
        ga_session_id: 's1',
        page_path: '/search',
        page_hostname: 'es.localhost',
        locale: 'es_ES',
        search_term: 'Paris',
        page_type: 'search',
        ab_tests: '',
        transaction_side: 'customer',
      },
    });
    expect(payload.user_data).toEqual({ fbp: null, fbc: null });
    expect(payload.events[0]?.params).not.toHaveProperty('empty');
  });

  it('SHELL-064: an agent in care mode is the transaction side', () => {
    platformStore.setState({ careMode: true });
    const payload = buildAnalyticsPayload('purchase', {}, context);
    expect(payload.events[0]?.params.transaction_side).toBe('agent');
    platformStore.setState({ careMode: false });
  });

  it('SHELL-064, BEY-004: user_data carries the fbp and fbc cookies with the advertising consent only', async () => {
    const fetchMock = jest
      .fn<FunctionLike>()
      .mockResolvedValue(new Response(null, { status: 200 }));
    stubGlobal('fetch', fetchMock);
    document.cookie = '_fbp=fb.1.1700000000000.123456789; Path=/';
    document.cookie = '_fbc=fb.1.1700000000000.AbCd-EF_12; Path=/';
    await saveConsent({ analytics: true, ads: true });
    await track('search', {}, context);
    await saveConsent({ analytics: true, ads: false });
    await track('search', {}, context);
    const bodies = fetchMock.mock.calls.map(
      (call) =>
        JSON.parse((call as [string, RequestInit])[1].body as string) as {
          user_data: unknown;
        },
    );
    expect(bodies.map((body) => body.user_data)).toEqual([
      { fbp: 'fb.1.1700000000000.123456789', fbc: 'fb.1.1700000000000.AbCd-EF_12' },
      { fbp: null, fbc: null },
    ]);
    document.cookie = '_fbp=; Path=/; Max-Age=0';
    document.cookie = '_fbc=; Path=/; Max-Age=0';
  });

  it('posts to analytics/ga/collect/{pos} with JSON and reports success on 200', async () => {
    platformStore.setState({ market: MARKETS.NL });
    const fetchMock = jest
      .fn<FunctionLike>()
      .mockResolvedValue(new Response(null, { status: 200 }));
    stubGlobal('fetch', fetchMock);
    await expect(track('view_item', { item_id: 3 }, context)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics/ga/collect/nl');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('any failure returns false silently', async () => {
    stubGlobal('fetch', jest.fn<FunctionLike>().mockRejectedValue(new Error('down')));
    await expect(track('purchase', {}, context)).resolves.toBe(false);
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>().mockResolvedValue(new Response(null, { status: 500 })),
    );
    await expect(track('purchase', {}, context)).resolves.toBe(false);
  });

  it('BEY-004: without consent nothing leaves the browser; the data layer still gets the event', async () => {
    const fetchMock = jest.fn<FunctionLike>();
    stubGlobal('fetch', fetchMock);
    window.dataLayer = [];
    consentStore.setState({ choice: null });
    await expect(track('search', { q: 'x' }, context)).resolves.toBe(false);
    await saveConsent({ analytics: false, ads: true });
    expect(readClientId()).toBeUndefined();
    await expect(track('search', { q: 'x' }, context)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([
      { event: 'search', q: 'x' },
      { event: 'search', q: 'x' },
    ]);
  });

  it('BEY-004, SHELL-058/064/066: with consent the page identity is sent; ads choice sets non_personalized_ads', async () => {
    const fetchMock = jest
      .fn<FunctionLike>()
      .mockResolvedValue(new Response(null, { status: 200 }));
    stubGlobal('fetch', fetchMock);
    await saveConsent({ analytics: true, ads: true });
    document.cookie = `${ACCESS_TOKEN_COOKIE}=t; Path=/`;
    document.cookie = `${ACCOUNT_ID_COOKIE}=a-42; Path=/`;
    await expect(track('search', {}, context)).resolves.toBe(true);
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body.client_id).toBe(readClientId());
    expect(body.client_id).toMatch(/^GA1\.1\.\d+\.\d+$/);
    expect(body.non_personalized_ads).toBe(false);
    expect(body.user_id).toBe('a-42');
    expect(body.events[0].params.user_logged_in).toBe(true);
    document.cookie = `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0`;
    document.cookie = `${ACCOUNT_ID_COOKIE}=; Path=/; Max-Age=0`;
    await saveConsent({ analytics: true, ads: false });
    await track('search', {}, context);
    const second = JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string);
    expect(second.non_personalized_ads).toBe(true);
    expect(second.user_id).toBeNull();
  });
});
