import { BOOKING_NAMESPACE } from '@shop/booking';
import bookingEn from '@shop/booking/locales/en.json' with { type: 'json' };
import { loadBundledCopy } from '@shop/i18n/testing';
import { renderWithBundles } from '@shop/test-support/render';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LATER_NAMESPACE, NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };
import laterEn from '../locales/later/en.json' with { type: 'json' };

/** This app's English copy and the shared booking copy, by namespace. */
export const ENGLISH_COPY = {
  [NAMESPACE]: en,
  [LATER_NAMESPACE]: laterEn,
  [BOOKING_NAMESPACE]: bookingEn,
};

/** Loads this app's English copy (as ?lng=en does in the browser), synchronously. */
export function loadCopy(): void {
  loadBundledCopy(ENGLISH_COPY);
}

/** Renders with this app's English copy loaded and a fresh SWR cache. */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles(ENGLISH_COPY, ui, { swr: {} });
}
