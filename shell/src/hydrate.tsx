// Hydration of a page the gateway rendered on the server (issue 16, ADR 0088). Loaded only on
// such pages (bootstrap.tsx), so the pages rendered in the browser do not carry it.
import { platformStore, reportError } from '@shop/platform';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { servedData } from './lib/served-data';

/** The data the server rendered with (api/src/gateway/html.ts), or null when unreadable. */
function servedAnswers(script: HTMLElement): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '');
    const data = (parsed as { data?: unknown } | null)?.data;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A page whose hydration failed renders anew in the browser; the logs call hears of it. */
function reportHydrationError(error: unknown): void {
  console.error(error);
  void reportError({
    message: `Hydration: ${error instanceof Error ? error.message : String(error)}`,
    app: 'shell',
  });
}

/**
 * Hydrates the server's HTML with the data it rendered with in SWR's cache: nothing is fetched
 * twice, nothing the HTML shows flashes to a skeleton. Null when the data is unreadable (the
 * caller renders the page in the browser).
 */
export function hydratePage(
  container: HTMLElement,
  script: HTMLElement,
  app: ReactElement,
): Root | null {
  const data = servedAnswers(script);
  if (!data) return null;
  // The served answers stand for this page; once the visitor moves on, SWR revalidates as usual.
  const served = new Set(Object.keys(data));
  const firstPath = window.location.pathname;
  // Hydration renders what the server rendered: without the address hash, which the server never
  // sees (the router publishes it right after: search criteria, chosen dates).
  const { location } = platformStore.getState();
  platformStore.setState({ served: true, location: { ...location, hash: '' } });
  const stop = platformStore.subscribe(({ location: { pathname } }) => {
    if (pathname === firstPath) return;
    stop();
    served.clear();
    platformStore.setState({ served: false });
  });
  return hydrateRoot(
    container,
    <SWRConfig value={{ fallback: data, use: [servedData(() => served)] }}>{app}</SWRConfig>,
    { onRecoverableError: reportHydrationError },
  );
}
