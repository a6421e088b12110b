import { NEAR_VIEWPORT_MARGIN, useNearViewport } from '@shop/design-system';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense } from 'react';
import { useIdle } from '@shop/design-system/when-idle';
import type { InlinePromosProps } from './InlinePromos';
import styles from './Promo.module.css';

// Below the first row: the blocks' code and content load when the slot nears the viewport, once
// the page is idle after the results (ADR 0014: promotions never delay the offers).
const InlinePromos = lazy(() => import('./InlinePromos'));

/** SRCH-005: the inline blocks come after the first 3 results (none under fewer). */
export const INLINE_PROMO_AFTER = 3;

export interface InlinePromoSlotProps extends InlinePromosProps {
  /** Results shown on the page. */
  shownCount: number;
}

/**
 * SRCH-005, SRCH-006: the slot of the inline promotional blocks after the first 3 results, its
 * height reserved (no layout shift); nothing at all in customer-care mode.
 */
export function InlinePromoSlot({ shownCount, ...props }: InlinePromoSlotProps) {
  const careMode = usePlatform((state) => state.careMode);
  // Optional extras: browsers without IntersectionObserver simply get none.
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR_VIEWPORT_MARGIN, false);
  const idle = useIdle();
  if (careMode || shownCount < INLINE_PROMO_AFTER) return null;
  return (
    <div ref={ref} className={styles.slot} data-testid="inline-promos-slot">
      {near && idle ? (
        <Suspense fallback={null}>
          <InlinePromos {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
