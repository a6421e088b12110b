import type { TrackingContext } from '@shop/platform';

/** Consent is off until the consent banner exists: events reach the data layer only (BEY-004). */
export const CHECKOUT_TRACKING: TrackingContext = {
  clientId: 'anonymous',
  userId: null,
  sessionId: '',
  consent: { analytics: false, personalisedAds: false },
  pageType: 'checkout',
  abTests: '',
};
