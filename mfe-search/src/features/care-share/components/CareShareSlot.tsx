import { usePlatform } from '@shop/platform';
import { lazy, Suspense } from 'react';

// Only agents see it: shoppers never download it.
const CareShareLink = lazy(() => import('./CareShareLink'));

/** Customer-care mode: the shareable link of the current search (nothing for shoppers). */
export function CareShareSlot() {
  const careMode = usePlatform((state) => state.careMode);
  if (!careMode) return null;
  return (
    <Suspense fallback={null}>
      <CareShareLink />
    </Suspense>
  );
}
