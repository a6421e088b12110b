import type { TrackingContext } from '@shop/platform';

/** The gifting pages' analytics context; the visitor's identity and consent are the platform's. */
export const GIFTING_TRACKING: TrackingContext = {
  pageType: 'gifting',
  abTests: '',
};
