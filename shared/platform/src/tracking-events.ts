/** SHELL-065: the only tracking event names (shared by the browser and the API contract). */
export const TRACKING_EVENTS = [
  'add_to_cart',
  'view_item',
  'view_item_list',
  'add_insurance',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'search',
  'search_error',
  'search_no_results',
  'begin_checkout',
  'select_item',
  'refund',
  'generate_lead',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];
