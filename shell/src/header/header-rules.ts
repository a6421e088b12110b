import type { Locale } from '@shop/criteria';
import type { Flags, Market } from '@shop/platform';

/** SHELL-030: the locales whose header offers the gift drawer. */
export const GIFT_DRAWER_LOCALES: readonly Locale[] = [
  'es_ES',
  'nl_BE',
  'fr_BE',
  'it_IT',
  'nl_NL',
  'fr_FR',
];

/** SHELL-030: the gift drawer opens in these locales, never in customer-care mode. */
export function giftDrawerEnabled(locale: Locale, careMode: boolean): boolean {
  return !careMode && GIFT_DRAWER_LOCALES.includes(locale);
}

/** SHELL-031: wishlist button and drawer only with the customer-account toggle off; Belgium: desktop only. */
export function wishlistShown(flags: Flags, market: Market, desktop: boolean): boolean {
  return !flags.customerAccount && (market.pos !== 'BE' || desktop);
}

/**
 * How many icon buttons the header's menus show (SHELL-029..039): the gift (a link for agents),
 * the wishlist, the account and, below desktop, the burger. The header reserves their width
 * before their code arrives, so that nothing shifts then.
 */
export function headerButtonCount(
  shown: { locale: Locale; careMode: boolean; flags: Flags; market: Market },
  desktop: boolean,
): number {
  const { locale, careMode, flags, market } = shown;
  const gift = careMode || giftDrawerEnabled(locale, careMode);
  return Number(gift) + Number(wishlistShown(flags, market, desktop)) + 1 + Number(!desktop);
}

/** SHELL-043: call-to-action buttons use the narrow style in Dutch-language markets. */
export function narrowCallToAction(locale: Locale): boolean {
  return locale.startsWith('nl_');
}

/** CONT-029, SHELL-037, SHELL-039: the customer-account hash that opens booking retrieval. */
export const BOOKING_RETRIEVAL_HASH = 'r=booking-retrieval';
