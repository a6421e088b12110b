import type { ReactNode } from 'react';
import { ChevronIcon } from '../utils/icons';
import { cx } from '../utils/cx';
import { defaultRenderLink, type RenderLink } from '../utils/link';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Current page (1-based, as shown to people). */
  current: number;
  /** Number of pages. */
  total: number;
  /**
   * Page numbers to show (1-based), in order; the grouping rule (CRIT-093) lives in
   * @shop/criteria. Defaults to every page.
   */
  pages?: readonly number[];
  /** Link of a page (1-based in; convert to the zero-based page parameter there, CRIT-094). */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation landmark (e.g. "Pagination"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page link (e.g. "Page 3"); the number alone by default. */
  pageLabel?: (page: number) => string;
  /** Text such as "1 - 20 results of 312" (CRIT-093), shown above the links. */
  summary?: ReactNode;
  /** Link renderer for client-side routing; a plain <a> by default. */
  renderLink?: RenderLink;
  className?: string;
}

/** Page links with previous/next; the current page is marked aria-current="page". */
export function Pagination({
  current,
  total,
  pages,
  hrefFor,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  summary,
  renderLink = defaultRenderLink,
  className,
}: PaginationProps) {
  const shown = pages ?? Array.from({ length: total }, (_, i) => i + 1);
  const hasPrevious = current > 1;
  const hasNext = current < total;

  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      <ul className={styles.list}>
        <li>
          {hasPrevious ? (
            renderLink({
              href: hrefFor(current - 1),
              rel: 'prev',
              className: styles.step,
              'aria-label': previousLabel,
              children: <ChevronIcon direction="left" />,
            })
          ) : (
            <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
              <ChevronIcon direction="left" />
            </span>
          )}
        </li>
        {shown.map((page) => (
          <li key={page}>
            {renderLink({
              href: hrefFor(page),
              className: cx(styles.page, page === current && styles.current),
              'aria-current': page === current ? 'page' : undefined,
              'aria-label': pageLabel?.(page),
              children: page,
            })}
          </li>
        ))}
        <li>
          {hasNext ? (
            renderLink({
              href: hrefFor(current + 1),
              rel: 'next',
              className: styles.step,
              'aria-label': nextLabel,
              children: <ChevronIcon direction="right" />,
            })
          ) : (
            <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
              <ChevronIcon direction="right" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
