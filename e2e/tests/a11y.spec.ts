import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { firstOffer, hostUrl } from './helpers';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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
  test(`BEY-009: axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(`${path}?lng=en`);
    await expect(page.locator('[data-boundary] h1').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('BEY-009: axe is clean on the product page, the Belgian splash and the care login', async ({
  page,
}) => {
  const offer = await firstOffer(page);
  await page.goto(`/weekend/${offer.id}`);
  await expect(page.locator('[data-boundary="mfe_product"] h1')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(hostUrl('be.localhost', '/'));
  await expect(page.getByRole('button', { name: 'Entrer' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(hostUrl('care.localhost', '/?lng=en'));
  await expect(page.getByRole('heading', { name: 'Customer-care sign-in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
