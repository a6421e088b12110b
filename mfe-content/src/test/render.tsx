import { loadBundledCopy } from '@shop/i18n/testing';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };

/** Renders with this app's English copy (as ?lng=en does in the browser), set up synchronously. */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  loadBundledCopy({ [NAMESPACE]: en });
  return render(<Suspense fallback={null}>{ui}</Suspense>);
}
