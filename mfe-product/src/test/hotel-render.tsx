import { platformStore } from '@shop/platform';
import { loadBundledCopy } from '@shop/i18n/testing';
import { stubGlobal } from '@shop/test-support';
import { act, render, type RenderResult } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { HOTEL_NAMESPACE } from '../i18n-hotel';
import { LATER_NAMESPACE } from '../i18n-later';
import hotelEn from '../locales/hotel/en.json';
import laterEn from '../locales/later/en.json';
import bookingEn from '@shop/booking/locales/en.json';
import { BOOKING_NAMESPACE } from '@shop/booking';

/** Loads this app's English copy (as ?lng=en does in the browser), synchronously. */
export function loadCopy(): void {
  loadBundledCopy({
    [HOTEL_NAMESPACE]: hotelEn,
    [LATER_NAMESPACE]: laterEn,
    [BOOKING_NAMESPACE]: bookingEn,
  });
}

/**
 * Renders with the English copy and a fresh SWR cache in an awaited act(): lazy parts suspend on
 * their first render and their effects run only when the act is awaited.
 */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  loadCopy();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Suspense fallback={null}>{ui}</Suspense>
      </SWRConfig>,
    );
  });
  return result!;
}

/** A French-market page in English at `location`, with a spy for navigate(). */
export function setPlatform(location: { pathname?: string; search?: string; hash?: string } = {}) {
  const navigate = jest.fn<FunctionLike>();
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/hotel/499', search: '', hash: '', ...location },
    navigate,
  });
  return navigate;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** One fetch for every call; /api/logs answers 204. */
export function mockFetch(answer: Answer) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/logs')) return new Response(null, { status: 204 });
    return answer(url, init);
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Makes the design system's small-screen query `(max-width: 767px)` match (a phone) or not. */
export function setMobile(mobile: boolean): void {
  stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: mobile && query.includes('max-width: 767px'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
