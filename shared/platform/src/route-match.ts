import { matchRoutes, type NonIndexRouteObject } from 'react-router';
import type { RouteDefinition } from './routes';

/**
 * The platform route table as react-router routes (ADR 0022). One matcher for the whole shop:
 * the shell's router renders these routes, and the shell's start-up preload, the gateway's HTML
 * preload and the standalone harness match with `matchRoute` below, so they all agree.
 *
 * A separate entry point (`@shop/platform/route-match`), not part of the shared `@shop/platform`:
 * react-router is bundled in the shell alone and remotes never load it. It imports only types
 * from the table, so the shell does not bundle a second copy of it beside the shared one.
 */
export type TableRouteObject = NonIndexRouteObject & { path: string; handle: RouteDefinition };

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteDefinition;
  /** Decoded path params; a trailing splat's rest is `params['*']` ('' when there is none). */
  params: RouteParams;
}

/** One react-router route per table row, in table order; the row rides along as `handle`. */
export function tableRouteObjects(routes: readonly RouteDefinition[]): TableRouteObject[] {
  return routes.map((route) => ({ path: route.path, handle: route }));
}

// The gateway matches on every page request: keep one route list per set of active routes.
const objectsByRoutes = new Map<string, TableRouteObject[]>();

function objectsOf(routes: readonly RouteDefinition[]): TableRouteObject[] {
  const key = routes.map((route) => route.kind).join(' ');
  let objects = objectsByRoutes.get(key);
  if (!objects) {
    objects = tableRouteObjects(routes);
    objectsByRoutes.set(key, objects);
  }
  return objects;
}

/**
 * The route of `routes` that react-router picks for the path (its ranking: static segments before
 * params before splats; table order breaks ties); the table's `*` row (not found) takes every
 * other path. Never throws on an address; `routes` must hold the not-found row.
 */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[]): RouteMatch {
  const leaf = matchRoutes(objectsOf(routes), pathname || '/')?.at(-1);
  if (leaf) return { route: leaf.route.handle, params: leaf.params };
  const notFound = routes.find((route) => route.kind === 'notFound');
  if (!notFound) throw new Error('The route list has no not-found route');
  return { route: notFound, params: {} };
}
