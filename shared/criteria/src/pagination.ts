import { joinParams, toParams } from './params';

/** CRIT-093: page counts below this show every page number. */
export const PAGINATION_ALL_PAGES_BELOW = 10;
/** CRIT-093: page counts below this are grouped by tens, larger ones by hundreds. */
export const PAGINATION_TENS_BELOW = 100;

/** CRIT-093: how page numbers are grouped: 1 (all shown), 10 or 100. */
export function paginationGroupSize(pageCount: number): 1 | 10 | 100 {
  if (pageCount < PAGINATION_ALL_PAGES_BELOW) return 1;
  return pageCount < PAGINATION_TENS_BELOW ? 10 : 100;
}

/**
 * CRIT-093: the zero-based pages to link, ascending. Under 10 pages: all. Otherwise the first and
 * last pages, the ten pages of the current page's ten, and one page per group of 10 (under 100
 * pages) or of 100 (otherwise): pages numbered 10, 20, … or 100, 200, … (one-based).
 */
export function paginationPages(pageCount: number, currentPage: number): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const size = paginationGroupSize(count);
  if (size === 1) return Array.from({ length: count }, (_, page) => page);
  const current = Math.min(count - 1, Math.max(0, Math.floor(currentPage)));
  const pages = new Set([0, count - 1]);
  const tenStart = current - (current % 10);
  for (let page = tenStart; page < Math.min(count, tenStart + 10); page += 1) pages.add(page);
  for (let page = size - 1; page < count; page += size) pages.add(page);
  return [...pages].sort((a, b) => a - b);
}

/** CRIT-093: the numbers of "{from} - {to} results of {total}" (one-based, 0 - 0 when empty). */
export function resultsRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number; total: number } {
  const from = page * pageSize + 1;
  if (total <= 0 || pageSize <= 0 || from > total)
    return { from: 0, to: 0, total: Math.max(0, total) };
  return { from, to: Math.min(total, (page + 1) * pageSize), total };
}

/** CRIT-094: the number of pages of `total` results. */
export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 && total > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * CRIT-094: the query text (without `?`) of the link to zero-based `page`: flow and the `keep`
 * parameters of `search` are kept in their order, everything else dropped; page is written last
 * (left out for page 0).
 */
export function paginationQuery(
  search: string | null | undefined,
  page: number,
  keep: readonly string[] = [],
): string {
  const kept = [...toParams(search)].filter(
    ([key]) => key !== 'page' && (key === 'flow' || keep.includes(key)),
  );
  return joinParams(page > 0 ? [...kept, ['page', String(page)]] : kept);
}

/** CRIT-094: previous and next link hints for search engines (query text), absent at the ends. */
export function paginationLinkHints(options: {
  search: string | null | undefined;
  page: number;
  pageCount: number;
  keep?: readonly string[] | undefined;
}): { prev?: string; next?: string } {
  const { search, page, pageCount, keep } = options;
  const hints: { prev?: string; next?: string } = {};
  if (page > 0) hints.prev = paginationQuery(search, page - 1, keep);
  if (page + 1 < pageCount) hints.next = paginationQuery(search, page + 1, keep);
  return hints;
}
