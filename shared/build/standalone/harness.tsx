// Standalone harness (development only): runs one remote as its own host, with a minimal platform,
// so a team works on its app without the shell. Not part of any production build.
import '@shop/design-system/tokens.css';
import { initI18n } from '@shop/i18n';
import {
  platformStore,
  resolveVisit,
  ROUTES,
  type RemoteName,
  type RemotePageModule,
} from '@shop/platform';
import { matchRoute } from '@shop/platform/route-match';
import { StrictMode, Suspense, lazy, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

type Loaders = Record<string, () => Promise<RemotePageModule>>;

function subscribe(callback: () => void) {
  window.addEventListener('popstate', callback);
  return () => window.removeEventListener('popstate', callback);
}

export async function renderStandalone(remote: RemoteName, loaders: Loaders): Promise<void> {
  const { market, careMode, publicHost, locale, language } = resolveVisit(
    window.location.host,
    window.location.search,
    undefined,
  );
  await initI18n(language);
  platformStore.setState({
    market,
    locale,
    language,
    careMode,
    publicHost,
    navigate: (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
  const pages = new Map(Object.entries(loaders).map(([module, load]) => [module, lazy(load)]));

  function Harness() {
    const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
    const { search, hash } = window.location;
    platformStore.setState({ location: { pathname, search, hash } });
    const { route, params } = matchRoute(pathname, ROUTES);
    const Page = route.remote === remote ? pages.get(route.module) : undefined;
    if (Page) return <Page params={params} />;
    return (
      <ul>
        {ROUTES.filter((route) => route.remote === remote).map((route) => (
          <li key={route.kind}>{route.path}</li>
        ))}
      </ul>
    );
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <Harness />
      </Suspense>
    </StrictMode>,
  );
}
