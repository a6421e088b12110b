/** CRIT-075: where a promo is displayed. */
export type PromoContext = 'activityOnly' | 'hotelOffers' | 'quote';

/** CRIT-075, LEFT-014: a promo below these percents is shown as 0. */
export const PROMO_DISPLAY_THRESHOLDS: Readonly<Record<PromoContext, number>> = {
  activityOnly: 5,
  hotelOffers: 10,
  quote: 10,
};

/** CRIT-075: the promo percent to display: 0 below the context's threshold. */
export function displayPromo(promo: number, context: PromoContext): number {
  return Number.isFinite(promo) && promo >= PROMO_DISPLAY_THRESHOLDS[context] ? promo : 0;
}

/** CRIT-079: the n of the badge "-{n}%" (rounded percent); undefined when there is no promo. */
export function promoBadgeValue(promo: number | null | undefined): number | undefined {
  if (promo == null || !Number.isFinite(promo)) return undefined;
  const rounded = Math.round(promo);
  return rounded > 0 ? rounded : undefined;
}

/** CRIT-082: the auto-discount of an offer. */
export interface AutoDiscount {
  code: string;
  value: number;
}

/** CRIT-082: the extra percent the auto-discount override text announces. */
export const AUTO_DISCOUNT_OVERRIDE_PERCENT = 10;

/**
 * CRIT-082: the {{discount}} of "Promo: Save {{discount}}% extra": the auto-discount value when
 * it has a code and a positive value; undefined (no text) otherwise.
 */
export function autoDiscountPercent(
  autoDiscount: AutoDiscount | null | undefined,
): number | undefined {
  return autoDiscount && autoDiscount.code !== '' && autoDiscount.value > 0
    ? autoDiscount.value
    : undefined;
}
