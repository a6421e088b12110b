import { loadBundledCopy } from '@shop/i18n/testing';
import { platformStore } from '@shop/platform';
import { fakeTimers, setSystemTime, stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { BOOKING_NAMESPACE } from '../i18n';
import en from '../locales/en.json';

/** Loads this library's English copy (as ?lng=en does in the browser), synchronously. */
export function loadCopy(): void {
  loadBundledCopy({ [BOOKING_NAMESPACE]: en });
}

/** Renders with the English copy loaded and a fresh SWR cache. */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  loadCopy();
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Suspense fallback={null}>{ui}</Suspense>
    </SWRConfig>,
  );
}

/** The platform store of a French-market page in English. */
export function setPlatform(): void {
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/', search: '', hash: '' },
    navigate: jest.fn<FunctionLike>(),
  });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch answering `answer(url)`, and 204 for the logs call. */
export function mockFetch(answer: (url: string) => Response | Promise<Response>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/logs')) return new Response(null, { status: 204 });
    return answer(url);
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A calendar day cell by its date. */
export function dayCell(iso: string): HTMLElement {
  const cell = document.querySelector(`[data-date="${iso}"]`);
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell ${iso}`);
  return cell;
}

export const isDayDisabled = (iso: string): boolean =>
  dayCell(iso).getAttribute('aria-disabled') === 'true';

/** Today is Wednesday 10 March 2027 at 10:00 (before the 20:00 cut-off); only Date is faked. */
export function setUpCalendarSuite(now: Date = new Date(2027, 2, 10, 10, 0)): void {
  beforeEach(() => {
    loadCopy();
    setPlatform();
    mockFetch(() => json([]));
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    unstubAllGlobals();
  });
}
