import { CENTS_PER_EURO, CURRENCY } from '@shop/criteria';

const priceFormats = new Map<string, Intl.NumberFormat>();

/** CRIT-002: amounts arrive in cents and are divided by 100 only here, for display. */
export function formatPrice(
  cents: number,
  localeTag: string,
  options: { roundUp?: boolean } = {},
): string {
  const euros = cents / CENTS_PER_EURO;
  const value = options.roundUp ? Math.ceil(euros) : euros;
  const whole = Number.isInteger(value);
  const key = `${localeTag}|${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(value);
}

/** A calendar date (yyyy-MM-dd) in the visitor's language, without time-zone drift. */
export function formatDate(
  isoDate: string,
  localeTag: string,
  style: 'short' | 'long' = 'long',
): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  const date = new Date(Date.UTC(y, m - 1, d));
  return new Intl.DateTimeFormat(localeTag, {
    timeZone: 'UTC',
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    year: 'numeric',
  }).format(date);
}
