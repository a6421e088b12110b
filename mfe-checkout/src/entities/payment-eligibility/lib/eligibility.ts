/**
 * CHK-017: the points of sale whose shoppers can pay later or in instalments (Alma in France,
 * Spain and Belgium, CHK-025; the other provider in Spain and Italy, CHK-024). The Netherlands
 * has neither.
 */
export const ELIGIBILITY_POINTS_OF_SALE = ['FR', 'ES', 'BE', 'IT'] as const;

export interface EligibilityConditions {
  pointOfSale: string;
  /** The paymentEligibility feature flag. */
  flagOn: boolean;
  /** The stay's final price in cents (null while there is none). */
  finalPrice: number | null;
  cancellable: boolean;
}

/**
 * CHK-017: the payment-eligibility message appears only if the point of sale allows it, the
 * feature flag is on, a final price exists and the offer is cancellable.
 */
export function showsPaymentEligibility(conditions: EligibilityConditions): boolean {
  return (
    (ELIGIBILITY_POINTS_OF_SALE as readonly string[]).includes(conditions.pointOfSale) &&
    conditions.flagOn &&
    conditions.finalPrice !== null &&
    conditions.finalPrice > 0 &&
    conditions.cancellable
  );
}
