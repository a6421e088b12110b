import { defineConfig, devices } from '@playwright/test';

/** Port of the production server the suites run against (not 4200, so `npm start` can keep running). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

const chromium = {
  // Debian's Chromium: nothing can download Playwright's own browser here (ADR 0006).
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: /redeploy/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testIgnore: /redeploy/,
    },
    // Rebuilds a remote in place: runs alone, after the other suites, once (not per viewport).
    {
      name: 'redeploy',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /redeploy/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'npx tsx ../api/src/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT), DATABASE_MEMORY: 'true', LOG_LEVEL: 'warn' },
  },
});
