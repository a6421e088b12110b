import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  platformStore,
  type RemoteComponentModule,
  type RemoteModuleLoader,
  type RemoteName,
  type RemotePageModule,
  reportError,
} from '@shop/platform';
import type { Registry } from './registry';
import { recordRelease, releaseOf } from './remote-events';

export const RETRY_DELAYS_MS = [300, 1200] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ManifestMeta {
  globalName?: unknown;
  publicPath?: unknown;
  buildInfo?: { buildVersion?: unknown };
  remoteEntry?: { name?: unknown; path?: unknown; type?: unknown };
}

export interface ResolvedRemote {
  entry: string;
  globalName: string;
  release: string | undefined;
}

/**
 * Reads a remote's mf-manifest.json (the registry points at it) and finds its remote entry. The
 * shell does this itself rather than through the federation runtime's snapshot plugin (ADR 0003):
 * the same answer for ~20 KB gz less on every page.
 */
export async function resolveManifest(
  remote: RemoteName,
  manifestUrl: string,
): Promise<ResolvedRemote> {
  const response = await fetch(manifestUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`manifest ${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as { metaData?: ManifestMeta };
  const meta = manifest.metaData ?? {};
  const entryName = typeof meta.remoteEntry?.name === 'string' ? meta.remoteEntry.name : '';
  if (!entryName) throw new Error(`manifest ${manifestUrl} names no remote entry`);
  const manifestAddress = new URL(manifestUrl, window.location.href);
  const base =
    typeof meta.publicPath === 'string' && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestAddress)
      : new URL('.', manifestAddress);
  const entryPath =
    typeof meta.remoteEntry?.path === 'string' && meta.remoteEntry.path
      ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}`
      : '';
  return {
    entry: new URL(`${entryPath}${entryName}`, base).href,
    globalName: typeof meta.globalName === 'string' ? meta.globalName : remote,
    release:
      typeof meta.buildInfo?.buildVersion === 'string' ? meta.buildInfo.buildVersion : undefined,
  };
}

function isComponentModule(value: unknown): value is RemoteComponentModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { default?: unknown }).default === 'function'
  );
}

/** What the shell's page regions need. */
export interface RemoteLoader {
  /** Loads an exposed page, retrying with back-off; rejects when the remote stays unreachable. */
  loadPage(remote: RemoteName, module: string): Promise<RemotePageModule>;
  /** Forgets a remote so the next load reads its manifest and entry anew (retry, redeploy). */
  reset(remote: RemoteName): void;
  /** An exposed page that has already loaded, to render at once (hydration, ADR 0088). */
  loadedPage(remote: RemoteName, module: string): RemotePageModule | undefined;
  /** The release (manifest build version) of a remote this page loaded (BEY-012). */
  releaseOf(remote: RemoteName): string | undefined;
}

/** Loads remotes named by the runtime registry (ADR 0003). */
export function createRemoteLoader(
  registry: Registry,
  delays: readonly number[] = RETRY_DELAYS_MS,
): RemoteLoader & RemoteModuleLoader {
  const registered = new Map<RemoteName, Promise<void>>();

  function ensureRegistered(remote: RemoteName): Promise<void> {
    let pending = registered.get(remote);
    if (!pending) {
      const manifestUrl = registry.remotes[remote];
      // Known before the manifest is read, so a release whose manifest fails is reported by version.
      const served = registry.releases?.[remote];
      if (served) recordRelease(remote, served);
      pending = manifestUrl
        ? resolveManifest(remote, manifestUrl).then(({ entry, globalName, release }) => {
            if (release) recordRelease(remote, release);
            registerRemotes([{ name: remote, entry, entryGlobalName: globalName }], {
              force: true,
            });
          })
        : Promise.reject(new Error(`The registry names no address for ${remote}`));
      pending.catch((error: unknown) => {
        registered.delete(remote);
        void reportError({
          message: `Remote manifest failed: ${error instanceof Error ? error.message : String(error)}`,
          app: remote,
          release: releaseOf(remote),
        });
      });
      registered.set(remote, pending);
    }
    return pending;
  }

  // One load per module at a time: the start-up preload and the page region share it.
  const inflight = new Map<string, Promise<RemoteComponentModule>>();
  // The modules loaded so far, until their remote is reset.
  const loaded = new Map<string, RemoteComponentModule>();
  const idOf = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

  function loadModule(remote: RemoteName, module: string): Promise<RemoteComponentModule> {
    const id = idOf(remote, module);
    let pending = inflight.get(id);
    if (!pending) {
      pending = loadWithRetries(remote, id);
      inflight.set(id, pending);
      const forget = () => inflight.delete(id);
      pending.then((result) => {
        loaded.set(id, result);
        forget();
      }, forget);
    }
    return pending;
  }

  async function loadWithRetries(remote: RemoteName, id: string): Promise<RemoteComponentModule> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      try {
        await ensureRegistered(remote);
        const loaded = await loadRemote<unknown>(id);
        if (isComponentModule(loaded)) return loaded;
        lastError = new Error(`${id} has no page component`);
      } catch (error) {
        lastError = error;
        registered.delete(remote);
      }
      const delay = delays[attempt];
      if (delay !== undefined) await wait(delay);
    }
    throw lastError instanceof Error ? lastError : new Error(`Cannot load ${id}`);
  }

  return {
    // A page module is a component module rendered with the route params (RemotePageProps).
    loadPage: (remote, module) => loadModule(remote, module) as Promise<RemotePageModule>,
    loadModule,
    reset(remote) {
      registered.delete(remote);
      for (const id of loaded.keys()) if (id.startsWith(`${remote}/`)) loaded.delete(id);
    },
    loadedPage: (remote, module) =>
      loaded.get(idOf(remote, module)) as RemotePageModule | undefined,
    releaseOf,
  };
}

/**
 * Shares the shell's loader with every app through the platform store, so `RemoteWidget` loads
 * another app's exposed widget with the same registry, retries and failure reporting as pages.
 */
export function registerRemoteLoader(loader: RemoteModuleLoader): void {
  platformStore.setState({ remoteLoader: loader });
}
