/**
 * The smoke check a promotion must pass (issue 17 §5, ADR 0080): the release's manifest reads,
 * every file it names exists, and — headless, in Chromium, on a throw-away gateway serving the
 * page as it would be after the promotion — its entry starts and each exposed module renders once
 * inside the live shell (its shared React, platform store and i18n).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { REMOTES } from '@shop/platform/routes';
import { REMOTE_APPS, REPO_ROOT, appDist } from '../gateway/apps';
import { registerGateway } from '../gateway/gateway';
import { loadRegistryDocument } from '../gateway/registry';
import { readReleaseState, releaseFolder, remoteOfApp } from './state';

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; globalName?: string };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
  shared?: { name?: string; assets?: ManifestAssets }[];
}

export interface SmokeResult {
  ok: boolean;
  problems: string[];
}

const assetFiles = (assets: ManifestAssets | undefined) => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/** The release's files as its manifest names them; what is missing or unreadable. */
export async function checkReleaseFiles(
  folder: string,
  host = false,
): Promise<{
  problems: string[];
  manifest?: Manifest;
}> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(folder, 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
  } catch (error) {
    return { problems: [`mf-manifest.json unreadable: ${(error as Error).message}`] };
  }
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (host) {
    // The shell is a host: its page names its files (scripts, preloads, styles, icon).
    let html: string;
    try {
      html = await readFile(path.join(folder, 'index.html'), 'utf8');
    } catch {
      return { problems: ['missing file index.html'], manifest };
    }
    for (const match of html.matchAll(/(?:src|href)="\/([^"?#]+)/g))
      if (match[1]) files.add(match[1]);
  } else if (!entry?.name) {
    return { problems: ['the manifest names no remote entry'], manifest };
  } else {
    files.add(path.posix.join(entry.path ?? '', entry.name));
  }
  for (const expose of manifest.exposes ?? [])
    assetFiles(expose.assets).forEach((f) => files.add(f));
  for (const shared of manifest.shared ?? [])
    assetFiles(shared.assets).forEach((f) => files.add(f));
  const problems = [...files]
    .filter((file) => !existsSync(path.join(folder, file)))
    .map((file) => `missing file ${file}`);
  return { problems, manifest };
}

/**
 * Props each exposed widget is rendered with: its embedding contract (ADR 0039). Pages get
 * `{ params: {} }`.
 */
export const SMOKE_PROPS: Record<string, Record<string, unknown>> = {
  'mfe_content/HotelReviews': { hotelId: 1, initialReviews: [] },
  // Its `prepare` runs on a click only; the smoke check renders the button.
  'mfe_checkout/FastCheckout': { productId: 1 },
};

/**
 * A root folder laid out like the repository (<app>/dist) for a throw-away gateway: `app` at its
 * candidate release, every other app at what is live now (its release, else its dist/).
 */
function smokeRoot(dir: string, app: string, candidate: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'smoke-'));
  const live = readReleaseState(dir);
  for (const folder of ['shell', ...REMOTES.map((remote) => REMOTE_APPS[remote])]) {
    const version = folder === app ? candidate : live.apps[folder]?.current;
    const source = version ? releaseFolder(dir, folder, version) : appDist(folder, REPO_ROOT);
    if (!existsSync(source)) continue;
    mkdirSync(path.join(root, folder), { recursive: true });
    symlinkSync(source, path.join(root, folder, 'dist'), 'dir');
  }
  return root;
}

/** Renders each exposed module of `remote` once in the page's shell; the problems seen. */
async function renderExposed(base: string, remote: string, exposes: string[]): Promise<string[]> {
  const [{ chromium }, { CHROMIUM_LAUNCH }] = await Promise.all([
    import('@playwright/test'),
    import('@shop/build/chromium'),
  ]);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    // tsx (esbuild keepNames) wraps named functions in __name(); the page needs it too.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The care login page: the shell alone, no remote on it.
    await page.goto(`${base}/cc-login`, { waitUntil: 'load' });
    const started = await page
      .waitForFunction(
        () => {
          const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } })
            .__FEDERATION__;
          return (federation?.__INSTANCES__?.length ?? 0) > 0;
        },
        undefined,
        { timeout: 15_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!started) {
      return [
        'the shell did not start its federation runtime',
        ...pageErrors.map((message) => `page error: ${message}`),
      ];
    }
    const problems = await page.evaluate(
      async ({ remote, exposes, entry, props }) => {
        interface Instance {
          name: string;
          registerRemotes(remotes: object[], options: object): void;
          loadRemote(id: string): Promise<unknown>;
          loadShare(name: string): Promise<false | (() => unknown)>;
        }
        const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } })
          .__FEDERATION__;
        const shell = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell');
        if (!shell) return ['the shell has no federation runtime'];
        if (exposes.length === 0) return [];
        const share = async <T>(name: string): Promise<T> => {
          const factory = await shell.loadShare(name);
          if (!factory) throw new Error(`the shell shares no ${name}`);
          return factory() as T;
        };
        type ReactLike = {
          createElement: (...args: unknown[]) => unknown;
          Component: new (props: object) => object;
        };
        const React = await share<ReactLike>('react');
        const ReactDOM = await share<{
          createRoot: (
            node: Element,
            options: object,
          ) => { render: (element: unknown) => void; unmount: () => void };
        }>('react-dom/client');
        shell.registerRemotes([{ name: remote, entry, entryGlobalName: remote }], { force: true });
        const found: string[] = [];
        for (const expose of exposes) {
          const id = `${remote}/${expose}`;
          let component: unknown;
          try {
            component = ((await shell.loadRemote(id)) as { default?: unknown } | undefined)
              ?.default;
          } catch (error) {
            found.push(`${id} did not load: ${(error as Error).message}`);
            continue;
          }
          if (typeof component !== 'function') {
            found.push(`${id} exports no component`);
            continue;
          }
          const errors: string[] = [];
          const node = document.createElement('div');
          document.body.append(node);
          const root = ReactDOM.createRoot(node, {
            onUncaughtError: (error: Error) => errors.push(error.message),
            onCaughtError: (error: Error) => errors.push(error.message),
          });
          root.render(React.createElement(component, props[id] ?? { params: {} }));
          await new Promise((resolve) => setTimeout(resolve, 800));
          root.unmount();
          node.remove();
          errors.forEach((message) => found.push(`${id} failed to render: ${message}`));
        }
        return found;
      },
      {
        remote,
        exposes,
        entry: `${base}/apps/${REMOTE_APPS[remote as keyof typeof REMOTE_APPS]}/remoteEntry.js`,
        props: SMOKE_PROPS,
      },
    );
    return [...problems, ...pageErrors.map((message) => `page error: ${message}`)];
  } finally {
    await browser.close();
  }
}

/** The smoke check of one release of `app` in the releases folder `dir`. */
export async function smokeCheck(dir: string, app: string, version: string): Promise<SmokeResult> {
  const folder = releaseFolder(dir, app, version);
  if (!existsSync(folder)) return { ok: false, problems: [`no release ${app} ${version}`] };
  const { problems, manifest } = await checkReleaseFiles(folder, app === 'shell');
  if (problems.length > 0 || !manifest) return { ok: false, problems };

  const root = smokeRoot(dir, app, version);
  const server = Fastify({ logger: false });
  try {
    // Served as the page would be after the promotion: every app from its dist/ link above.
    const emptyReleases = path.join(root, 'no-releases');
    await registerGateway(server, {
      root,
      releasesDir: emptyReleases,
      registry: loadRegistryDocument({}),
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    const remote = remoteOfApp(app);
    // The shell is checked through a page it renders alone; a remote, module by module.
    const exposes = (manifest.exposes ?? []).map((expose) => expose.name ?? '').filter(Boolean);
    const found = await renderExposed(base, remote ?? 'shell', remote ? exposes : []);
    return { ok: found.length === 0, problems: found };
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
