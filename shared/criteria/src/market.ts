/** CRIT-001: the six market locales, and only these. */
export const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Point of sale (market) codes. */
export const POINTS_OF_SALE = ['FR', 'ES', 'BE', 'NL', 'IT'] as const;
export type PointOfSale = (typeof POINTS_OF_SALE)[number];

export function pointOfSaleOf(locale: Locale): PointOfSale {
  return locale.slice(3) as PointOfSale;
}

/** CRIT-002: amounts travel in cents; only display divides by 100. */
export const CENTS_PER_EURO = 100;
export const CURRENCY = 'EUR';

/** CRIT-003: defaults when a value is absent. */
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_BABIES = 0;
export const DEFAULT_NIGHTS = 1;
export const DEFAULT_GIFT_NIGHTS = 1;

/** CRIT-004: the family theme. */
export const FAMILY_THEME_ID = 39;

/** CRIT-005: default debounce of text inputs. */
export const DEFAULT_DEBOUNCE_MS = 500;
