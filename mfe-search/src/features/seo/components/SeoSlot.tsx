import { useNearViewport } from '@shop/design-system';
import { lazy, Suspense } from 'react';
import { useCurrentSearch } from '../../../entities/search/hooks/use-current-search';
import styles from './Seo.module.css';

// Below the fold: the suggestion links and the text load when the slot nears the viewport.
const SeoSection = lazy(() => import('./SeoSection'));

/**
 * SRCH-007, SRCH-008: the slot of the suggestion links and the text for search engines, under the
 * results. It reads the page's search (the same request, answered from memory) for the names of
 * the destination and theme searched.
 */
export function SeoSlot() {
  const {
    flow,
    criteria,
    location,
    search: { data },
  } = useCurrentSearch();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={near ? undefined : styles.slot} data-testid="seo-slot">
      {near ? (
        <Suspense fallback={<div className={styles.slot} />}>
          <SeoSection
            flow={flow}
            criteria={criteria}
            location={location}
            details={data?.searchDetails}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
