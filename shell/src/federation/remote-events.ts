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

/** A remote needs a shared singleton version range the page's copy is outside of (ADR 0081). */
export interface ShareMismatch {
  remote: string;
  pkgName: string;
  required: string;
  provided: string;
}

const mismatchListeners = new Set<(mismatch: ShareMismatch) => void>();
const earlyMismatches: ShareMismatch[] = [];
const seenMismatches = new Set<string>();

/** Mismatches found before anyone listened are delivered on subscription. */
export function onShareMismatch(listener: (mismatch: ShareMismatch) => void): () => void {
  mismatchListeners.add(listener);
  earlyMismatches.splice(0).forEach(listener);
  return () => mismatchListeners.delete(listener);
}

/** Each remote's mismatch of one package is emitted once per page. */
export function emitShareMismatch(mismatch: ShareMismatch): void {
  const key = `${mismatch.remote}|${mismatch.pkgName}|${mismatch.required}|${mismatch.provided}`;
  if (seenMismatches.has(key)) return;
  seenMismatches.add(key);
  if (mismatchListeners.size === 0) earlyMismatches.push(mismatch);
  mismatchListeners.forEach((listener) => listener(mismatch));
}
