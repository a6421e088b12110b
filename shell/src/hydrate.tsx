// Hydration of a page the gateway rendered on the server (issue 16, ADR 0088). Loaded only on
// such pages (bootstrap.tsx), so the pages rendered in the browser do not carry it.
import { platformStore, reportError } from '@shop/platform';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { servedData } from './lib/served-data';

interface ServedPage {
  data: Record<string, unknown>;
  servedWidth: number | null;
}

/**
 * The data and viewport width the server rendered with (api/src/gateway/html.ts), or null when
 * unreadable.
 */
function servedPage(script: HTMLElement): ServedPage | null {
  try {
    const parsed = JSON.parse(script.textContent ?? '') as {
      data?: unknown;
      servedWidth?: unknown;
    } | null;
    const data = parsed?.data;
    if (typeof data !== 'object' || data === null) return null;
    const width = parsed?.servedWidth;
    return {
      data: data as Record<string, unknown>,
      servedWidth: typeof width === 'number' && width > 0 ? width : null,
    };
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
  const page = servedPage(script);
  if (!page) return null;
  const { data } = page;
  // The served answers stand for this page; once the visitor moves on, SWR revalidates as usual.
  const served = new Set(Object.keys(data));
  const firstPath = window.location.pathname;
  // Hydration renders what the server rendered, for the viewport width it assumed (media queries
  // apply right after) and without the address hash, which the server never sees (usePlatform).
  platformStore.setState({ served: true, servedWidth: page.servedWidth });
  const stop = platformStore.subscribe(({ location: { pathname } }) => {
    if (pathname === firstPath) return;
    stop();
    served.clear();
    platformStore.setState({ served: false, servedWidth: null });
  });
  return hydrateRoot(
    container,
    <SWRConfig value={{ fallback: data, use: [servedData(() => served)] }}>{app}</SWRConfig>,
    { onRecoverableError: reportHydrationError },
  );
}
