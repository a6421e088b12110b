// Kept apart from helpers.ts, which imports the Playwright config (that imports this file).
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
 * and advertising refused) and the newsletter prompt, on every market host. The config gives it to every suite, so tests
 * that are not about consent never meet the banner; a consent test (and a11y.spec, which checks
 * the banner too) starts from `NO_CONSENT_STATE` instead.
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
    // SHELL-020: the newsletter prompt was handled too: it would open over a test's own dialogs.
    origins: E2E_HOSTS.map((host) => ({
      origin: `http://${host}:${process.env.E2E_PORT ?? 4310}`,
      localStorage: [{ name: 'shop:newsletter-handled', value: String(now) }],
    })),
  };
}

/** A first visit: no cookie, the consent banner shows. */
export const NO_CONSENT_STATE = { cookies: [], origins: [] };
