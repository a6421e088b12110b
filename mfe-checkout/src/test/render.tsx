import { loadBundledCopy } from '@shop/i18n/testing';
import { platformStore } from '@shop/platform';
import { stubGlobal } from '@shop/test-support';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { NAMESPACE } from '../i18n';
import { ACCOUNT_NAMESPACE } from '../i18n-account';
import accountEn from '../locales/account/en.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

/** Loads this app's English copy, the account section's too (as ?lng=en does), synchronously. */
export function loadCopy(): void {
  loadBundledCopy({ [NAMESPACE]: en, [ACCOUNT_NAMESPACE]: accountEn });
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

/**
 * A French-market page in English at `url`; navigate() is a spy that moves the platform's
 * location as the shell's router does.
 */
export function setPage(url: string) {
  const at = (to: string) => {
    const parsed = new URL(to, 'https://shop.test');
    return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
  };
  const navigate = jest.fn<FunctionLike>((to: unknown) => {
    platformStore.setState({ location: at(String(to)) });
  });
  platformStore.setState({ locale: 'fr_FR', language: 'en', location: at(url), navigate });
  return navigate;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type FetchAnswer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fetch answering `answer`, and 204 for the logs call. */
export function mockFetch(answer: FetchAnswer) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/logs')) return new Response(null, { status: 204 });
    return answer(url, init);
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const calledUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url));
