import { readFileSync } from 'node:fs';
import { REMOTES, type RemoteName } from '@shop/platform/routes';
import { remoteBasePath } from './apps';

export interface RegistryDocument {
  remotes: Partial<Record<RemoteName, string>>;
  flags: Record<string, boolean>;
  environment: { production: boolean; indexing: boolean };
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
    },
  };
}
