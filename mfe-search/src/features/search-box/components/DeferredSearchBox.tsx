import { lazy, Suspense, useState } from 'react';
import { useIdle } from '@shop/design-system/when-idle';
import type { SearchBoxProps } from './SearchBox';
import styles from './DeferredSearchBox.module.css';

const SearchBox = lazy(() =>
  import('./SearchBox').then((module) => ({ default: module.SearchBox })),
);

export interface DeferredSearchBoxProps extends SearchBoxProps {
  /** The results are on screen: load the search box at the next idle moment. */
  load: boolean;
}

/**
 * The search box of the results page's hero, loaded when the page is idle after the results are
 * shown (ADR 0014): the results come first, the box follows without moving anything (its
 * placeholder reserves the box's height). Pointing at or touching the placeholder loads it at once.
 */
export function DeferredSearchBox({ load, ...props }: DeferredSearchBoxProps) {
  const idle = useIdle(load);
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <div
      className={
        props.flow === 'gifting' ? `${styles.placeholder} ${styles.noGuests}` : styles.placeholder
      }
      aria-hidden="true"
      data-testid="search-box-placeholder"
      onPointerEnter={() => setWanted(true)}
      onTouchStart={() => setWanted(true)}
    />
  );
  if (!idle && !wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchBox {...props} />
    </Suspense>
  );
}
