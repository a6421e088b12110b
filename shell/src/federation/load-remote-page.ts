import type { RemoteName, RemotePageModule } from '@shop/platform';
import { loadRemote } from '@module-federation/enhanced/runtime';

export const RETRY_DELAYS_MS = [300, 1200] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isPageModule(value: unknown): value is RemotePageModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { default?: unknown }).default === 'function'
  );
}

/**
 * Loads an exposed page of a remote, retrying with back-off (ADR 0003). Rejects when the remote
 * stays unreachable, so the region's error boundary shows the localised fallback with a retry.
 */
export async function loadRemotePage(
  remote: RemoteName,
  module: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<RemotePageModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      const loaded = await loadRemote<unknown>(id);
      if (isPageModule(loaded)) return loaded;
      lastError = new Error(`${id} has no page component`);
    } catch (error) {
      lastError = error;
    }
    const delay = delays[attempt];
    if (delay !== undefined) await wait(delay);
  }
  throw lastError instanceof Error ? lastError : new Error(`Cannot load ${id}`);
}
