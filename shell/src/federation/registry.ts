import { REMOTES, type RemoteName, parseFlags, type Environment } from '@shop/platform';
import type { Flags } from '@shop/platform';

/**
 * The runtime remote registry (ADR 0003): remote name → manifest URL, plus the environment and
 * feature toggles of this deployment. Served at /registry.json; no remote URL exists at build time.
 */
export interface Registry {
  remotes: Partial<Record<RemoteName, string>>;
  /** The release each remote is served at, when the gateway serves it from a release (ADR 0080). */
  releases?: Partial<Record<RemoteName, string>>;
  flags: Flags;
  environment: Environment;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a registry document defensively: unknown remotes and bad values are dropped. */
export function parseRegistry(input: unknown): Registry {
  const source = isRecord(input) ? input : {};
  const remotes: Partial<Record<RemoteName, string>> = {};
  if (isRecord(source.remotes)) {
    for (const name of REMOTES) {
      const url = source.remotes[name];
      if (typeof url === 'string' && url.length > 0) remotes[name] = url;
    }
  }
  const releases: Partial<Record<RemoteName, string>> = {};
  if (isRecord(source.releases)) {
    for (const name of REMOTES) {
      const release = source.releases[name];
      if (typeof release === 'string' && release.length > 0 && release.length <= 100) {
        releases[name] = release;
      }
    }
  }
  const env = isRecord(source.environment) ? source.environment : {};
  return {
    remotes,
    releases,
    flags: parseFlags(source.flags),
    environment: {
      production: env.production === true,
      indexing: env.indexing === true,
      ...(isGiftShopUrl(env.externalGiftShop) ? { externalGiftShop: env.externalGiftShop } : {}),
      ...(isOrigin(env.stagingContentOrigin)
        ? { stagingContentOrigin: env.stagingContentOrigin }
        : {}),
    },
  };
}

/** An http(s) origin (no path) of reasonable length (SHELL-057); anything else is dropped. */
function isOrigin(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 200 &&
    /^https?:\/\/[\w.-]+(:\d{1,5})?$/.test(value)
  );
}

/** An https address (or a path of this site) of reasonable length: anything else is dropped. */
function isGiftShopUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 300 &&
    (/^https:\/\/[^\s/]+(\/\S*)?$/.test(value) || /^\/(?!\/)\S*$/.test(value))
  );
}

export async function loadRegistry(url = '/registry.json'): Promise<Registry> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`registry ${response.status}`);
    return parseRegistry(await response.json());
  } catch (error) {
    // Without a registry the header, footer and fallbacks still render (BEY-011).
    console.error('Remote registry unavailable', error);
    return parseRegistry({});
  }
}
