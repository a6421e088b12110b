/** The release (manifest build version) of each remote loaded on this page (BEY-012). */
const releases = new Map<string, string>();

export function recordRelease(remote: string, release: string): void {
  releases.set(remote, release);
}

export function releaseOf(remote: string): string | undefined {
  return releases.get(remote);
}
