import { i18n, initI18n } from '@shop/i18n';
import { platformStore } from '@shop/platform';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { LATER_NAMESPACE, NAMESPACE } from '../../i18n';
import { forgetSearchAvailability } from './api/search-availability';

/** Loads this app's English copy (as ?lng=en does); call it before faking timers. */
export async function loadCopy(): Promise<void> {
  await initI18n('en');
  await i18n.loadNamespaces([NAMESPACE, LATER_NAMESPACE]);
}

/** Renders with the English copy loaded and a fresh SWR cache. */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  await loadCopy();
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Suspense fallback={null}>{ui}</Suspense>
    </SWRConfig>,
  );
}

/** The platform store of a French-market page in English, with a spy for navigate(). */
export function setPlatform(location: { pathname?: string; search?: string; hash?: string } = {}) {
  const navigate = vi.fn();
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/', search: '', hash: '', ...location },
    navigate,
  });
  return navigate;
}

/** A fetch answering JSON for the autocomplete, and 204 for the logs call. */
export function mockFetch(answer: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/logs')) return new Response(null, { status: 204 });
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** jsdom has no showModal(): the design system's test stand-in. */
export { installDialogPolyfill } from '@shop/design-system/test-utils';

export { setMobile } from '../../test/media';

/** Forgets what earlier tests left in the browser: stored dates, recent searches, asked months. */
export function resetSearchBoxState(): void {
  window.localStorage.clear();
  forgetSearchAvailability();
}
