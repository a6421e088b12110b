import { renderWithBundles } from '@shop/test-support/render';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };

/** Renders with this app's English copy (as ?lng=en does in the browser), set up synchronously. */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles({ [NAMESPACE]: en }, ui, { swr: false });
}
