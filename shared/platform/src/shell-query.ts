/**
 * Query parameters the shell owns on every page: `lng` (copy in English) and
 * `experiments` (variation overrides). An app that builds an address for another page keeps
 * them, so a QA visit in English stays in English after a search (issue 10).
 */
export const SHELL_QUERY_PARAMS = ['lng', 'experiments'] as const;

/** The shell's parameters present in `search` (their first value), in SHELL_QUERY_PARAMS order. */
export function shellQueryOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of SHELL_QUERY_PARAMS) {
    const value = params.get(key);
    if (value !== null && value !== '') query[key] = value;
  }
  return query;
}
