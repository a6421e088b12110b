import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@shop/build/chromium';
import { consentedStorageState } from './tests/consent-state';

/** Port of the production server the suites run against (not 4200, so `npm start` can keep running). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** Where the server writes its e-mails (.eml), one folder per port: the account journey reads them. */
export const E2E_MAIL_DIR = fileURLToPath(
  new URL(`../.data/e2e-mail-${E2E_PORT}`, import.meta.url),
);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey with its axe checks takes 26–28 s alone on a slow day of this 2-core machine (axe
  // about 9 s of it), and more with two workers: 60 s per test; every expectation keeps its 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    // BEY-004: the cookie choice is already made, except in the suites about it (helpers.ts).
    storageState: consentedStorageState(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH },
      testIgnore: /redeploy/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: CHROMIUM_LAUNCH },
      // Only the tests tagged BOTH_VIEWPORTS (tests/helpers.ts): the journeys that take another
      // path on a phone and the axe checks. A rule that does not depend on the screen is checked
      // once, on desktop (CI time, ADR 0087).
      grep: /@both-viewports/,
      testIgnore: /redeploy/,
    },
    // Rebuilds a remote in place: runs alone, after the other suites, once (not per viewport).
    {
      name: 'redeploy',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH },
      testMatch: /redeploy/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'npx tsx ../api/src/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATABASE_MEMORY: 'true',
      LOG_LEVEL: 'warn',
      EMAIL_TRANSPORT: 'file',
      EMAIL_OUTBOX_DIR: E2E_MAIL_DIR,
      // Every journey searches from 127.0.0.1, far beyond a shopper's minute: the search's bot
      // check is off (ADR 0105; its tests are api/src/search/bot-check.test.ts).
      SEARCH_BOT_CHECK_PER_MINUTE: '0',
    },
  },
});
