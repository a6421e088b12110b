import type { PlatformLocation } from '@shop/platform';

/** Query parameters that only set up the agent's own view: a shopper's link drops them. */
export const AGENT_ONLY_PARAMS = ['lng', 'experiments'] as const;

/**
 * SHELL-052: the link an agent shares: the current search (path, query and
 * criteria hash) on the public host instead of the care host. The agent's forced language and
 * experiment variations stay behind, so the shopper sees the site as usual.
 */
export function shareableSearchUrl(
  location: PlatformLocation,
  publicHost: string,
  protocol: string,
): string {
  const query = new URLSearchParams(location.search);
  for (const name of AGENT_ONLY_PARAMS) query.delete(name);
  const search = query.toString();
  const hash = location.hash.replace(/^#/, '');
  const scheme = protocol.replace(/:?$/, ':');
  return `${scheme}//${publicHost}${location.pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
