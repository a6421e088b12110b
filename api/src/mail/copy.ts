/**
 * The copy of the API's e-mails (confirmation, gift card, modification, cancellation, sign-in
 * link, activity and gift vouchers), translated with i18next like the apps' copy: one bundle per
 * language in ./locales (`en` the source, the six market locales its translations, all checked by
 * `npm run i18n:check`), loaded statically into one server-side instance.
 */
import type { Locale } from '@shop/criteria';
import { createInstance } from 'i18next';
import { languageOf, type Language } from '../db/localized-text';
import en from './locales/en.json' with { type: 'json' };
import esES from './locales/es_ES.json' with { type: 'json' };
import frBE from './locales/fr_BE.json' with { type: 'json' };
import frFR from './locales/fr_FR.json' with { type: 'json' };
import itIT from './locales/it_IT.json' with { type: 'json' };
import nlBE from './locales/nl_BE.json' with { type: 'json' };
import nlNL from './locales/nl_NL.json' with { type: 'json' };

/** The language of an e-mail's copy: English (an order made with ?lng=en) or a market locale. */
export type MailLanguage = 'en' | Locale;

const NAMESPACE = 'mail';

/** Each language's bundle (exported for the tests that read every key of every bundle). */
export const MAIL_BUNDLES: Record<MailLanguage, typeof en> = {
  en,
  fr_FR: frFR,
  es_ES: esES,
  fr_BE: frBE,
  nl_BE: nlBE,
  nl_NL: nlNL,
  it_IT: itIT,
};

/** Where a language is read when no market says otherwise: its main market's bundle. */
const MAIN_MARKET: Record<Exclude<Language, 'en'>, Locale> = {
  fr: 'fr_FR',
  es: 'es_ES',
  nl: 'nl_NL',
  it: 'it_IT',
};

const i18n = createInstance();
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(MAIL_BUNDLES).map(([language, bundle]) => [language, { [NAMESPACE]: bundle }]),
  ),
  lng: 'en',
  // Every key exists in every bundle (`npm run i18n:check`); English is only a safety net.
  fallbackLng: 'en',
  load: 'currentOnly',
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // Keys are dotted paths; no "namespace:key" syntax.
  nsSeparator: false,
  // The e-mails are plain text (text/plain, see transports.ts): values are written as they are,
  // never HTML-escaped (a name like "O'Brien & Co" stays as typed).
  interpolation: { escapeValue: false },
  // Resources are bundled: ready at once, so the e-mail code translates synchronously.
  initAsync: false,
});

/**
 * The bundle an e-mail is written from: `en` when the copy language is English (?lng=en), else
 * the order's market locale (fr_BE reads its own bundle); a 2-letter language that is not the
 * locale's (or comes without one) reads its main market's bundle (nl → nl_NL).
 */
export function mailLanguage(
  locale: Locale | null | undefined,
  language?: Language | null,
): MailLanguage {
  if (language === 'en') return 'en';
  if (locale && (!language || languageOf(locale) === language)) return locale;
  return language ? MAIN_MARKET[language] : 'en';
}

/** The dotted keys of the bundles' strings, e.g. `confirmation.subject`. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MailKey = Keys<typeof en>;

/** Translates one key, with its `{{placeholders}}` filled in. */
export type MailT = (key: MailKey, values?: Readonly<Record<string, string | number>>) => string;

/** The copy of the e-mails in one language: `t('confirmation.subject', { number })`. */
export function mailCopy(language: MailLanguage): MailT {
  const t = i18n.getFixedT(language, NAMESPACE);
  return (key, values) => t(key, { ...values });
}
