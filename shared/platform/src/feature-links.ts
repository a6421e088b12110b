import { useCallback } from 'react';
// Through the package's shared singleton (one store per page), never its files: this module is
// bundled into the apps that use it (`@shop/platform/feature-links`), so pages that do not show
// such links do not download it.
import { type Flags, ROUTES, type RouteDefinition, usePlatform } from '@shop/platform';

/**
 * SHELL-054: whether a site path leads to a feature these toggles leave on. A path under a
 * flagged route whose toggle is off (`/activities/search`, `/boxes/…`) does not: its links are
 * hidden or lead elsewhere, never to the not-found page. Other paths (and other sites) do.
 */
export function isPathEnabled(path: string, flags: Flags): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !ROUTES.some((route: RouteDefinition) => {
    if (!route.flag || flags[route.flag]) return false;
    const fixed: string[] = [];
    for (const segment of route.path.split('/')) {
      if (segment.startsWith(':') || segment === '*') break;
      fixed.push(segment);
    }
    const prefix = fixed.join('/') || '/';
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
}

/** SHELL-054: `enabled(path)`: whether a link to `path` leads to a feature the toggles leave on. */
export function useEnabledPath(): (path: string) => boolean {
  const flags = usePlatform((state) => state.flags);
  return useCallback((path: string) => isPathEnabled(path, flags), [flags]);
}
