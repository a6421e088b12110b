import { platformStore, type RouteDefinition, usePlatform } from '@shop/platform';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { NormalLayout } from '../layout/NormalLayout';
import { SimplifiedLayout } from '../layout/SimplifiedLayout';

function currentRoute(matches: ReturnType<typeof useMatches>): RouteDefinition | undefined {
  return matches.at(-1)?.handle as RouteDefinition | undefined;
}

/** Root layout: picks the layout of the matched route and keeps the platform in step with the router. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const route = currentRoute(useMatches());
  const indexing = usePlatform((state) => state.environment.indexing);

  // Remotes navigate and read the address through @shop/platform, never through the router.
  useLayoutEffect(() => {
    platformStore.setState({
      location: { pathname: location.pathname, search: location.search, hash: location.hash },
      navigate: (to, options) => void navigate(to, options?.replace ? { replace: true } : {}),
    });
  }, [location.pathname, location.search, location.hash, navigate]);

  // SHELL-016: scroll to top on every path change, except on search-result pages.
  useEffect(() => {
    if (!route?.keepScroll) window.scrollTo(0, 0);
  }, [location.pathname, route?.keepScroll]);

  // SHELL-056: noindex unless the environment allows indexing (pages may set their own value then).
  useEffect(() => {
    const robots = document.querySelector('meta[name="robots"]');
    if (!indexing) robots?.setAttribute('content', 'noindex');
  }, [indexing, location.pathname]);

  const Layout = route?.layout === 'simplified' ? SimplifiedLayout : NormalLayout;
  return (
    <Layout routeKind={route?.kind ?? 'notFound'}>
      <Outlet />
    </Layout>
  );
}
