import { loadBundledCopy } from '@shop/i18n/testing';
import { platformStore } from '@shop/platform';
import { fakeTimers, setSystemTime, unstubAllGlobals } from '@shop/test-support';
import { json, mockFetch } from '@shop/test-support/fetch';
import { renderWithBundles } from '@shop/test-support/render';
import { cleanup, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { BOOKING_NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };

const COPY = { [BOOKING_NAMESPACE]: en };

/** Loads this library's English copy (as ?lng=en does in the browser), synchronously. */
export function loadCopy(): void {
  loadBundledCopy(COPY);
}

/** Renders with the English copy loaded and a fresh SWR cache. */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles(COPY, ui);
}

/** The platform store of a French-market page in English. */
export function setPlatform(): void {
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/', search: '', hash: '' },
    navigate: jest.fn<FunctionLike>(),
  });
}

/** A calendar day cell by its date. */
export function dayCell(iso: string): HTMLElement {
  const cell = document.querySelector(`[data-date="${iso}"]`);
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell ${iso}`);
  return cell;
}

export const isDayDisabled = (iso: string): boolean =>
  dayCell(iso).getAttribute('aria-disabled') === 'true';

/** Today is Wednesday 10 March 2027 at 10:00 (before the 20:00 cut-off); only Date is faked. */
export function setUpCalendarSuite(now: Date = new Date(2027, 2, 10, 10, 0)): void {
  beforeEach(() => {
    loadCopy();
    setPlatform();
    mockFetch(() => json([]));
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    unstubAllGlobals();
  });
}
