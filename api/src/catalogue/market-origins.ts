import type { Locale } from '@shop/criteria';

/** The public address of each market (canonical URLs, links in e-mails). */
export const MARKET_ORIGINS: Readonly<Record<Locale, string>> = {
  fr_FR: 'https://www.weekend-shop.fr',
  es_ES: 'https://www.weekend-shop.es',
  fr_BE: 'https://fr.weekend-shop.be',
  nl_BE: 'https://nl.weekend-shop.be',
  nl_NL: 'https://www.weekend-shop.nl',
  it_IT: 'https://www.weekend-shop.it',
};
