import { renderWithBundles, setPage as setMarketPage } from '@shop/test-support/render';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };

/** Renders with this app's English copy loaded (as ?lng=en does) and a fresh SWR cache. */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles({ [NAMESPACE]: en }, ui);
}

/**
 * A page of `locale`'s market in English at `url` (the gifting pages sell in several markets:
 * the market always follows the locale, fr_FR unless a test names another); navigate() is a spy
 * that moves the platform's location as the shell's router does.
 */
export function setPage(url: string, locale: 'fr_FR' | 'es_ES' | 'nl_NL' = 'fr_FR') {
  return setMarketPage(url, locale);
}
