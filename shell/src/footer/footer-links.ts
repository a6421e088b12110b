import type { Locale } from '@shop/criteria';

/** SHELL-046: the legal and help pages every market links to, by static-content id. */
export const LEGAL_PAGES = [
  'terms-of-sale',
  'terms-of-use',
  'data-protection',
  'cookies',
  'partner-signup',
  'faq',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number] | 'press-room';

/** SHELL-046: the press room exists only for Spain and France. */
export function legalPagesFor(locale: Locale): LegalPage[] {
  return locale === 'fr_FR' || locale === 'es_ES'
    ? [...LEGAL_PAGES, 'press-room']
    : [...LEGAL_PAGES];
}

/** SHELL-047: each locale has its own data-protection page. */
export function legalPageId(page: LegalPage, locale: Locale): string {
  return page === 'data-protection'
    ? `data-protection-${locale.toLowerCase().replace('_', '-')}`
    : page;
}

/** SHELL-050: the phone line is shown in French (French-language locales). */
export function showsPhoneLine(locale: Locale): boolean {
  return locale.startsWith('fr_');
}
