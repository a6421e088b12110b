// Hydration of a page the gateway rendered on the server (issue 16, ADR 0088). Loaded only on
// such pages (bootstrap.tsx), so the pages rendered in the browser do not carry it.
import { loadServedCopy } from '@shop/i18n';
import { platformStore, preloadServedLazy, reportError } from '@shop/platform';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { servedData } from './lib/served-data';

interface ServedPage {
  data: Record<string, unknown>;
  servedWidth: number | null;
  /** The lazily loaded sections the server rendered (`servedLazy`). */
  lazy: string[];
  /** The copy namespaces it translated with. */
  copy: string[];
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
      lazy?: unknown;
      copy?: unknown;
    } | null;
    const data = parsed?.data;
    if (typeof data !== 'object' || data === null) return null;
    const width = parsed?.servedWidth;
    return {
      data: data as Record<string, unknown>,
      servedWidth: typeof width === 'number' && width > 0 ? width : null,
      lazy: names(parsed?.lazy),
      copy: names(parsed?.copy),
    };
  } catch {
    return null;
  }
}

/** The strings of a list read from the page, none when it is not a list. */
function names(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
}

/** A page whose hydration failed renders anew in the browser; the logs call hears of it. */
function reportHydrationError(error: unknown): void {
  console.error(error);
  void reportError({
    message: `Hydration: ${error instanceof Error ? error.message : String(error)}`,
    app: 'shell',
  });
}

/** Calls `onHydrated` once the first render, the hydration, is committed. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates the server's HTML with the data it rendered with in SWR's cache: nothing is fetched
 * twice, nothing the HTML shows flashes to a skeleton. The code of the lazily loaded sections it
 * shows, and the copy it was translated with, are loaded first (ADR 0096), so each section is
 * hydrated with the page and no click on it is lost; `onHydrated` is called once that hydration is committed. Null when the data is
 * unreadable (the caller renders the page in the browser).
 */
export async function hydratePage(
  container: HTMLElement,
  script: HTMLElement,
  app: ReactElement,
  onHydrated: () => void,
): Promise<Root | null> {
  const page = servedPage(script);
  if (!page) return null;
  // The sections' code first: it registers the copy of the namespaces it brings.
  await preloadServedLazy(page.lazy);
  await loadServedCopy(page.copy);
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
    <SWRConfig value={{ fallback: data, use: [servedData(() => served)] }}>
      <Hydrated onHydrated={onHydrated}>{app}</Hydrated>
    </SWRConfig>,
    { onRecoverableError: reportHydrationError },
  );
}
