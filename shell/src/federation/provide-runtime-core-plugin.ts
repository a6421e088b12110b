import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';

/**
 * One federation runtime per page (ADR 0003). Remotes are built with `externalRuntime` and use
 * the shell's runtime through the global `_FEDERATION_RUNTIME_CORE`. The stock provider plugin
 * hands over the whole runtime-core namespace (~20 KB gz more than the shell needs); this one
 * hands over exactly what a remote entry of @module-federation/enhanced 2.9 reads from it. The
 * e2e suite loads every remote through it; re-check the list when upgrading the package.
 */
export const RUNTIME_CORE_FOR_REMOTES = {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-provide-runtime-core',
    beforeInit(args) {
      const global = Global as typeof Global & { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= RUNTIME_CORE_FOR_REMOTES;
      return args;
    },
  };
}
