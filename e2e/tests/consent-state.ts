// Kept apart from helpers.ts, which imports the Playwright config (that imports this file).
import type { BrowserContext } from '@playwright/test';

/** The market hosts the suites visit (and their customer-care twins). */
const E2E_HOSTS = [
  'localhost',
  'fr.localhost',
  'es.localhost',
  'be.localhost',
  'nl.localhost',
  'it.localhost',
];

/**
 * BEY-004: a storage state in which the visitor has already answered the cookie banner (analytics
 * and advertising refused), on every market host. The config gives it to every suite, so tests
 * that are not about consent never meet the banner; a consent test (and a11y.spec, which checks
 * the banner too) starts from `NO_CONSENT_STATE` instead (`FIRST_VISIT` in test.ts).
 *
 * Cookies only: a storage state's local storage costs Playwright a page load per origin before
 * every test (2.6–3.3 s a test on a slow host, six origins; ADR 0108), so the newsletter prompt's answer is
 * written by `markNewsletterHandled` instead.
 */
export function consentedStorageState() {
  const now = Date.now();
  return {
    cookies: E2E_HOSTS.flatMap((host) => [host, `care.${host}`]).map((domain) => ({
      name: 'shop_consent',
      value: `v1.0.0.${now}`,
      domain,
      path: '/',
      expires: Math.floor(now / 1000) + 30 * 86_400,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  };
}

/** A first visit: no cookie, the consent banner shows. */
export const NO_CONSENT_STATE = { cookies: [], origins: [] };

/**
 * SHELL-020: the newsletter prompt was handled (it would open over a test's own dialogs): every
 * page of the context finds the answer in its local storage before the shop's code runs.
 */
export async function markNewsletterHandled(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // NEWSLETTER_HANDLED_KEY of shell/src/newsletter/newsletter-rules.ts (this runs in the page).
    const key = 'shop:newsletter-handled';
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, String(Date.now()));
    } catch {
      // A document without storage of its own (about:blank): nothing to answer there.
    }
  });
}
