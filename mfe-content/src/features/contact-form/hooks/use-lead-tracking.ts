import { track, type TrackingContext } from '@shop/platform';
import { useEffect } from 'react';

/**
 * The tracking context of the contact page. Consent is off until the consent banner exists, so
 * events only reach the data layer (SHELL-063, BEY-004).
 */
const CONTEXT: TrackingContext = {
  clientId: 'anonymous',
  userId: null,
  sessionId: '',
  consent: { analytics: false, personalisedAds: false },
  pageType: 'contact',
  abTests: '',
};

/**
 * Each successful send ends in a full page load (the native POST's redirect), so one lead per
 * loaded document: the page mounting again (in-app navigation back to it) records nothing more.
 */
let recorded = false;

/** LEFT-040: generate_lead once when the page comes back from a successful send (CONT-040). */
export function useLeadTracking(thankYou: boolean): void {
  useEffect(() => {
    if (!thankYou || recorded) return;
    recorded = true;
    void track('generate_lead', { lead_source: 'contact_form' }, CONTEXT);
  }, [thankYou]);
}
