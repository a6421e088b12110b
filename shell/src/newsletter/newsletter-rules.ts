import type { Locale } from '@shop/criteria';
import { type Market, platformStore, type RouteKind, track } from '@shop/platform';

/** CONT-051: the modal opens this long after landing on a listed page from another page. */
export const NEWSLETTER_MODAL_DELAY_MS = 10_000;
/** CONT-053: the modal closes this long after a successful subscription. */
export const NEWSLETTER_CLOSE_AFTER_MS = 1_200;
/** SHELL-020, CONT-052: the stored flag saying the e-mail acquisition prompt was handled. */
export const NEWSLETTER_HANDLED_KEY = 'shop:newsletter-handled';
/** SHELL-020: visitors arriving with one of these affiliate ids never see the modal. */
export const NO_PROMPT_AFFILIATES: readonly string[] = [
  'awin',
  'tradedoubler',
  'cashback',
  'partner-newsletter',
];
/** CONT-051: the pages on which the modal may open (home, product, search, hotel pages). */
export const NEWSLETTER_MODAL_PAGES: readonly RouteKind[] = [
  'home',
  'search',
  'activitySearch',
  'giftSearch',
  'product',
  'activity',
  'hotel',
];

/** CONT-050: a plausible e-mail address (the API checks it again). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/** SHELL-020: an affiliate id of the arrival address (`?affiliate=` or `?utm_source=`), if any. */
export function affiliateOf(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const value = params.get('affiliate') ?? params.get('utm_source');
  return value ? value.toLowerCase() : undefined;
}

/** SHELL-020: the modal is mounted unless it was handled or the visitor came from a listed affiliate. */
export function promptAllowed(handled: boolean, arrivalSearch: string): boolean {
  const affiliate = affiliateOf(arrivalSearch);
  return !handled && !(affiliate && NO_PROMPT_AFFILIATES.includes(affiliate));
}

/** CONT-055: the subscription's country (lower-case point of sale) and language. */
export function subscriptionPlace(
  market: Market,
  locale: Locale,
): { country: string; language: string } {
  return { country: market.pos.toLowerCase(), language: locale.slice(0, 2) };
}

export function readHandled(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_HANDLED_KEY) !== null;
  } catch {
    return false;
  }
}

/** CONT-052: closing or subscribing in the modal records the flag. */
export function recordHandled(): void {
  try {
    window.localStorage.setItem(NEWSLETTER_HANDLED_KEY, String(Date.now()));
  } catch {
    // Blocked storage: the modal may show again on a later visit.
  }
}

/** LEFT-040: generate_lead on a successful subscription, with where it was made. */
export function trackNewsletterLead(source: 'footer' | 'modal'): void {
  void track(
    'generate_lead',
    { lead_source: `newsletter_${source}` },
    { pageType: platformStore.getState().location.pathname === '/' ? 'home' : 'page', abTests: '' },
  );
}
