import { type Key, type Middleware, unstable_serialize } from 'swr';

/**
 * SWR middleware for a server-rendered page (issue 16, ADR 0088): a call whose answer came with
 * the page (`served` holds its key) is not made again when its component mounts, and does not
 * report loading — the page shows what the HTML showed while the browser hydrates (the server
 * renders an answered call the same way: dataOnTheServer in server/render.tsx). Later calls, and
 * calls of keys the page did not serve, are SWR's as usual.
 */
export function servedData(served: () => ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const call = resolveCall(key);
    const fromPage = call !== undefined && served().has(call.id);
    return useSWRNext(key, fetcher, fromPage ? { ...config, revalidateOnMount: false } : config);
  };
}

/**
 * An SWR call's key as its fetcher receives it, and its cache id (what `fallback` is keyed by);
 * undefined when the call is not made (a null key, or a key function that throws or returns null,
 * as for dependent calls).
 */
export function resolveCall(key: Key): { key: unknown; id: string } | undefined {
  let resolved: Key;
  try {
    resolved = typeof key === 'function' ? key() : key;
  } catch {
    return undefined;
  }
  if (resolved === null || resolved === undefined || resolved === false) return undefined;
  return { key: resolved, id: unstable_serialize(resolved) };
}
