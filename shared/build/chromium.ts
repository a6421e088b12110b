/**
 * Debian's Chromium for Playwright and the budget script: nothing can download Playwright's own
 * browser on these machines (ADR 0006). `.ci/run` installs it.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
