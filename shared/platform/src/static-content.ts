// Through the package's shared singleton, never its files (bundled where it is used, like
// `@shop/platform/remote-widget`).
import { type Environment, usePlatform } from '@shop/platform';

/**
 * SHELL-057: the address of a static content file (`/api/content/targetedBanner.json`): on the
 * staging host outside production when the deployment names one, else this site's.
 */
export function staticContentUrl(path: string, environment: Environment): string {
  return !environment.production && environment.stagingContentOrigin
    ? `${environment.stagingContentOrigin}${path}`
    : path;
}

/** SHELL-057: `staticContentUrl` for this page's environment. */
export function useStaticContentUrl(path: string): string {
  return usePlatform((state) => staticContentUrl(path, state.environment));
}
