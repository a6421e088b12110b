/**
 * Version-skew contracts (issue 17 §4, ADR 0081). A release's contract is what other apps rely
 * on at run time: the modules it exposes, the shared singletons it brings and the range it
 * accepts, what it loads from other apps, and — for the shell, whose copies of the shared
 * libraries every remote uses — the export names of `@shop/platform` and `@shop/i18n`.
 * The previous release of each app is kept as a committed contract (contracts/<app>.json); CI
 * checks the current build against it in both directions, in milliseconds, without a rebuild.
 */
import { satisfy } from '@module-federation/runtime-tools/runtime-core';
import { ROUTES } from '@shop/platform/routes';

export interface SharedContract {
  version: string;
  requiredVersion: string | false;
}

export interface AppContract {
  app: string;
  release: string;
  /** Exposed modules, `./HomePage`. */
  exposes: string[];
  /** Shared singletons, by package name. */
  shared: Record<string, SharedContract>;
  /** Modules it loads from other apps, `mfe_search/./SearchBox`. */
  consumes: string[];
  /** The shell only: export names of the shared libraries it provides to every remote. */
  libraries?: Record<string, string[]>;
}

interface ManifestLike {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  exposes?: { name?: string; path?: string }[];
  shared?: {
    name?: string;
    version?: string;
    requiredVersion?: string | false;
    singleton?: boolean;
  }[];
}

/** The contract of a build, from its mf-manifest.json and what it consumes. */
export function contractOf(
  app: string,
  manifest: ManifestLike,
  consumes: string[],
  libraries?: Record<string, string[]>,
): AppContract {
  const shared: Record<string, SharedContract> = {};
  for (const entry of manifest.shared ?? []) {
    if (!entry.name || !entry.version || entry.singleton === false) continue;
    shared[entry.name] = {
      version: entry.version,
      requiredVersion: entry.requiredVersion ?? false,
    };
  }
  return {
    app,
    release: manifest.metaData?.buildInfo?.buildVersion ?? 'unknown',
    exposes: (manifest.exposes ?? [])
      .map((expose) => expose.path ?? (expose.name ? `./${expose.name}` : ''))
      .filter(Boolean)
      .sort(),
    shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
    consumes: [...new Set(consumes)].sort(),
    ...(libraries ? { libraries } : {}),
  };
}

/** What the shell loads from the remotes: every page of the route table. */
export function shellConsumes(): string[] {
  return ROUTES.flatMap((route) => (route.remote ? [`${route.remote}/${route.module}`] : []));
}

/**
 * What an app's source loads from other apps through RemoteWidget: a `{ remote, module }`
 * descriptor or JSX attributes, the module given literally or as a constant of the same file.
 */
export function widgetConsumes(source: string): string[] {
  const found: string[] = [];
  const pattern =
    /remote(?:\s*:\s*|=\{?\s*)["'](mfe_[a-z]+)["'][\s\S]{0,160}?module(?:\s*:\s*|=\{?\s*)(?:["'](\.\/\w+)["']|([A-Z][A-Z0-9_]*))/g;
  for (const match of source.matchAll(pattern)) {
    const [, remote, literal, constant] = match;
    const module =
      literal ??
      (constant
        ? new RegExp(`${constant}\\s*=\\s*["'](\\./\\w+)["']`).exec(source)?.[1]
        : undefined);
    if (remote && module) found.push(`${remote}/${module}`);
  }
  return found;
}

const remoteOfId = (id: string) => id.slice(0, id.indexOf('/'));
const moduleOfId = (id: string) => id.slice(id.indexOf('/') + 1);

export interface SkewPair {
  consumer: AppContract;
  provider: AppContract;
  /** The provider's other version (current ↔ previous): what the consumer had working. */
  providerOther: AppContract | undefined;
}

/**
 * Problems of running `consumer` with `provider` (their federation names are the manifest
 * names, e.g. mfe_content). A consumed module is a problem when the provider lacks it but its
 * other version exposes it (a widget not exposed by either version is an optional one, ADR 0039).
 */
export function pairProblems(
  { consumer, provider, providerOther }: SkewPair,
  providerName: string,
): string[] {
  const problems: string[] = [];
  for (const id of consumer.consumes) {
    if (remoteOfId(id) !== providerName) continue;
    const module = moduleOfId(id);
    if (!provider.exposes.includes(module) && providerOther?.exposes.includes(module)) {
      problems.push(
        `${consumer.app} ${consumer.release} loads ${id}, which ${provider.app} ${provider.release} does not expose`,
      );
    }
  }
  return problems;
}

/**
 * The shell's shared copies are the ones every remote runs with (loaded-first): each remote's
 * accepted range must hold the shell's version, or the runtime logs a mismatch.
 */
export function sharedProblems(shell: AppContract, remote: AppContract): string[] {
  const problems: string[] = [];
  for (const [name, wanted] of Object.entries(remote.shared)) {
    const provided = shell.shared[name];
    if (!provided || wanted.requiredVersion === false) continue;
    if (!satisfy(provided.version, wanted.requiredVersion)) {
      problems.push(
        `${remote.app} ${remote.release} needs ${name} ${wanted.requiredVersion}; shell ${shell.release} provides ${provided.version}`,
      );
    }
  }
  return problems;
}

/** A remote built against the previous shell uses its libraries' exports: none may disappear. */
export function libraryProblems(previousShell: AppContract, currentShell: AppContract): string[] {
  const problems: string[] = [];
  for (const [library, names] of Object.entries(previousShell.libraries ?? {})) {
    const now = new Set(currentShell.libraries?.[library] ?? []);
    for (const name of names) {
      if (!now.has(name)) {
        problems.push(
          `${library} no longer exports ${name}: remotes built against shell ${previousShell.release} use the shell's copy`,
        );
      }
    }
  }
  return problems;
}

/**
 * Every skew the release flow allows: the current shell with each previous remote, each current
 * remote with the previous shell, and each current remote with the previous release of the
 * remotes it embeds (and the other way round). Keys of `federationNames`: app folder → name.
 */
export function skewProblems(
  current: Record<string, AppContract>,
  previous: Record<string, AppContract>,
  federationNames: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const shellNow = current.shell;
  const shellBefore = previous.shell;
  if (shellNow && shellBefore) problems.push(...libraryProblems(shellBefore, shellNow));
  for (const [app, name] of Object.entries(federationNames)) {
    const now = current[app];
    const before = previous[app];
    if (shellNow && before) {
      problems.push(
        ...pairProblems({ consumer: shellNow, provider: before, providerOther: now }, name),
      );
      problems.push(...sharedProblems(shellNow, before));
    }
    if (shellBefore && now) {
      problems.push(
        ...pairProblems({ consumer: shellBefore, provider: now, providerOther: before }, name),
      );
      problems.push(...sharedProblems(shellBefore, now));
    }
    // Remotes embedding this one's widgets, each side one release apart.
    for (const [otherApp] of Object.entries(federationNames)) {
      if (otherApp === app) continue;
      const otherNow = current[otherApp];
      const otherBefore = previous[otherApp];
      if (otherNow && before) {
        problems.push(
          ...pairProblems({ consumer: otherNow, provider: before, providerOther: now }, name),
        );
      }
      if (otherBefore && now) {
        problems.push(
          ...pairProblems({ consumer: otherBefore, provider: now, providerOther: before }, name),
        );
      }
    }
  }
  return problems;
}
