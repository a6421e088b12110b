/**
 * LEFT-004, ADR 0070: the main-route address a minisite address mirrors — `/minisite/{id}/{rest}`
 * is `/{rest}` with `minisite={id}` added to its query (the parameter the product pages read and
 * pass on their calls, PROD-017). The rest must be a site path (no scheme, no `//`); anything
 * else is the minisite's own home (null: stay).
 */
export function minisiteTarget(
  minisiteId: string,
  rest: string,
  search: string,
  hash: string,
): string | null {
  const path = rest.replace(/^\/+/, '');
  if (!path) return null;
  if (/[:\\]/.test(path.split('/')[0] ?? '') || path.startsWith('/')) return null;
  const query = new URLSearchParams(search);
  query.delete('minisite');
  query.set('minisite', minisiteId);
  return `/${path}?${query.toString()}${hash && hash !== '#' ? hash : ''}`;
}
