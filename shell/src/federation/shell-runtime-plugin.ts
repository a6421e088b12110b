import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { emitRemoteLoadFailure, releaseOf } from './remote-events';

/**
 * The shell's errorLoadRemote runtime plugin (ADR 0003): every failure of the federation runtime
 * to load a remote is emitted with the remote's name and release, and the shell reports it
 * (bootstrap.tsx; BEY-012). It runs before shared modules exist, so it only emits. It returns
 * nothing, so the load still rejects and the shell's retry and error boundary act.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shell-runtime',
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
