import type {
  ApiRequestError,
  LocalTax,
  ProductPrice,
  Quote,
  QuoteError,
  WeekendDetail,
} from '@shop/api-contract';
import {
  activitiesMissingDates,
  type ActivityDateChoice,
  parseSearchQuery,
  productFlow,
  type ProductFlow,
} from '@shop/criteria';

/** PROD-001: the page's flow from the search parameter flow (gifting, else booking). */
export function bookingFlowOf(search: string): ProductFlow {
  return productFlow(parseSearchQuery(search).flow);
}

/** PROD-023, PROD-024: what the price banner shows. */
export type PriceBannerState =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  /** A final price with a promo: the money saved (cents, per person). */
  | { kind: 'moneySaved'; moneySaved: number; promo: number }
  /** A from-price with a promo: up to X%. */
  | { kind: 'upTo'; promo: number }
  | { kind: 'default' };

/**
 * PROD-023, PROD-024: hidden in gifting; loading while the price loads; a final price with a promo
 * shows the money saved; a from-price with a promo "up to X%"; otherwise the default message.
 */
export function priceBannerState(
  flow: ProductFlow,
  price: ProductPrice | undefined,
  loading: boolean,
): PriceBannerState {
  if (flow === 'gifting') return { kind: 'hidden' };
  if (loading && !price) return { kind: 'loading' };
  if (!price || price.error) return { kind: 'default' };
  if (price.priceType === 'FINAL_PRICE' && price.promo > 0 && price.moneySaved > 0) {
    return { kind: 'moneySaved', moneySaved: price.moneySaved, promo: price.promo };
  }
  if (price.priceType === 'FROM_PRICE' && price.promo > 0)
    return { kind: 'upTo', promo: price.promo };
  return { kind: 'default' };
}

/** PROD-035: the route kind of the first path segment ('product' for /weekend/…). */
export function routeKindOf(pathname: string): 'product' | undefined {
  return pathname.split('/')[1] === 'weekend' ? 'product' : undefined;
}

/** PROD-027: the price state is valid only on the product route and when it has no error. */
export function isPriceStateValid(routeKind: string | undefined, price: ProductPrice | undefined) {
  return routeKind === 'product' && price !== undefined && !price.error;
}

/** PROD-028: the price error meaning no package starts on the chosen check-in. */
export const PACKAGE_NOT_AVAILABLE_CHECKIN = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

export function isCheckinUnavailable(price: ProductPrice | undefined): boolean {
  return price?.error?.includes(PACKAGE_NOT_AVAILABLE_CHECKIN) === true;
}

/**
 * PROD-029: the message of a refused or failed quote; undefined when the quote is fine. A refusal
 * names its error code, shown in the shopper's language (booking.errors.quote.<code>); an error
 * answer of the call shows its message.
 */
export type QuoteProblem =
  | { kind: 'notBookable' }
  | { kind: 'refused'; code: QuoteError['code'] }
  | { kind: 'error'; text: string }
  | { kind: 'quoteError' };

/**
 * PROD-029: not bookable → "The offer is not bookable with these criterias"; otherwise the first
 * error code of the response, or the message of an error answer of the call, or "Quote error".
 */
export function quoteProblem(
  quote: Quote | undefined,
  error: ApiRequestError | Error | undefined,
): QuoteProblem | undefined {
  if (error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const text = error.message || code;
    return text && code !== 'NETWORK' && code !== 'CONTRACT'
      ? { kind: 'error', text }
      : { kind: 'quoteError' };
  }
  if (!quote) return undefined;
  if (!quote.bookable) return { kind: 'notBookable' };
  const first = quote.errors[0];
  if (first) return { kind: 'refused', code: first.code };
  return undefined;
}

/** PROD-034, PROD-035: a product is bookable on the product route, published, with its activity data. */
export function isProductBookable(routeKind: string | undefined, detail: WeekendDetail): boolean {
  if (routeKind !== 'product' || !detail.published) return false;
  // PROD-034: every program line naming an activity needs that activity's data.
  const known = new Set(detail.activities.map((activity) => activity.activityId));
  return detail.programLine.every((line) => line.activityId === null || known.has(line.activityId));
}

/** PROD-032..036: why Book cannot go on, or that it can. */
export type BookingCheck =
  | { ok: true }
  | { ok: false; reason: 'notBookable' }
  | { ok: false; reason: 'dates' }
  | { ok: false; reason: 'activityDates'; missing: readonly string[] }
  | { ok: false; reason: 'quote' };

/**
 * PROD-032..036: Book needs a bookable product, both dates ("Please choose your travel dates."),
 * a date for every activity offering date choices ("Please choose your activity dates.", the
 * missing ones flagged) and a quote without error (checkout blocked, the error logged).
 */
export function checkBooking(input: {
  bookable: boolean;
  checkin: string | undefined;
  checkout: string | undefined;
  choices: readonly ActivityDateChoice[];
  selections: readonly string[];
  quoteProblem: QuoteProblem | undefined;
  quoteReady: boolean;
}): BookingCheck {
  if (!input.bookable) return { ok: false, reason: 'notBookable' };
  if (!input.checkin || !input.checkout) return { ok: false, reason: 'dates' };
  const missing = activitiesMissingDates(input.choices, input.selections);
  if (missing.length > 0) {
    return {
      ok: false,
      reason: 'activityDates',
      missing: missing.map((choice) => choice.activityId),
    };
  }
  if (input.quoteProblem || !input.quoteReady) return { ok: false, reason: 'quote' };
  return { ok: true };
}

/** PROD-042: how the local tax reads: per person per night (cents), or a percentage. */
export type LocalTaxAmount =
  | { kind: 'perPersonPerNight'; amount: number }
  | { kind: 'percentage'; percentage: number }
  | { kind: 'none' };

export function localTaxAmount(tax: LocalTax | undefined): LocalTaxAmount {
  if (!tax) return { kind: 'none' };
  if (tax.type === 'BOOKING_PERCENTAGE') {
    return tax.percentage !== null && tax.percentage > 0
      ? { kind: 'percentage', percentage: tax.percentage }
      : { kind: 'none' };
  }
  return tax.amount > 0 ? { kind: 'perPersonPerNight', amount: tax.amount } : { kind: 'none' };
}

/** PROD-031: the total of the stay: the party's price plus the local tax total. */
export function totalStayAmount(quote: Quote): number | undefined {
  if (quote.totalStayAmount !== null) return quote.totalStayAmount;
  if (!quote.priceInfo) return undefined;
  return quote.priceInfo.totalPrice + quote.localTaxTotalAmount;
}
