import { type NavigateOptions, platformStore } from '@shop/platform';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A same-origin address as the path react-router navigates to; null for another origin. */
export function inAppPath(to: string): string | null {
  try {
    const url = new URL(to, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Wires @shop/platform to the shell's router (ADR 0022). Remotes never import react-router: they
 * navigate with the platform's `navigate()` and `<Link>`, which call react-router's navigate here
 * (another origin is a full page load), and they read the address from
 * `usePlatform(s => s.location)`, which this publishes whenever the router's location changes
 * (links, back/forward, hash edits).
 */
export function PlatformBridge() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useLayoutEffect(() => {
    platformStore.setState({
      navigate: (to: string, options?: NavigateOptions) => {
        const path = inAppPath(to);
        if (path === null) window.location.assign(to);
        else void navigate(path, { replace: options?.replace ?? false });
      },
    });
  }, [navigate]);

  // Published before paint; the shell renders the route of the published address, so the page
  // and the remotes never see two different addresses (ShellRouter).
  useLayoutEffect(() => {
    const published = platformStore.getState().location;
    if (published.pathname !== pathname || published.search !== search || published.hash !== hash)
      platformStore.setState({ location: { pathname, search, hash } });
  }, [pathname, search, hash]);

  return null;
}
