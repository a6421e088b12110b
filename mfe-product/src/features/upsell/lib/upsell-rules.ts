import type { UpsellResponse } from '@shop/api-contract';
import { DEFAULT_NIGHTS } from '@shop/criteria';

/** PROD-037 (spec §9): the loading modal shows this long before the page moves. */
export const UPSELL_NAVIGATION_DELAY_MS = 500;

type Voucher = UpsellResponse['singleVoucherProducts'][number];

/**
 * PROD-038: the vouchers that have a price difference for the chosen number of nights (default
 * 1), each with that difference.
 */
export function upsellChoices(
  products: readonly Voucher[],
  nights: number | undefined,
): { product: Voucher; difference: number }[] {
  const chosen = String(nights ?? DEFAULT_NIGHTS);
  return products.flatMap((product) => {
    const difference = product.priceDifferencePerLos[chosen];
    return difference !== undefined && difference > 0 ? [{ product, difference }] : [];
  });
}
