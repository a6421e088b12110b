import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type ModuleFederationRuntimePlugin,
  createInstance,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/platform/routes';
import type { RemotePageModule } from '@shop/platform';
import type { ShellServerRender } from '@shop/platform/server-render';

const require = createRequire(import.meta.url);

type LoadEntry = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;
/** What a container's CommonJS file exports (init, get). */
type EntryExports = Exclude<Awaited<ReturnType<LoadEntry>>, void>;

/** The apps the gateway renders with: the shell and the remotes, by federation name. */
export type ServerAppName = RemoteName | 'shell';

const ENTRY = 'server/remoteEntry.js';

/**
 * The server builds of the shop's apps, loaded through one Module Federation runtime the way the
 * browser loads their browser builds (issue 16, ADR 0088): by the registry this request is served
 * (dist/ or a live release), sharing one React, platform and i18n between the shell and the page's
 * remote. A build that changes on disk (a redeployed app, a promoted release) is loaded anew by
 * the next request, without a restart.
 */
export function createServerApps() {
  /** The entry each app is registered with: its file and the file's last change. */
  const registered = new Map<ServerAppName, string>();
  /** The build version of each registered app, from its server manifest (BEY-012). */
  const versions = new Map<ServerAppName, string>();
  const federation = createInstance({
    name: 'gateway',
    remotes: [],
    shared: {},
    plugins: [
      {
        name: 'shop-server-builds',
        // Server containers are CommonJS files on this machine: required, not fetched.
        loadEntry({ remoteInfo }) {
          if (!remoteInfo.entry.startsWith('file:')) return undefined;
          const file = fileURLToPath(new URL(remoteInfo.entry));
          // A rebuilt app in place: its files are read again.
          const folder = path.dirname(file) + path.sep;
          for (const cached of Object.keys(require.cache)) {
            if (cached.startsWith(folder)) delete require.cache[cached];
          }
          return require(file) as EntryExports;
        },
      },
    ],
  });

  /** Registers the app's server container from `folder`, again when its build changed. */
  function register(app: ServerAppName, folder: string): void {
    const file = path.join(folder, ENTRY);
    const url = pathToFileURL(file);
    url.searchParams.set('v', String(statSync(file).mtimeMs));
    const entry = url.href;
    if (registered.get(app) === entry) return;
    federation.registerRemotes([{ name: app, entry }], { force: registered.has(app) });
    registered.set(app, entry);
    const version = buildVersion(path.join(folder, 'server/mf-manifest.json'));
    if (version) versions.set(app, version);
    else versions.delete(app);
  }

  return {
    /** The shell's render, from the shell build in `folder`. */
    async shell(folder: string): Promise<ShellServerRender> {
      register('shell', folder);
      const render = await federation.loadRemote<ShellServerRender>('shell/render');
      if (!render) throw new Error('The shell server build exposes no render');
      return render;
    },
    /** An exposed page of a remote, from its server build in `folder`. */
    async page(remote: RemoteName, module: string, folder: string): Promise<RemotePageModule> {
      register(remote, folder);
      const loaded = await federation.loadRemote<RemotePageModule>(
        `${remote}/${module.replace(/^\.\//, '')}`,
      );
      if (!loaded) throw new Error(`${remote} has no server build of ${module}`);
      return loaded;
    },
    /** The build version of a loaded remote, as the browser reads it from its manifest. */
    releaseOf: (remote: RemoteName): string | undefined => versions.get(remote),
  };
}

function buildVersion(manifestFile: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      metaData?: { buildInfo?: { buildVersion?: unknown } };
    };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
