import { parseMinisite } from '@shop/criteria';
import { paths, shellQueryOf, type PlatformLocation } from '@shop/platform';

/**
 * The address of another product page from this one: the shell's query (lng, experiments) and
 * the minisite context (PROD-017) kept, and the stay of the hash (dates, party) when `keepHash`.
 */
export function productHref(
  id: number,
  location: Pick<PlatformLocation, 'search' | 'hash'>,
  keepHash = true,
): string {
  const minisite = parseMinisite(location.search);
  return paths.product(
    id,
    { ...shellQueryOf(location.search), ...(minisite ? { minisite } : {}) },
    keepHash ? location.hash : undefined,
  );
}
