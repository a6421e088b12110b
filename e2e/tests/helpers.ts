import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/** The buyer of the orders the suites place through the API (account, gift voucher). */
export const API_BUYER = {
  email: 'camille.e2e@example.fr',
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Durand',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
};

/**
 * Tag of the tests that run on both screens (the `mobile` project of playwright.config.ts greps
 * for it): the journeys that take another path on a phone (booking bar and drawers, the compact
 * search summary, bottom sheets, full-screen dialogs) and the axe checks, whose pages lay out
 * differently. Every other test checks a rule that does not depend on the screen and runs once,
 * on desktop.
 */
export const BOTH_VIEWPORTS = { tag: '@both-viewports' };

/** An address on one market host (Chromium resolves *.localhost to loopback). */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_PORT}${path}`;
}

/** The shell is up: header and footer rendered. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: /go to the homepage/i }).first()).toBeVisible();
}

/**
 * Goes to `path` inside the page, as a link or the back button does: the address changes and the
 * shell's router (react-router) follows it, without loading the document again.
 */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Presses Tab until `target` has the focus (at most `max` times), each Tab after reading where the
 * focus is (a reading that times out is never taken for "elsewhere"). A failure lists where the
 * focus was before each Tab, and the dialog holding it if any.
 */
export async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  const visited: string[] = [];
  for (let i = 0; i < max; i += 1) {
    const reading = await target.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return null;
      if (!active || active === document.body) return 'body';
      const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
      const dialog = active.closest('dialog, [role="dialog"]');
      const inDialog = dialog ? ` in dialog "${dialog.getAttribute('aria-label') ?? ''}"` : '';
      return `${active.tagName.toLowerCase()} "${name.trim().slice(0, 30)}"${inDialog}`;
    });
    if (reading === null) return;
    visited.push(reading);
    await page.keyboard.press('Tab');
  }
  await expect(target, `the focus went through: ${visited.join(' → ')}`).toBeFocused();
}

/** The layout shifts no input caused since the page's first paint, and what moved in each. */
export interface LayoutShifts {
  total: number;
  /** One line per shift: its time, its score and the elements that moved (for a failure message). */
  entries: string[];
}

/**
 * Starts recording the layout shifts of every page the test opens next (CLS); the returned
 * function reads them. A failing budget names the elements that moved, from where to where.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<LayoutShifts>> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}x${box.height}`;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
        : String(node?.nodeName);
    const record = { total: 0, entries: [] as string[] };
    Reflect.set(window, '__layoutShifts', record);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        const moved = entry.sources.map(
          (source) =>
            `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        );
        record.entries.push(
          `${Math.round(entry.startTime)} ms: ${entry.value.toFixed(4)} (${moved.join('; ')})`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => Reflect.get(window, '__layoutShifts') as LayoutShifts);
}

/** A real product id from the API's default search (POST /api/offers.json with a locale only). */
export async function firstOffer(page: Page): Promise<{ id: string | number; label: string }> {
  const response = await page.request.post('/api/offers.json', { data: { locale: 'fr_FR' } });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { exactMatch: { id: string | number; label: string }[] };
  const offer = body.exactMatch[0];
  if (!offer) throw new Error('The seeded catalogue has no offer');
  return offer;
}

/**
 * No serious or critical axe violation on the page, or only within the given CSS selectors
 * (each suite checks what it covers; a11y.spec checks every page). Checked once the page's
 * finite animations have ended: a dialog fading in (Modal's 200 ms) is half transparent, and
 * axe measures its text's contrast as drawn at that moment.
 */
export async function expectAxeClean(page: Page, ...selectors: string[]): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Legacy mode runs axe in the page's own frame: the shop's pages hold no frame from another
  // origin (CSP `default-src 'self'`, content sanitised), and the default mode's second page to
  // merge frames' results doubled every check (9 s → 4.5 s on the search page, this machine).
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

// BEY-004: suites start with the cookie choice made (see consent-state.ts).
export { consentedStorageState, NO_CONSENT_STATE } from './consent-state';
