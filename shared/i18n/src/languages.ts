import { LOCALES, type Locale } from '@shop/criteria';

/** `en` is the key source (the specs' copy verbatim); the six market locales are translations. */
export const SOURCE_LANGUAGE = 'en';
export const LANGUAGES = [SOURCE_LANGUAGE, ...LOCALES] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl and the html lang attribute. */
export function languageTag(language: Language): string {
  return language === SOURCE_LANGUAGE ? 'en' : language.replace('_', '-');
}

/** Which locale formats numbers and dates while the copy is English (QA with ?lng=en). */
export function formattingLocale(language: Language, marketLocale: Locale): string {
  return languageTag(language === SOURCE_LANGUAGE ? marketLocale : language);
}
