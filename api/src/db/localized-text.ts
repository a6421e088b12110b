import type { Locale } from '@shop/criteria';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Languages the catalogue is written in: English plus the languages of the six market locales. */
export const LANGUAGES = ['en', 'fr', 'es', 'nl', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in every catalogue language, stored as jsonb. */
export type LocalizedText = Record<Language, string>;

/** fr_FR and fr_BE read French, nl_BE and nl_NL Dutch, and so on. */
export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** Selects a LocalizedText column in the locale's language, English when that one is missing. */
export function localized(
  column: AnyPgColumn,
  locale: Locale,
  /** The copy language when it is not the locale's (an order made with ?lng=en). */
  language: Language = languageOf(locale),
): SQL<string> {
  return sql<string>`coalesce(${column} ->> ${language}, ${column} ->> 'en')`;
}
