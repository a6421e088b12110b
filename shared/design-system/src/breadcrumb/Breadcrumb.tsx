import { useEffect, useRef, useState } from 'react';
import { cx } from '../utils/cx';
import { defaultRenderLink, type RenderLink } from '../utils/link';
import type { BreadcrumbItem } from './breadcrumb-json-ld';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark (e.g. "Breadcrumb"). */
  label: string;
  /** Collapse the middle items behind a button when there are more than 2 items (CRIT-095). */
  short?: boolean;
  /** Accessible name of the expand button (e.g. "Show the full path"). */
  expandLabel?: string;
  /** Link renderer for client-side routing; a plain <a> by default. */
  renderLink?: RenderLink;
  className?: string;
}

/** Breadcrumb trail: nav + ordered list, the last item is the current page. */
export function Breadcrumb({
  items,
  label,
  short = false,
  expandLabel,
  renderLink = defaultRenderLink,
  className,
}: BreadcrumbProps) {
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const focusRevealed = useRef(false);
  const collapsed = short && !expanded && items.length > 2;

  useEffect(() => {
    if (!expanded || !focusRevealed.current) return;
    focusRevealed.current = false;
    listRef.current?.querySelector<HTMLElement>('li:nth-child(2) a')?.focus();
  }, [expanded]);

  const renderItem = (entry: BreadcrumbItem, index: number) => {
    const current = index === items.length - 1;
    return (
      <li key={`${index}-${entry.label}`} className={styles.item}>
        {entry.href && !current ? (
          renderLink({ href: entry.href, className: styles.link, children: entry.label })
        ) : entry.href ? (
          renderLink({
            href: entry.href,
            className: styles.current,
            children: entry.label,
            'aria-current': 'page',
          })
        ) : (
          <span className={styles.current} aria-current={current ? 'page' : undefined}>
            {entry.label}
          </span>
        )}
      </li>
    );
  };

  const first = items[0];
  const last = items[items.length - 1];

  return (
    <nav aria-label={label} className={cx(styles.breadcrumb, className)}>
      <ol ref={listRef} className={styles.list}>
        {collapsed && first && last ? (
          <>
            {renderItem(first, 0)}
            <li className={styles.item}>
              <button
                type="button"
                className={styles.expand}
                aria-label={expandLabel}
                aria-expanded={false}
                onClick={() => {
                  focusRevealed.current = true;
                  setExpanded(true);
                }}
              >
                …
              </button>
            </li>
            {renderItem(last, items.length - 1)}
          </>
        ) : (
          items.map(renderItem)
        )}
      </ol>
    </nav>
  );
}
