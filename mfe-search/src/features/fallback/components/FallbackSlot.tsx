import { useNearViewport } from '@shop/design-system';
import { servedLazy } from '@shop/platform';
import { Suspense } from 'react';
import { resultsPageSize } from '../../../entities/search/api/search-offers';
import { ResultsSkeleton } from '../../../entities/offer/components/ResultStates';
import type { FallbackSectionProps } from './FallbackSection';
import styles from './Fallback.module.css';

// Fallback suggestions are a rarer state: their code loads only when needed (search budget).
const FallbackSection = servedLazy('search/FallbackSection', () => import('./FallbackSection'));

/**
 * SRCH-061, SRCH-062: where the fallback suggestions go. With no exact result they replace the
 * results at once; under fewer exact results than a page they load when scrolled near; with a
 * full page there are none.
 */
export function FallbackSlot(props: FallbackSectionProps) {
  const { exactCount, resultsCount, flow } = props;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (exactCount > 0 && resultsCount >= resultsPageSize(flow)) return null;
  const show = exactCount === 0 || near;
  return (
    <div ref={ref} className={styles.slot} data-testid="fallback-slot">
      {show ? (
        <Suspense fallback={exactCount === 0 ? <ResultsSkeleton count={3} /> : null}>
          <FallbackSection {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
