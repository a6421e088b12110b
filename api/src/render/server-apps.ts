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
import { readWhileUnchanged } from '../gateway/build-files';

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

  /** A container's address, versioned by its file's last change (looked at once a second). */
  const entryOf = readWhileUnchanged((file) => {
    const url = pathToFileURL(file);
    url.searchParams.set('v', String(statSync(file).mtimeMs));
    return url.href;
  });

  /** Registers the app's server container from `folder`, again when its build changed. */
  function register(app: ServerAppName, folder: string): void {
    const entry = entryOf(path.join(folder, ENTRY));
    if (entry === null) throw new Error(`${app} has no server build in ${folder}`);
    if (registered.get(app) === entry) return;
    federation.registerRemotes([{ name: app, entry }], { force: registered.has(app) });
    registered.set(app, entry);
  }

  /**
   * One remote's load at a time: with a canary, requests alternate between two builds of the same
   * app, and a load must get the module of the build it registered.
   */
  const queues = new Map<string, Promise<unknown>>();
  function inTurn<T>(app: string, work: () => Promise<T>): Promise<T> {
    const turn = (queues.get(app) ?? Promise.resolve()).then(work, work);
    queues.set(
      app,
      turn.catch(() => undefined),
    );
    return turn;
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
    page(remote: RemoteName, module: string, folder: string): Promise<RemotePageModule> {
      return inTurn(remote, async () => {
        register(remote, folder);
        const loaded = await federation.loadRemote<RemotePageModule>(
          `${remote}/${module.replace(/^\.\//, '')}`,
        );
        if (!loaded) throw new Error(`${remote} has no server build of ${module}`);
        return loaded;
      });
    },
    /** The build version of the app build in `folder`, as the browser reads it from its manifest. */
    releaseOf(folder: string): string | undefined {
      return buildVersion(path.join(folder, 'server/mf-manifest.json')) ?? undefined;
    },
  };
}

/** The build version a server build's manifest records (kept until the manifest changes). */
const buildVersion = readWhileUnchanged((manifestFile): string | undefined => {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: unknown } };
  };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : undefined;
});
