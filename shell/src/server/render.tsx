// The shell's server render (issue 16, ADR 0088): exposed by the shell's server container as
// `shell/render`, called by the gateway for the pages the route table marks `serverRendered`.
import { CopyProvider, languageTag } from '@shop/i18n';
import {
  activeRoutes,
  assignExperiments,
  CONSENT_COOKIE,
  ConsentStoreProvider,
  createConsentStore,
  createPlatformStore,
  LAST_LANGUAGE_COOKIE,
  PlatformStoreProvider,
  resolveVisit,
} from '@shop/platform';
import { detectNativeApp } from '@shop/platform/native-app';
import {
  type ServerRenderRequest,
  type ServerRenderResult,
  servedWidthOf,
} from '@shop/platform/server-render';
import { matchRoute } from '@shop/platform/route-match';
import { type ReactElement, type ReactNode, StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';
import { type Middleware, SWRConfig } from 'swr';
import { App } from '../App';
import { parseRegistry } from '../federation/registry';
import { resolveCall, servedData } from '../lib/served-data';
import { serverCopy } from './copy';
import type { RemoteLoader } from '../federation/remote-loader';
// Registers the shell's namespace, which serverCopy then loads.
import '../i18n';

/** Render passes: each may reveal calls that depend on the previous pass's data. */
const MAX_PASSES = 3;

/**
 * One pass of React's streaming renderer, read once everything has rendered: lazy code (a page's
 * below-the-fold sections, its dialogs' triggers) is loaded during the pass, so the HTML holds the
 * whole page and every call the page makes is recorded. Completed in place, the HTML needs no
 * inline script to reveal a boundary (the CSP refuses them).
 */
async function renderPass(element: ReactElement, errors: string[]): Promise<string> {
  const stream = await renderToReadableStream(element, {
    // Never outline a boundary to reveal it later by script: the whole page arrives in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A region that throws renders its fallback in the HTML and is rendered in the browser.
    onError: (error) => {
      errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Records every SWR call the render makes (key and fetcher): the server calls them between
 * passes, and the next pass renders with their answers as SWR's fallback data.
 */
function recordCalls(calls: Map<string, () => Promise<unknown>>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const call = resolveCall(key);
    if (call && fetcher) {
      // SWR calls a fetcher with the key it resolved (an array key as one argument).
      const fetch = fetcher as (arg: unknown) => unknown;
      calls.set(call.id, () => Promise.resolve(fetch(call.key)));
    }
    return useSWRNext(key, fetcher, config);
  };
}

/**
 * Renders the page at `url` to HTML, with its first data, or null when this page is rendered in
 * the browser (not `serverRendered`, care mode, the Belgian language choice).
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const url = new URL(request.url, 'http://server.invalid');
  const registry = parseRegistry(request.registry);
  const visit = resolveVisit(request.host, url.search, request.cookies[LAST_LANGUAGE_COOKIE]);
  const { route } = matchRoute(url.pathname, activeRoutes(registry.flags));
  if (
    !route.serverRendered ||
    route.remote === null ||
    visit.careMode ||
    (visit.needsChoice && registry.flags.belgianSplash)
  ) {
    return null;
  }
  const page = await request.loadPage(route.remote, route.module);
  const copy = await serverCopy(visit.language);

  const loader: RemoteLoader = {
    loadPage: (remote, module) => request.loadPage(remote, module),
    reset: () => undefined,
    loadedPage: (remote, module) =>
      remote === route.remote && module === route.module ? page : undefined,
    releaseOf: (remote) => request.releaseOf(remote),
  };
  const servedWidth = servedWidthOf(request.userAgent);
  // The request's own store: other requests, in other markets, render meanwhile.
  const store = createPlatformStore({
    market: visit.market,
    locale: visit.locale,
    language: visit.language,
    careMode: false,
    publicHost: visit.publicHost,
    flags: registry.flags,
    experiments: assignExperiments(request.visitorId, url.search),
    environment: registry.environment,
    nativeApp: detectNativeApp(request.userAgent, url.search, null),
    location: { pathname: url.pathname, search: url.search, hash: '' },
    served: true,
    servedWidth,
    navigate: () => undefined,
    remoteLoader: null,
  });

  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={`${url.pathname}${url.search}`}>{children}</StaticRouter>;
  }

  const consent = createConsentStore(request.cookies[CONSENT_COOKIE]);

  const data: Record<string, unknown> = {};
  const tried = new Set<string>();
  const answered = new Set<string>();
  const served = servedData(() => answered);
  for (let pass = 1; ; pass += 1) {
    const calls = new Map<string, () => Promise<unknown>>();
    const errors: string[] = [];
    const html = await renderPass(
      <StrictMode>
        <PlatformStoreProvider value={store}>
          <ConsentStoreProvider value={consent}>
            <CopyProvider i18n={copy}>
              <SWRConfig
                value={{
                  provider: () => new Map(),
                  fallback: data,
                  use: [recordCalls(calls), served],
                }}
              >
                <App
                  registry={registry}
                  loader={loader}
                  languageChoiceNeeded={false}
                  Router={Router}
                />
              </SWRConfig>
            </CopyProvider>
          </ConsentStoreProvider>
        </PlatformStoreProvider>
      </StrictMode>,
      errors,
    );
    const pending = [...calls].filter(([key]) => !tried.has(key));
    if (pending.length === 0 || pass === MAX_PASSES) {
      return {
        html,
        data,
        lang: languageTag(visit.language),
        servedWidth,
        ...(errors.length ? { errors } : {}),
      };
    }
    await Promise.all(
      pending.map(async ([key, call]) => {
        tried.add(key);
        try {
          data[key] = await call();
          answered.add(key);
        } catch {
          // The browser asks again after hydration and shows what it shows for a failed call.
        }
      }),
    );
  }
}
