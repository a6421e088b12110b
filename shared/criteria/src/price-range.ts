import { CENTS_PER_EURO } from './market';
import type { Bounds } from './pax';
import type { Flow } from './query';

/** CRIT-032: a slider minimum at or below this many euros means no minimum (priceMin absent). */
export const PRICE_NO_MINIMUM_AT_OR_BELOW = 9;
/** CRIT-033: the slider cap in euros; a maximum at or above it means no maximum (shown "250+"). */
export const PRICE_SLIDER_CAP = 250;
/** CRIT-034: the price slider moves by whole euros. */
export const PRICE_SLIDER_STEP = 1;
/** CRIT-035: in the activity flow the price minimum is fixed at 1 euro. */
export const ACTIVITY_PRICE_MIN = 1;

/** A price range in euros, as the slider and the number inputs show it. */
export interface PriceRange {
  min: number;
  max: number;
}

/** The price filter as the hash keeps it, in cents (CRIT-034); absent means no bound. */
export interface PriceFilter {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

/** CRIT-033, CRIT-035: slider bounds in euros: 0–250, with the minimum fixed at 1 in the activity flow. */
export function priceSliderBounds(flow: Flow): Bounds {
  return { min: flow === 'activity' ? ACTIVITY_PRICE_MIN : 0, max: PRICE_SLIDER_CAP };
}

const clampStep = (value: number, bounds: Bounds) =>
  Number.isFinite(value)
    ? Math.min(bounds.max, Math.max(bounds.min, Math.round(value / PRICE_SLIDER_STEP)))
    : bounds.min;

/** CRIT-034, CRIT-036: both values on whole euros, within `bounds`, lower ≤ upper (swapped if not). */
export function clampPriceRange(range: PriceRange, bounds: Bounds): PriceRange {
  const min = clampStep(range.min, bounds);
  const max = Number.isFinite(range.max) ? clampStep(range.max, bounds) : bounds.max;
  return min <= max ? { min, max } : { min: max, max: min };
}

/** CRIT-033: whether the upper value is the open end, shown with a plus sign ("250+"). */
export function isOpenEndedMax(max: number): boolean {
  return max >= PRICE_SLIDER_CAP;
}

/**
 * CRIT-032..035: slider values (euros) → hash filter (cents). A minimum of 9 or less and a
 * maximum of 250 or more are left out; in the activity flow the minimum is fixed at 1 (so absent).
 */
export function priceFilterFromSlider(range: PriceRange, flow: Flow = 'booking'): PriceFilter {
  const { min, max } = clampPriceRange(range, priceSliderBounds(flow));
  const lower = flow === 'activity' ? ACTIVITY_PRICE_MIN : min;
  return {
    priceMin: lower <= PRICE_NO_MINIMUM_AT_OR_BELOW ? undefined : lower * CENTS_PER_EURO,
    priceMax: max >= PRICE_SLIDER_CAP ? undefined : max * CENTS_PER_EURO,
  };
}

/** CRIT-032..035: hash filter (cents) → slider values (euros); an absent bound sits at the slider end. */
export function sliderFromPriceFilter(filter: PriceFilter, flow: Flow = 'booking'): PriceRange {
  const bounds = priceSliderBounds(flow);
  const min =
    flow === 'activity' || filter.priceMin === undefined
      ? bounds.min
      : filter.priceMin / CENTS_PER_EURO;
  const max = filter.priceMax === undefined ? bounds.max : filter.priceMax / CENTS_PER_EURO;
  return clampPriceRange({ min, max }, bounds);
}

/** CRIT-036: the first group of digits in typed text, as a number; undefined when there is none. */
export function firstDigitGroup(text: string): number | undefined {
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : undefined;
}

/**
 * CRIT-036: the range after typing `text` into the min or max number input: only the first digit
 * group counts, it is capped at the bounds, and the typed edge never crosses the other one (lower ≤
 * upper). Text without digits puts that edge back at its slider end (no bound).
 */
export function applyPriceInput(
  range: PriceRange,
  edge: 'min' | 'max',
  text: string,
  bounds: Bounds = priceSliderBounds('booking'),
): PriceRange {
  const current = clampPriceRange(range, bounds);
  const typed = firstDigitGroup(text);
  const value = clampStep(typed ?? (edge === 'min' ? bounds.min : bounds.max), bounds);
  return edge === 'min'
    ? { min: Math.min(value, current.max), max: current.max }
    : { min: current.min, max: Math.max(value, current.min) };
}
