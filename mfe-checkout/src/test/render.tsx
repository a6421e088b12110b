import { loadBundledCopy } from '@shop/i18n/testing';
import { renderWithBundles } from '@shop/test-support/render';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NAMESPACE } from '../i18n';
import { ACCOUNT_NAMESPACE } from '../i18n-account';
import accountEn from '../locales/account/en.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

const COPY = { [NAMESPACE]: en, [ACCOUNT_NAMESPACE]: accountEn };

/** Loads this app's English copy, the account section's too (as ?lng=en does), synchronously. */
export function loadCopy(): void {
  loadBundledCopy(COPY);
}

/** Renders with the English copy loaded and a fresh SWR cache. */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles(COPY, ui);
}
