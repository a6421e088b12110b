import { type PlatformLocation, platformStore } from '@shop/platform';

function readLocation(): PlatformLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function sameOrigin(to: string): URL | null {
  try {
    const url = new URL(to, window.location.href);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The shell owns the browser history (ADR 0003): `navigate` pushes (or replaces) an entry and
 * publishes the new address through @shop/platform, where the shell's router and every remote
 * read it. Back/forward and hash edits are published too. Returns the clean-up.
 */
export function startHistory(): () => void {
  const publish = () => platformStore.setState({ location: readLocation() });
  platformStore.setState({
    location: readLocation(),
    navigate: (to, options) => {
      const url = sameOrigin(to);
      if (!url) {
        window.location.assign(to);
        return;
      }
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (options?.replace) window.history.replaceState(null, '', target);
      else window.history.pushState(null, '', target);
      publish();
    },
  });
  window.addEventListener('popstate', publish);
  window.addEventListener('hashchange', publish);
  return () => {
    window.removeEventListener('popstate', publish);
    window.removeEventListener('hashchange', publish);
  };
}
