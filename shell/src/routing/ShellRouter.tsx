import { PageSkeleton } from '@shop/design-system';
import { matchRoute, type RouteDefinition, usePlatform } from '@shop/platform';
import { lazy, Suspense, useEffect } from 'react';
import { RemoteRegion } from '../federation/RemoteRegion';
import type { RemoteLoader } from '../federation/remote-loader';
import { NormalLayout } from '../layout/NormalLayout';
import { SimplifiedLayout } from '../layout/SimplifiedLayout';

const CareLogin = lazy(() => import('../care/CareLogin'));

/**
 * Routing by first path segment from the platform route table (SHELL-001..017): picks the route's
 * layout and renders its page, from a remote or the shell itself.
 */
export function ShellRouter({
  routes,
  loader,
}: {
  routes: RouteDefinition[];
  loader: RemoteLoader;
}) {
  const pathname = usePlatform((state) => state.location.pathname);
  const indexing = usePlatform((state) => state.environment.indexing);
  const { route, params } = matchRoute(pathname, routes);

  // SHELL-016: scroll to top on every path change, except on search-result pages.
  useEffect(() => {
    if (!route.keepScroll) window.scrollTo(0, 0);
  }, [pathname, route.keepScroll]);

  // SHELL-056: noindex unless the environment allows indexing (a page may set its own value then).
  useEffect(() => {
    if (!indexing)
      document.querySelector('meta[name="robots"]')?.setAttribute('content', 'noindex');
  }, [indexing, pathname]);

  const Layout = route.layout === 'simplified' ? SimplifiedLayout : NormalLayout;
  return (
    <Layout route={route} params={params}>
      {route.remote === null ? (
        <Suspense fallback={<PageSkeleton />}>
          <CareLogin />
        </Suspense>
      ) : (
        <RemoteRegion
          key={route.kind}
          remote={route.remote}
          module={route.module}
          params={params}
          loader={loader}
        />
      )}
    </Layout>
  );
}
