import { PageSkeleton } from '@shop/design-system';
import { usePlatform } from '@shop/platform';
import { lazy, type ReactNode, Suspense } from 'react';

const CareSession = lazy(() => import('./CareSession'));

/** Open everywhere but on the care host, where the agent session decides (SHELL-015). */
export function CareGate({ children }: { children: ReactNode }) {
  const careMode = usePlatform((state) => state.careMode);
  if (!careMode) return children;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <CareSession>{children}</CareSession>
    </Suspense>
  );
}
