/**
 * SHELL-065: the only tracking event names the analytics endpoint accepts. Plain values (no zod):
 * the platform's tracking imports them through this sub-path.
 */
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
