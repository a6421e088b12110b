import { pageCountOf, paginationLinkHints, paginationQuery } from '@shop/criteria';
import type { PlatformLocation } from '@shop/platform';
import { useNearViewport } from '@shop/design-system';
import { lazy, Suspense } from 'react';
import { useLinkHints } from '../hooks/use-link-hints';
import styles from './ResultsPagination.module.css';

/** Below the fold: the page links load when their slot nears the viewport (search budget). */
const PaginationLinks = lazy(() => import('./PaginationLinks'));

/**
 * CRIT-094: query parameters pagination keeps besides flow (lng keeps QA in English). The criteria
 * live in the hash, which every page link keeps.
 */
export const PAGINATION_KEPT_PARAMS = ['lng'] as const;

function withQuery(pathname: string, query: string): string {
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** CRIT-094: the link to zero-based `page`, hash (criteria) kept. */
export function pageHref(location: PlatformLocation, page: number): string {
  const query = paginationQuery(location.search, page, PAGINATION_KEPT_PARAMS);
  return `${withQuery(location.pathname, query)}${location.hash}`;
}

export interface ResultsPaginationProps {
  location: PlatformLocation;
  /** Zero-based page of the address. */
  page: number;
  pageSize: number;
  total: number;
}

/** CRIT-094: prev/next hints at once; the page links (CRIT-093) when the slot nears the viewport. */
export function ResultsPagination({ location, page, pageSize, total }: ResultsPaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const hints = paginationLinkHints({
    search: location.search,
    page,
    pageCount,
    keep: PAGINATION_KEPT_PARAMS,
  });
  useLinkHints({
    prev: hints.prev === undefined ? undefined : withQuery(location.pathname, hints.prev),
    next: hints.next === undefined ? undefined : withQuery(location.pathname, hints.next),
  });
  // On the server the slot is not near (the browser decides, and hydrates the same).
  const [slot, near] = useNearViewport<HTMLDivElement>('600px 0px');
  if (pageCount < 2) return null;
  return (
    <div ref={slot} className={styles.slot} data-testid="pagination-slot">
      {near ? (
        <Suspense fallback={null}>
          <PaginationLinks
            location={location}
            page={page}
            pageSize={pageSize}
            total={total}
            pageCount={pageCount}
            hrefFor={(zeroBased) => pageHref(location, zeroBased)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
