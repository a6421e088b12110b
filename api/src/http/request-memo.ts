import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A page request's reads, shared by the parts that serve it (ADR 0098): the gateway checks that
 * the stay exists, writes its head from the stay's facts, then renders the page, whose API call
 * reads the same stay again. Within `withRequestMemo`, each `memoised` key is read once; the
 * memo lives as long as that one request, so nothing is kept between requests or visitors.
 */
const memos = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `work` with a memo of its own, followed through promises by Node's async context. */
export function withRequestMemo<T>(work: () => T): T {
  return memos.run(new Map(), work);
}

/**
 * `load()`'s answer, shared with every call of the same `key` within the current request's memo;
 * outside one (an API call from a browser), simply `load()`. Callers must not change the answer.
 */
export function memoised<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.getStore();
  if (!memo) return load();
  let answer = memo.get(key) as Promise<T> | undefined;
  if (!answer) {
    // Resolved once here: a drizzle query is a thenable that runs again each time it is awaited.
    answer = Promise.resolve(load());
    memo.set(key, answer);
  }
  return answer;
}
