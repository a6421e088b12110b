/**
 * Order modification (CHK-027..031): what a customer pays to move a booking to another stay.
 * Every amount is in cents (CRIT-002).
 */

/** CHK-031: one payment of an order made with a gift: the gift's part and the upsell part. */
export interface GiftPayment {
  gift: number;
  upsell: number;
}

/** CHK-031: an order's modification conditions. */
export interface ModificationConditions {
  /** What the booking already paid and gives back towards the new stay. */
  refundableAmount: number;
  giftPayments: readonly GiftPayment[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * CHK-027..030: the amount to pay for a modification to a stay priced `newPrice`, where `gift`
 * and `upsell` are the sums of the gift payments' parts:
 * - CHK-027: newPrice ≤ upsell → the difference between min(gift, upsell) and refundableAmount;
 * - CHK-028: else newPrice ≤ gift → 0;
 * - CHK-029: otherwise newPrice − max(gift, refundableAmount);
 * - CHK-030: the variant with insurance adds `insuranceAmount`.
 * A difference below 0 is money owed to the customer, never a payment: it counts as 0 here.
 */
export function modificationAmountToPay(
  newPrice: number,
  conditions: ModificationConditions,
  insuranceAmount = 0,
): number {
  const gift = sum(conditions.giftPayments.map((payment) => payment.gift));
  const upsell = sum(conditions.giftPayments.map((payment) => payment.upsell));
  const { refundableAmount } = conditions;
  let amount: number;
  if (newPrice <= upsell) amount = Math.min(gift, upsell) - refundableAmount;
  else if (newPrice <= gift) amount = 0;
  else amount = newPrice - Math.max(gift, refundableAmount);
  return Math.max(0, amount) + insuranceAmount;
}
