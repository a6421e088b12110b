import { BOOKING_NAMESPACE } from '@shop/booking';
import bookingEn from '@shop/booking/locales/en.json';
import { loadBundledCopy } from '@shop/i18n/testing';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { LATER_NAMESPACE, NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };
import laterEn from '../locales/later/en.json' with { type: 'json' };

/** Loads this app's English copy (as ?lng=en does in the browser), synchronously. */
export function loadCopy(): void {
  loadBundledCopy({ [NAMESPACE]: en, [LATER_NAMESPACE]: laterEn, [BOOKING_NAMESPACE]: bookingEn });
}

/** Renders with this app's English copy loaded and a fresh SWR cache. */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  loadCopy();
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Suspense fallback={null}>{ui}</Suspense>
    </SWRConfig>,
  );
}
