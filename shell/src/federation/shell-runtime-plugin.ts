import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportError } from '@shop/platform';
import { recordRelease, releaseOf } from './releases';

/**
 * The shell's federation runtime plugin (ADR 0003):
 * - remembers each remote's release from its manifest, so errors and the page say which
 *   deployment is running;
 * - errorLoadRemote: every failure to load a remote reaches the logs call with the remote's name
 *   and release (BEY-012). It returns nothing, so the load still rejects and the shell's retry and
 *   error boundary take over.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shell-runtime',
    loadRemoteSnapshot(args) {
      const version = args.manifestJson?.metaData.buildInfo.buildVersion;
      if (version) recordRelease(args.moduleInfo.name, version);
      return args;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const app = id.split('/')[0] ?? id;
      const message = error instanceof Error ? error.message : String(error);
      const release = releaseOf(app);
      void reportError({
        message: `Remote load failed (${lifecycle}) ${id}: ${message}`,
        app,
        ...(release ? { release } : {}),
      });
      return undefined;
    },
  };
}
