import { i18n, initI18n } from '@shop/i18n';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { LATER_NAMESPACE, NAMESPACE } from '../i18n';

/** Renders with this app's English copy loaded (as ?lng=en does in the browser) and a fresh SWR cache. */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  await initI18n('en');
  await i18n.loadNamespaces([NAMESPACE, LATER_NAMESPACE]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Suspense fallback={null}>{ui}</Suspense>
    </SWRConfig>,
  );
}
