import '@shop/design-system/tokens.css';
import './hash-pending.css';
import { i18n, initI18n, languageTag } from '@shop/i18n';
import {
  activeRoutes,
  assignExperiments,
  LAST_LANGUAGE_COOKIE,
  platformStore,
  reportError,
  resolveVisit,
  validVisitorId,
  VISITOR_COOKIE,
} from '@shop/platform';
import { preloadNamespace } from '@shop/i18n/preload';
import { matchRoute } from '@shop/platform/route-match';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readCookie, writeCookie } from './cookies';
import { loadRegistry } from './federation/registry';
import { onRemoteLoadFailure, onShareMismatch, releaseOf } from './federation/remote-events';
import {
  createRemoteLoader,
  registerRemoteLoader,
  type RemoteLoader,
} from './federation/remote-loader';
import { SHELL_NAMESPACE } from './i18n';
import { detectNativeApp } from '@shop/platform/native-app';
import { HASH_PENDING_ATTRIBUTE, SERVER_DATA_ID } from '@shop/platform/server-render';

// Issue 17 (ADR 0081): a remote outside a shared singleton's range runs with the page's copy; logged.
onShareMismatch(({ remote, pkgName, required, provided }) => {
  const release = releaseOf(remote);
  void reportError({
    message: `Shared ${pkgName} ${provided} is outside the range ${required} ${remote} was built for`,
    app: remote,
    ...(release ? { release } : {}),
  });
});

// BEY-012: every remote that fails to load reaches the logs call with its name and release.
onRemoteLoadFailure(({ remote, id, lifecycle, message, release }) => {
  void reportError({
    message: `Remote load failed (${lifecycle}) ${id}: ${message}`,
    app: remote,
    ...(release ? { release } : {}),
  });
});

/** SHELL-055: one id per visitor, kept a year, so experiment variations stay stable. */
function visitorId(): string {
  const stored = validVisitorId(readCookie(VISITOR_COOKIE));
  const id = stored ?? crypto.randomUUID();
  writeCookie(VISITOR_COOKIE, id);
  return id;
}

/** The tab's session storage, or null where the browser refuses it. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const { market, careMode, publicHost, locale, language, needsChoice } = resolveVisit(
    window.location.host,
    window.location.search,
    readCookie(LAST_LANGUAGE_COOKIE),
  );

  // Registry and the shell's copy load in parallel (the copy before the first render asks for
  // it); the HTML already preloads the registry and remote entry.
  const [registry] = await Promise.all([
    loadRegistry(),
    initI18n(language).then(() => preloadNamespace(SHELL_NAMESPACE)),
  ]);
  // The Belgian splash speaks both languages at once (SHELL-023).
  if (needsChoice && registry.flags.belgianSplash) await i18n.loadLanguages([...market.locales]);
  platformStore.setState({
    market,
    locale,
    language,
    careMode,
    publicHost,
    flags: registry.flags,
    experiments: assignExperiments(visitorId(), window.location.search),
    environment: registry.environment,
    nativeApp: detectNativeApp(navigator.userAgent, window.location.search, sessionStore()),
  });
  document.documentElement.lang = languageTag(language);
  // One loader for the shell's page regions and every app's embedded widgets (RemoteWidget).
  const loader = createRemoteLoader(registry);
  registerRemoteLoader(loader);
  // The current page's code downloads while the shell renders, not after: its region asks the
  // loader again on mount and shares this load.
  const { route } = matchRoute(window.location.pathname, activeRoutes(registry.flags));
  const languageChoiceNeeded = needsChoice && registry.flags.belgianSplash;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Issue 16 (ADR 0088): a page the gateway rendered is hydrated once its remote's code is here
  // (its region then renders it at once, as the server did). The page's code knows it is served
  // when it loads: it does not fetch again what the page came with.
  const served = document.getElementById(SERVER_DATA_ID);
  const hydrating =
    served !== null && container.hasChildNodes() && route.remote !== null && !languageChoiceNeeded;
  if (hydrating) platformStore.setState({ served: true });
  if (route.remote && !languageChoiceNeeded)
    loader.loadPage(route.remote, route.module).catch(() => undefined);

  // A served frame (ADR 0101) is hydrated around the page's skeleton, as the server rendered it:
  // its region shows the page once the frame is the browser's, whenever the page's code arrives.
  const frame = hydrating && route.servedFrame === true ? framedUntilHydrated(loader) : null;
  const app = (
    <StrictMode>
      <App
        registry={registry}
        loader={frame?.loader ?? loader}
        languageChoiceNeeded={languageChoiceNeeded}
      />
    </StrictMode>
  );
  // The code that hydrates loads only on served pages.
  if (hydrating && route.remote) {
    const [{ hydratePage }] = await Promise.all([
      import('./hydrate'),
      frame ? undefined : loader.loadPage(route.remote, route.module).catch(() => undefined),
    ]);
    const onHydrated = frame
      ? () => {
          frame.hydrated();
          markTakenOver();
        }
      : markTakenOver;
    if (await hydratePage(container, served, app, onHydrated)) return;
    frame?.hydrated();
    platformStore.setState({ served: false });
  }
  // A served page rendered anew (its data unreadable) renders with the hash from the start.
  document.documentElement.removeAttribute(HASH_PENDING_ATTRIBUTE);
  const root = createRoot(container);
  // A transition: React builds the first screen in short slices and lets the browser in between,
  // rather than in one long task that blocks input while the page starts (Lighthouse TBT).
  startTransition(() => root.render(app));
  if (served) markTakenOver();
}

/**
 * The loader a served frame hydrates with (ADR 0101): no page is loaded for its region until the
 * frame is hydrated — the server rendered the region's skeleton, and the page's code may arrive
 * first. Then the page renders as the browser's own, with the address hash and the viewport.
 */
function framedUntilHydrated(loader: RemoteLoader): { loader: RemoteLoader; hydrated(): void } {
  let hydrated = false;
  return {
    loader: {
      ...loader,
      loadedPage: (remote, module) => (hydrated ? loader.loadedPage(remote, module) : undefined),
    },
    hydrated() {
      hydrated = true;
      platformStore.setState({ served: false, servedWidth: null });
    },
  };
}

/**
 * A served page's HTML is the browser's from now on (`<html data-hydrated>`): React has committed
 * the hydration, and a section it has not hydrated yet is hydrated by the first event on it (its
 * code and copy are loaded, ADR 0096). Browser tests wait for it (e2e/tests/test.ts).
 */
function markTakenOver(): void {
  document.documentElement.dataset.hydrated = '';
}

void start();
