import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerGlobalPlugins, satisfy } from '@module-federation/runtime-tools/runtime-core';
import { emitRemoteLoadFailure, emitShareMismatch, releaseOf } from './remote-events';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Issue 17 (ADR 0081): a remote whose accepted range of a shared singleton does not hold the
 * page's copy still gets that copy (singleton, not strict: no crash); the mismatch is emitted
 * with the remote's name, and the shell reports it. Registered as a global plugin, so every
 * remote's federation instance (created after the shell's) resolves its shares through it.
 */
export function shareMismatchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-share-mismatch',
    resolveShare(args: ResolveShareArgs) {
      const { pkgName, shareInfo, resolver } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!shareInfo.shareConfig?.singleton || typeof required !== 'string') return args;
      return {
        ...args,
        resolver: () => {
          const resolved = resolver();
          const provided = resolved?.shared.version;
          if (provided && !satisfy(provided, required)) {
            emitShareMismatch({ remote: shareInfo.from, pkgName, required, provided });
          }
          return resolved;
        },
      };
    },
  };
}

/**
 * The shell's errorLoadRemote runtime plugin (ADR 0003): every failure of the federation runtime
 * to load a remote is emitted with the remote's name and release, and the shell reports it
 * (bootstrap.tsx; BEY-012). It runs before shared modules exist, so it only emits. It returns
 * nothing, so the load still rejects and the shell's retry and error boundary act.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shell-runtime',
    beforeInit(args) {
      registerGlobalPlugins([shareMismatchPlugin()]);
      return args;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      emitRemoteLoadFailure({
        remote,
        id,
        lifecycle,
        message: error instanceof Error ? error.message : String(error),
        release: releaseOf(remote),
      });
      return undefined;
    },
  };
}
