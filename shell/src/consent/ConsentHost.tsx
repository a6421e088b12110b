import { useConsent } from '@shop/platform';
import { lazy, Suspense } from 'react';
import { ConsentBanner } from './ConsentBanner';

// The per-purpose choice opens on demand (from the banner or the footer): a chunk of its own.
const ConsentPreferences = lazy(() => import('./ConsentPreferences'));

/**
 * BEY-004: the consent banner on a first visit (until a choice is made) and the preferences
 * dialog whenever it is asked for. Nothing tracks before a choice (tracking reads the same store).
 */
export default function ConsentHost() {
  const decided = useConsent((state) => state.choice !== null);
  const preferencesOpen = useConsent((state) => state.preferencesOpen);
  return (
    <>
      {!decided && !preferencesOpen && <ConsentBanner />}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <ConsentPreferences />
        </Suspense>
      )}
    </>
  );
}
