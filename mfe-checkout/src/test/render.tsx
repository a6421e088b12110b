import { loadBundledCopy } from '@shop/i18n/testing';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };

/** Renders with this app's English copy and a fresh SWR cache per test. */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  loadBundledCopy({ [NAMESPACE]: en });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Suspense fallback={null}>{ui}</Suspense>
    </SWRConfig>,
  );
}
