import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@shop/platform/routes';
import { readWhileUnchanged } from './build-files';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Where each remote's production build is, and the path it is served under. */
export const REMOTE_APPS: Readonly<Record<RemoteName, string>> = {
  mfe_search: 'mfe-search',
  mfe_product: 'mfe-product',
  mfe_gifting: 'mfe-gifting',
  mfe_checkout: 'mfe-checkout',
  mfe_content: 'mfe-content',
};

export function appDist(folder: string, root = REPO_ROOT): string {
  return path.join(root, folder, 'dist');
}

export function remoteBasePath(remote: RemoteName): string {
  return `/apps/${REMOTE_APPS[remote]}/`;
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string; assets?: ManifestAssets }[];
}

const readManifest = readWhileUnchanged(
  (file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest,
);

/**
 * The remote entry and the files an exposed module needs at once, read from mf-manifest.json, and
 * the stylesheets of the code it loads later (`asyncCss`).
 */
export function remoteAssets(
  distDir: string,
  exposed: string,
): { entry: string; js: string[]; css: string[]; asyncCss: string[] } | null {
  const manifest = readManifest(path.join(distDir, 'mf-manifest.json'));
  if (!manifest) return null;
  const entryMeta = manifest.metaData?.remoteEntry;
  const entry = [entryMeta?.path, entryMeta?.name].filter(Boolean).join('/') || 'remoteEntry.js';
  const expose = manifest.exposes?.find((candidate) => candidate.path === exposed);
  return {
    entry,
    js: expose?.assets?.js?.sync ?? [],
    css: expose?.assets?.css?.sync ?? [],
    asyncCss: expose?.assets?.css?.async ?? [],
  };
}
