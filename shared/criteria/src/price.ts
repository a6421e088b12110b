import { CENTS_PER_EURO } from './market';
import type { Flow } from './query';

/** CRIT-074: the price types. */
export const PRICE_TYPES = ['FROM_PRICE', 'FINAL_PRICE', 'GIFT', 'BENEFICIARY'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** CRIT-074: whether `value` is a price type. */
export function isPriceType(value: unknown): value is PriceType {
  return typeof value === 'string' && (PRICE_TYPES as readonly string[]).includes(value);
}

/** CRIT-084: the promo badge and price model. */
export interface PromoPrice {
  sellPrice: number;
  refPrice: number;
  promo: number;
  moneySaved: number;
  priceType?: PriceType | undefined;
  extraDiscount?: number | undefined;
  nights?: number | undefined;
}

/** CRIT-076: an activity price per person in euros: cents / 100 / adults (at least 1 adult). */
export function activityPricePerPerson(cents: number, adults: number): number {
  const people = Number.isInteger(adults) && adults >= 1 ? adults : 1;
  return cents / CENTS_PER_EURO / people;
}

/** CRIT-077: a stay card price in whole euros, rounded up. */
export function stayCardPrice(cents: number): number {
  return Math.ceil(cents / CENTS_PER_EURO);
}

/** CRIT-078: box discount percent = ceil(100 − 100 × promo / price); 0 without a price. */
export function boxDiscount(promoPrice: number, price: number): number {
  if (!(price > 0)) return 0;
  // Rounded first so that float noise (e.g. 25.000000000000004) does not ceil to the next unit.
  return Math.ceil(Number((100 - (100 * promoPrice) / price).toFixed(9)));
}

/** CRIT-080: the unit a price is shown in. */
export type PriceUnit = 'perPersonPerNight' | 'perPerson';

/** CRIT-080: per person and per night; per person only ("/ person") in the activity flow. */
export function priceUnit(flow: Flow): PriceUnit {
  return flow === 'activity' ? 'perPerson' : 'perPersonPerNight';
}

/**
 * CRIT-081: the count for "Promotion of {{count}} nights": the nights of an offer of more than
 * one night shown without dates; undefined otherwise (no label).
 */
export function nightsPromotionCount(offer: {
  nights?: number | undefined;
  hasDates: boolean;
}): number | undefined {
  return !offer.hasDates && offer.nights !== undefined && offer.nights > 1
    ? offer.nights
    : undefined;
}

/** CRIT-083: one activity-only price as the activity-only detail call returns it. */
export interface ActivityOnlyPrice {
  paxComposition: { adults: number };
  sellPrice: number;
  barPrice: number;
  promoPercentageRounded: number;
}

/** CRIT-083: an activity-only price reshaped for display. */
export type ActivityPrice = Pick<PromoPrice, 'sellPrice' | 'refPrice' | 'promo' | 'moneySaved'>;

/**
 * CRIT-083: activity-only prices reshaped to {sellPrice, refPrice (barPrice), promo
 * (promoPercentageRounded), moneySaved (barPrice − sellPrice, never negative)} keyed by adult
 * count; a later price for the same count wins. Amounts keep their unit (cents).
 */
export function reshapeActivityPrices(
  prices: readonly ActivityOnlyPrice[],
): Record<number, ActivityPrice> {
  const byAdults: Record<number, ActivityPrice> = {};
  for (const price of prices) {
    byAdults[price.paxComposition.adults] = {
      sellPrice: price.sellPrice,
      refPrice: price.barPrice,
      promo: price.promoPercentageRounded,
      moneySaved: Math.max(0, price.barPrice - price.sellPrice),
    };
  }
  return byAdults;
}
