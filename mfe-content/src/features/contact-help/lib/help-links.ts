import type { Locale } from '@shop/criteria';
import { paths, type Environment, type Flags } from '@shop/platform';

/** CONT-029: the customer-account hash values that open booking retrieval or the invoice request. */
export const BOOKING_RETRIEVAL_HASH = 'r=booking-retrieval';
export const INVOICE_REQUEST_HASH = 'r=invoice-request';

export const QUICK_ACTIONS = [
  { key: 'modify', href: paths.account('', undefined, BOOKING_RETRIEVAL_HASH) },
  { key: 'cancel', href: paths.account('', undefined, BOOKING_RETRIEVAL_HASH) },
  { key: 'invoice', href: paths.account('', undefined, INVOICE_REQUEST_HASH) },
] as const;

/** CONT-030: five popular questions, each an article of the FAQ page (copy per language). */
export const POPULAR_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/** CONT-028, CONT-030: the FAQ page, optionally at one of its articles. */
export function faqHref(article?: string): string {
  return `${paths.staticPage('faq')}${article ? `#${article}` : ''}`;
}

/**
 * CONT-031: the messenger runs only when its application id is configured (the `messenger` toggle)
 * and the locale is es_ES or the site runs in production.
 */
export function messengerEnabled(flags: Flags, locale: Locale, environment: Environment): boolean {
  return flags.messenger && (locale === 'es_ES' || environment.production);
}

/** The event the messenger integration listens to, to open its chat window. */
export const MESSENGER_OPEN_EVENT = 'shop:messenger-open';
