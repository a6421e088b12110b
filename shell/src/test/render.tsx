import { renderWithBundles } from '@shop/test-support/render';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SHELL_NAMESPACE } from '../i18n';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import en from '../locales/en.json' with { type: 'json' };
import enLater from '../locales/later/en.json' with { type: 'json' };

/**
 * Renders with the shell's English copy (as ?lng=en does in the browser), set up synchronously,
 * and a fresh SWR cache.
 */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles({ [SHELL_NAMESPACE]: en, [SHELL_LATER_NAMESPACE]: enLater }, ui, {
    swr: {},
    suspense: false,
  });
}

/** A page that has shown its first screen: the shell's extras (footer content...) follow it. */
export function SettledPage() {
  return (
    <main>
      <h1>Page</h1>
    </main>
  );
}
