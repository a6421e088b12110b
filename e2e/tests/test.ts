import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` for this shop: a page the gateway rendered on the server (issue 16, ADR 0089)
 * shows its HTML before the browser takes it over, and a click before that reaches nothing. After
 * `page.goto`, a served page is awaited until the shell has hydrated it (`<html data-hydrated>`:
 * from then on React receives every event, and hydrates at once a section a click lands on), as a
 * shopper's click lands on a page that responds. A click on a section whose code is still loading
 * is dropped by React (docs/status.md, issue 16): a journey clicking at once clicks again, as a
 * shopper would.
 * Pages rendered in the browser and pages visited without JavaScript are not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await page.waitForFunction(
          () =>
            document.getElementById('server-data') === null ||
            document.documentElement.hasAttribute('data-hydrated'),
        );
        return response;
      };
    }
    await provide(page);
  },
});
