import { BOOKING_NAMESPACE } from '@shop/booking';
import bookingEn from '@shop/booking/locales/en.json' with { type: 'json' };
import { loadBundledCopy } from '@shop/i18n/testing';
import { renderWithBundles } from '@shop/test-support/render';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };

const COPY = { [NAMESPACE]: en, [BOOKING_NAMESPACE]: bookingEn };

/** Loads this app's English copy and the shared booking copy (as ?lng=en does), synchronously. */
export function loadCopy(): void {
  loadBundledCopy(COPY);
}

/** Renders with the English copy loaded and a fresh SWR cache. */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles(COPY, ui);
}
