import { readFileSync } from 'node:fs';
import { REMOTES, type RemoteName } from '@shop/platform/routes';
import { type ReleaseState, versionFor } from '../releases/state';
import { REMOTE_APPS, remoteBasePath } from './apps';

export interface RegistryDocument {
  remotes: Partial<Record<RemoteName, string>>;
  /** The release each remote is served at, when it comes from a release (issue 17). */
  releases?: Partial<Record<RemoteName, string>>;
  flags: Record<string, boolean>;
  environment: {
    production: boolean;
    indexing: boolean;
    externalGiftShop?: string;
    /** SHELL-057: where static content files come from outside production. */
    stagingContentOrigin?: string;
  };
}

/**
 * The runtime remote registry the shell reads at start-up (ADR 0003). By default every remote is
 * served by this gateway under /apps/<folder>/; REGISTRY_FILE points at another document (for
 * example a CDN deployment, or a previous version to roll back to).
 */
export function loadRegistryDocument(env: NodeJS.ProcessEnv = process.env): RegistryDocument {
  if (env.REGISTRY_FILE) {
    return JSON.parse(readFileSync(env.REGISTRY_FILE, 'utf8')) as RegistryDocument;
  }
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTES) remotes[remote] = `${remoteBasePath(remote)}mf-manifest.json`;
  return {
    remotes,
    flags: {},
    environment: {
      production: env.NODE_ENV === 'production',
      indexing: env.ALLOW_INDEXING === 'true',
      // SHELL-029: where the gift icon sends agents (the shell checks it is an https address).
      ...(env.EXTERNAL_GIFT_SHOP_URL ? { externalGiftShop: env.EXTERNAL_GIFT_SHOP_URL } : {}),
      // SHELL-057: outside production, static content files come from the staging host.
      ...(env.NODE_ENV !== 'production' && env.STAGING_CONTENT_ORIGIN
        ? { stagingContentOrigin: env.STAGING_CONTENT_ORIGIN }
        : {}),
    },
  };
}

/** Where a release's files are served (immutable: the folder never changes once written). */
export function releaseBasePath(app: string, version: string): string {
  return `/releases/${app}/${version}/`;
}

export interface ResolvedRegistry {
  document: RegistryDocument;
  /** The shell release this visitor is served, when the shell is released (else its dist/). */
  shell: string | undefined;
}

/**
 * The registry one visitor gets (ADR 0080): the base document, with every released app pointed at
 * its live version, or at its canary when the visitor's bucket falls in the canary's share.
 */
export function resolveRegistry(
  base: RegistryDocument,
  state: ReleaseState,
  visitorId: string | undefined,
): ResolvedRegistry {
  const remotes = { ...base.remotes };
  const releases: Partial<Record<RemoteName, string>> = { ...base.releases };
  for (const remote of REMOTES) {
    const app = REMOTE_APPS[remote];
    const live = state.apps[app];
    if (!live) continue;
    const version = versionFor(live, app, visitorId);
    remotes[remote] = `${releaseBasePath(app, version)}mf-manifest.json`;
    releases[remote] = version;
  }
  const shellLive = state.apps.shell;
  const document: RegistryDocument = { ...base, remotes };
  if (Object.keys(releases).length > 0) document.releases = releases;
  return { document, shell: shellLive ? versionFor(shellLive, 'shell', visitorId) : undefined };
}

/**
 * SHELL-057: the staging host static content files come from outside production, as the pages'
 * connect-src allows it: one http(s) origin, or none (production, unset, or not an origin).
 */
export function stagingContentOrigins(registry: RegistryDocument): string[] {
  const { production, stagingContentOrigin } = registry.environment;
  if (production || !stagingContentOrigin) return [];
  try {
    const url = new URL(stagingContentOrigin);
    return /^https?:$/.test(url.protocol) && url.origin === stagingContentOrigin
      ? [url.origin]
      : [];
  } catch {
    return [];
  }
}
