import type { ComponentType } from 'react';
import type { RemoteName } from './routes';

/** What every exposed page module default-exports: the shell renders it with the route params. */
export interface RemotePageProps {
  params: Readonly<Record<string, string | undefined>>;
}

export type RemotePage = ComponentType<RemotePageProps>;

export interface RemotePageModule {
  default: RemotePage;
}

/**
 * What an exposed widget module default-exports (`mfe_search/SearchBox`…). Its props are the
 * embedding app's declared contract with the owning app; they are not checked at run time.
 */
export interface RemoteComponentModule {
  default: ComponentType<never>;
}

/**
 * The shell's remote loader, shared with every app through the platform store (ADR 0003): the same
 * runtime registry, manifest reading, retry with back-off and failure reporting as for pages.
 */
export interface RemoteModuleLoader {
  /** Loads an exposed component module, retrying with back-off; rejects when it stays unreachable. */
  loadModule(remote: RemoteName, module: string): Promise<RemoteComponentModule>;
  /** Forgets a remote so the next load reads its manifest and entry anew (manual retry). */
  reset(remote: RemoteName): void;
  /**
   * The release (manifest build version) of a loaded remote (BEY-012). Optional: a widget bundled
   * into a newer app still runs under a shell whose loader predates it (ADR 0015).
   */
  releaseOf?(remote: RemoteName): string | undefined;
}
