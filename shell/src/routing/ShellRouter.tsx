import { PageSkeleton } from '@shop/design-system';
import { type RouteDefinition, usePlatform } from '@shop/platform';
import { tableRouteObjects } from '@shop/platform/route-match';
import { lazy, memo, Suspense, useEffect, useMemo, useRef } from 'react';
import { type RouteObject, useParams, useRoutes } from 'react-router';
import { RemoteRegion } from '../federation/RemoteRegion';
import type { RemoteLoader } from '../federation/remote-loader';
import { NormalLayout } from '../layout/NormalLayout';
import { SimplifiedLayout } from '../layout/SimplifiedLayout';
import { scrollsToTop } from './scroll';

const CareLogin = lazy(() => import('../care/CareLogin'));

/**
 * Routing by first path segment (SHELL-001..017) on react-router (ADR 0022): one route per row
 * of the platform table, each rendering its page in its layout, from a remote or the shell itself.
 * Routes match the address published to the platform store (PlatformBridge), the one remotes read.
 */
export function ShellRouter({
  routes,
  loader,
}: {
  routes: RouteDefinition[];
  loader: RemoteLoader;
}) {
  const location = usePlatform((state) => state.location);
  const indexing = usePlatform((state) => state.environment.indexing);
  const routeObjects = useMemo<RouteObject[]>(
    () =>
      tableRouteObjects(routes).map(({ path, handle }) => ({
        path,
        element: <RoutePage route={handle} loader={loader} />,
      })),
    [routes, loader],
  );

  // SHELL-056: noindex unless the environment allows indexing (a page may set its own value then).
  useEffect(() => {
    if (!indexing)
      document.querySelector('meta[name="robots"]')?.setAttribute('content', 'noindex');
  }, [indexing, location.pathname]);

  // ADR 0086: the served page's canonical, alternates and JSON-LD describe the first page only;
  // they leave once the visitor moves to another path.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
  }, [location.pathname]);

  return (
    <RoutesAt routeObjects={routeObjects} pathname={location.pathname} search={location.search} />
  );
}

/**
 * The routes at an address, rendered again only when its path or query changes. Each render of
 * react-router's routes gives their context a new value, and a new context value reaches every
 * section of a served page still waiting for its code or copy, which React then drops and renders
 * anew (issue 16, ADR 0090). A hash change (criteria, dates) is the page's to read, from the
 * platform store; the shell re-rendering (the consent banner, the page settling) changes nothing.
 */
const RoutesAt = memo(function RoutesAt({
  routeObjects,
  pathname,
  search,
}: {
  routeObjects: RouteObject[];
  pathname: string;
  search: string;
}) {
  return useRoutes(routeObjects, { pathname, search });
});

function RoutePage({ route, loader }: { route: RouteDefinition; loader: RemoteLoader }) {
  const params = useParams();
  const pathname = usePlatform((state) => state.location.pathname);

  // SHELL-016: scroll to top on every path change, except on search-result pages and within the
  // excluded path group (LEFT-038, ./scroll.ts).
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (scrollsToTop(route.kind, previous.current, pathname)) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname, route.kind]);

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
