import { platformStore } from '@shop/platform';
import { loadBundledCopy } from '@shop/i18n/testing';
import { stubGlobal } from '@shop/test-support';
import { renderWithBundles } from '@shop/test-support/render';
import { act, type RenderResult } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import type { ReactElement } from 'react';
import { HOTEL_NAMESPACE } from '../i18n-hotel';
import { LATER_NAMESPACE } from '../i18n-later';
import hotelEn from '../locales/hotel/en.json' with { type: 'json' };
import laterEn from '../locales/later/en.json' with { type: 'json' };
import bookingEn from '@shop/booking/locales/en.json' with { type: 'json' };
import { BOOKING_NAMESPACE } from '@shop/booking';

const COPY = {
  [HOTEL_NAMESPACE]: hotelEn,
  [LATER_NAMESPACE]: laterEn,
  [BOOKING_NAMESPACE]: bookingEn,
};

/** Loads this app's English copy (as ?lng=en does in the browser), synchronously. */
export function loadCopy(): void {
  loadBundledCopy(COPY);
}

/**
 * Renders with the English copy and a fresh SWR cache in an awaited act(): lazy parts suspend on
 * their first render and their effects run only when the act is awaited.
 */
export async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = await renderWithBundles(COPY, ui);
  });
  return result!;
}

/** A French-market page in English at `location`, with a spy for navigate(). */
export function setPlatform(location: { pathname?: string; search?: string; hash?: string } = {}) {
  const navigate = jest.fn<FunctionLike>();
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/hotel/499', search: '', hash: '', ...location },
    navigate,
  });
  return navigate;
}

/** Makes the design system's small-screen query `(max-width: 767px)` match (a phone) or not. */
export function setMobile(mobile: boolean): void {
  stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: mobile && query.includes('max-width: 767px'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
