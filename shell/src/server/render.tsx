// The shell's server render (issue 16, ADR 0088): exposed by the shell's server container as
// `shell/render`, called by the gateway for the pages the route table marks `serverRendered`, and
// for the frames of those it marks `servedFrame` (ADR 0101).
import { CopyProvider, CopyRecord, languageTag } from '@shop/i18n';
import {
  activeRoutes,
  assignExperiments,
  CONSENT_COOKIE,
  ConsentStoreProvider,
  createConsentStore,
  createPlatformStore,
  LAST_LANGUAGE_COOKIE,
  PageHeadRecord,
  PlatformStoreProvider,
  type RecordedHead,
  resolveVisit,
  servedByGateway,
  ServedLazyRecord,
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
import { resolveCall } from '../lib/served-data';
import { serverCopy } from './copy';
import type { RemoteLoader } from '../federation/remote-loader';
// Registers the shell's namespace, which serverCopy then loads.
import '../i18n';

/**
 * The render, read once everything has rendered: lazy code (a page's below-the-fold sections, its
 * dialogs' triggers) is loaded during the render, and so is the data (dataOnTheServer), so the
 * HTML holds the whole page. Completed in place, the HTML needs no inline script to reveal a
 * boundary (the CSP refuses them).
 */
async function renderToHtml(element: ReactElement, errors: string[]): Promise<string> {
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

/** The calls of one server render: their answers, by SWR cache id, and those still under way. */
interface ServerCalls {
  /** The answers, handed to the browser's SWR cache. */
  data: Record<string, unknown>;
  /** Each call made, by cache id: settled once its answer (or failure) is known. */
  made: Map<string, { settled: boolean; wait: Promise<void> }>;
}

/**
 * SWR middleware making each call of the render on the server (issue 16, ADR 0095): a component
 * asking for data it has not got suspends while the call runs, and renders again with the answer
 * (as SWR's `fallbackData`), so one render holds every call's answer, dependent calls included
 * (a key that reads a previous answer resolves once that answer is there). A call that fails
 * leaves its component as the browser first shows it, loading; the browser asks again.
 */
function dataOnTheServer(calls: ServerCalls): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const call = resolveCall(key);
    if (!call || !fetcher) return useSWRNext(key, fetcher, config);
    let made = calls.made.get(call.id);
    if (!made) {
      // SWR calls a fetcher with the key it resolved (an array key as one argument).
      const fetch = fetcher as (arg: unknown) => unknown;
      const entry = { settled: false, wait: Promise.resolve() };
      entry.wait = Promise.resolve()
        .then(() => fetch(call.key))
        .then(
          (answer) => {
            calls.data[call.id] = answer;
          },
          () => undefined,
        )
        .finally(() => {
          entry.settled = true;
        });
      calls.made.set(call.id, entry);
      made = entry;
    }
    // React renders the component again once the answer is in.
    if (!made.settled) throw made.wait;
    // An answered call shows its answer, not loading (as the browser shows it while hydrating,
    // servedData).
    return call.id in calls.data
      ? useSWRNext(key, fetcher, {
          ...config,
          // The answer this call's fetcher gave: the hook's own data type.
          fallbackData: calls.data[call.id] as typeof config.fallbackData,
          revalidateOnMount: false,
        })
      : useSWRNext(key, fetcher, config);
  };
}

/**
 * Renders the page at `url` to HTML, with its first data, or null when this page is rendered in
 * the browser (not served, care mode, the Belgian language choice). A `servedFrame` page is
 * rendered without its remote: its region shows the skeleton the browser fills (ADR 0101).
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const url = new URL(request.url, 'http://server.invalid');
  const registry = parseRegistry(request.registry);
  const visit = resolveVisit(request.host, url.search, request.cookies[LAST_LANGUAGE_COOKIE]);
  const { route } = matchRoute(url.pathname, activeRoutes(registry.flags));
  if (
    !servedByGateway(route) ||
    route.remote === null ||
    visit.careMode ||
    (visit.needsChoice && registry.flags.belgianSplash)
  ) {
    return null;
  }
  const page = route.servedFrame ? undefined : await request.loadPage(route.remote, route.module);
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

  const calls: ServerCalls = { data: {}, made: new Map() };
  const lazySections = new Set<string>();
  const namespaces = new Set<string>();
  const errors: string[] = [];
  const head: RecordedHead = {};
  const recordHead = (part: RecordedHead) => Object.assign(head, part);
  const html = await renderToHtml(
    <StrictMode>
      <PlatformStoreProvider value={store}>
        <ConsentStoreProvider value={consent}>
          <CopyProvider i18n={copy}>
            <SWRConfig
              value={{
                provider: () => new Map(),
                use: [dataOnTheServer(calls)],
              }}
            >
              <ServedLazyRecord value={lazySections}>
                <CopyRecord value={namespaces}>
                  <PageHeadRecord value={recordHead}>
                    <App
                      registry={registry}
                      loader={loader}
                      languageChoiceNeeded={false}
                      Router={Router}
                    />
                  </PageHeadRecord>
                </CopyRecord>
              </ServedLazyRecord>
            </SWRConfig>
          </CopyProvider>
        </ConsentStoreProvider>
      </PlatformStoreProvider>
    </StrictMode>,
    errors,
  );
  return {
    html,
    data: calls.data,
    lang: languageTag(visit.language),
    servedWidth,
    lazy: [...lazySections],
    copy: [...namespaces],
    ...(head.title ? { head } : {}),
    ...(errors.length ? { errors } : {}),
  };
}
