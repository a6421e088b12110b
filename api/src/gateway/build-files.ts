import { statSync } from 'node:fs';

/** How long what was read from a build file is used before its modification time is looked at. */
export const BUILD_FILE_RECHECK_MS = 1000;

export interface RereadOptions {
  /** How long a read is used without looking at the file again; default BUILD_FILE_RECHECK_MS. */
  recheckAfterMs?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
}

/**
 * What is read from a build's files on a page request (its manifest, its stylesheets, a folder's
 * list of them), read once and again only when the file's modification time changes: every
 * served page asks for them. The file is looked at (one stat) at most once a `recheckAfterMs`:
 * an app rebuilt in place shows within a second; a release lives in a folder of its own, read
 * at its first request. `read` returns what to keep for a path (throwing when it cannot be read);
 * the function answers null for a path that does not exist or cannot be read.
 */
export function readWhileUnchanged<T>(
  read: (file: string) => T,
  { recheckAfterMs = BUILD_FILE_RECHECK_MS, now = Date.now }: RereadOptions = {},
): (file: string) => T | null {
  const kept = new Map<string, { mtimeMs: number; checkedAt: number; value: T }>();
  return (file) => {
    const at = now();
    const known = kept.get(file);
    if (known && at - known.checkedAt < recheckAfterMs) return known.value;
    try {
      const { mtimeMs } = statSync(file);
      if (known?.mtimeMs === mtimeMs) {
        known.checkedAt = at;
        return known.value;
      }
      const value = read(file);
      kept.set(file, { mtimeMs, checkedAt: at, value });
      return value;
    } catch {
      kept.delete(file);
      return null;
    }
  };
}
