import type { ActivityOnlyDetail } from '@shop/api-contract';

type PartyPrice = ActivityOnlyDetail['prices'][number];

/**
 * CHK-006 with CRIT-026: the party's price of the hand-off's `a` (whole party, cents); a party the
 * product has no price for (a tampered hash) falls back to the smallest party it sells; null when
 * the product has no prices at all.
 */
export function voucherPrice(
  prices: readonly PartyPrice[],
  requestedAdults: number,
): PartyPrice | null {
  const sorted = [...prices].sort((a, b) => a.paxComposition.adults - b.paxComposition.adults);
  return (
    sorted.find((price) => price.paxComposition.adults === requestedAdults) ?? sorted[0] ?? null
  );
}

/** The draft key of an activity voucher checkout (stays use their offer id). */
export const activityDraftKey = (activityId: number): `activity-${number}` =>
  `activity-${activityId}`;
