import { lazy, Suspense, useState } from 'react';
import { useStickyScroll } from '../hooks/use-sticky-scroll';

// The bar only shows after a scroll: its code is never part of the first load.
const SummaryBar = lazy(() => import('./SummaryBar'));

/**
 * SRCH-013, SRCH-014: where the search summary bar lives on the results page. Nothing renders
 * (and nothing loads) until the visitor scrolls 250 px; from then on the bar is sticky at the top
 * while the page stays scrolled, and while its search form is open.
 */
export function SummaryBarSlot() {
  const sticky = useStickyScroll();
  const [used, setUsed] = useState(false);
  if (sticky && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SummaryBar sticky={sticky} />
    </Suspense>
  );
}
