import { expect } from '@playwright/test';
import { FIRST_VISIT, test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, firstOffer, hostUrl } from './helpers';

// BEY-004: every page is checked as a first visit sees it, with the cookie banner shown.
test.use(FIRST_VISIT);

const PAGES = [
  '/',
  '/search',
  '/activities/search',
  '/gift/search',
  '/hotel/1',
  '/gifting/1',
  '/checkout/1/summary',
  '/contact',
  '/no/such/page',
];

for (const path of PAGES) {
  test(
    `BEY-009: axe finds no serious or critical violation on ${path}`,
    BOTH_VIEWPORTS,
    async ({ page }) => {
      await page.goto(`${path}?lng=en`);
      await expect(page.locator('[data-boundary] h1').first()).toBeVisible();
      await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible();
      await expectAxeClean(page);
    },
  );
}

test(
  'BEY-009: axe is clean on the product page, the Belgian splash and the care login',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    const offer = await firstOffer(page);
    await page.goto(`/weekend/${offer.id}`);
    await expect(page.locator('[data-boundary="mfe_product"] h1')).toBeVisible();
    await expectAxeClean(page);

    await page.goto(hostUrl('be.localhost', '/'));
    await expect(page.getByRole('button', { name: 'Entrer' })).toBeVisible();
    await expectAxeClean(page);

    await page.goto(hostUrl('care.localhost', '/?lng=en'));
    await expect(page.getByRole('heading', { name: 'Customer-care sign-in' })).toBeVisible();
    await expectAxeClean(page);
  },
);
