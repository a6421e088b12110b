/** The orders whose purchase event this browser already sent (LEFT-041: once, not on reload). */
const KEY = 'checkout-purchase-tracked';
const KEEP = 50;

function tracked(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * LEFT-041: true the first time it is asked for an order (the purchase event is sent then), false
 * on every later call: a reload or a second visit of the confirmation page sends nothing.
 */
export function claimPurchaseEvent(orderUUID: string): boolean {
  const seen = tracked();
  if (seen.includes(orderUUID)) return false;
  try {
    window.localStorage.setItem(KEY, JSON.stringify([orderUUID, ...seen].slice(0, KEEP)));
  } catch {
    // Without storage the event may repeat on reload; the analytics side deduplicates on transaction_id.
  }
  return true;
}
