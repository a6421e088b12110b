import { platformStore } from '@shop/platform';
import { cleanup, type RenderResult, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { SearchBox } from './components/SearchBox';
import { setMobile } from '../../test/media';
import { ENGLISH_COPY, loadCopy } from '../../test/render';
import { fakeTimers, setSystemTime, unstubAllGlobals } from '@shop/test-support';
import { json, mockFetch } from '@shop/test-support/fetch';
import { renderWithBundles } from '@shop/test-support/render';
import type { FunctionLike } from 'jest-mock';

export { loadCopy };

/** Renders with the English copy loaded and a fresh SWR cache (no deduping). */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles(ENGLISH_COPY, ui);
}

/** The platform store of a French-market page in English, with a spy for navigate(). */
export function setPlatform(location: { pathname?: string; search?: string; hash?: string } = {}) {
  const navigate = jest.fn<FunctionLike>();
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/', search: '', hash: '', ...location },
    navigate,
  });
  return navigate;
}

/** jsdom has no showModal(): the design system's test stand-in. */
export { installDialogPolyfill } from '@shop/design-system/test-utils';

export { setMobile };

/** Forgets what earlier tests left in the browser: stored dates and recent searches. */
export function resetSearchBoxState(): void {
  window.localStorage.clear();
}

/** A calendar day cell by its date. */
export function dayCell(iso: string): HTMLElement {
  const cell = document.querySelector(`[data-date="${iso}"]`);
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell ${iso}`);
  return cell;
}

export const isDayDisabled = (iso: string): boolean =>
  dayCell(iso).getAttribute('aria-disabled') === 'true';

/** Opens the rendered box's calendar and waits for its months. */
export async function openDates(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: /^Dates/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
  await within(dialog).findAllByRole('grid');
  return dialog;
}

/** Renders the search box (or `ui`) and opens its calendar. */
export async function openCalendar(ui: ReactElement = <SearchBox />) {
  const user = userEvent.setup();
  await renderWithCopy(ui);
  return { user, dialog: await openDates(user) };
}

/**
 * The search-box suites' clock and state: nothing stored, English copy, desktop, every call
 * answered `[]` (a suite's test may mock its own), and today `now` — by default Wednesday
 * 10 March 2027 at 10:00 local time (before the 20:00 cut-off); only Date is faked. After each
 * test the box is unmounted before the real clock returns, so an open calendar asks nothing more.
 */
export function setUpCalendarSuite(now: Date = new Date(2027, 2, 10, 10, 0)): void {
  beforeEach(async () => {
    resetSearchBoxState();
    loadCopy();
    mockFetch(() => json([]));
    setMobile(false);
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    unstubAllGlobals();
  });
}
