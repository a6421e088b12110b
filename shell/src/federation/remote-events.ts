// Shared by the federation runtime plugin and the React tree. It must not import any shared
// module (React, @shop/platform…): the plugin runs before shared modules are negotiated.

/** The release (manifest build version) of each remote loaded on this page (BEY-012). */
const releases = new Map<string, string>();

export function recordRelease(remote: string, release: string): void {
  releases.set(remote, release);
}

export function releaseOf(remote: string): string | undefined {
  return releases.get(remote);
}

export interface RemoteLoadFailure {
  remote: string;
  id: string;
  lifecycle: string;
  message: string;
  release: string | undefined;
}

type Listener = (failure: RemoteLoadFailure) => void;
const listeners = new Set<Listener>();
const early: RemoteLoadFailure[] = [];

/** Failures that happened before anyone listened are delivered on subscription. */
export function onRemoteLoadFailure(listener: Listener): () => void {
  listeners.add(listener);
  early.splice(0).forEach(listener);
  return () => listeners.delete(listener);
}

export function emitRemoteLoadFailure(failure: RemoteLoadFailure): void {
  if (listeners.size === 0) early.push(failure);
  listeners.forEach((listener) => listener(failure));
}
