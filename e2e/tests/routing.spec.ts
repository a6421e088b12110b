import { expect } from '@playwright/test';
import { test } from './test';
import { expectShell, navigateInPage } from './helpers';

/** SHELL-001..014: every route kind renders the right app through the shell. */
const ROUTE_CASES = [
  { id: 'SHELL-001', path: '/', remote: 'mfe_content', heading: 'Your next weekend starts here' },
  {
    id: 'SHELL-005',
    path: '/search',
    remote: 'mfe_search',
    heading: 'Weekend getaways',
    flow: 'booking',
  },
  {
    id: 'SHELL-005',
    path: '/search?flow=hotel',
    remote: 'mfe_search',
    heading: 'Weekend getaways',
    flow: 'hotel',
  },
  {
    id: 'SHELL-010',
    path: '/activities/search',
    remote: 'mfe_search',
    heading: 'Activities',
    flow: 'activity',
  },
  {
    id: 'SHELL-005',
    path: '/gift/search',
    remote: 'mfe_search',
    heading: 'Gift a weekend',
    flow: 'gifting',
  },
  // The hotel page reads its id from the second segment: a non-numeric one is not a hotel.
  {
    id: 'SHELL-002',
    path: '/hotel/not-a-hotel',
    remote: 'mfe_product',
    heading: 'This hotel does not exist',
  },
  // The activity voucher page reads its id from the second segment: 77 is no activity voucher.
  {
    id: 'SHELL-004',
    path: '/activity/77',
    remote: 'mfe_product',
    heading: 'This activity does not exist',
  },
  {
    id: 'SHELL-009',
    path: '/gifting/5',
    remote: 'mfe_gifting',
    heading: 'Your gift voucher',
  },
  {
    id: 'SHELL-009',
    path: '/boxes/spa-escape',
    remote: 'mfe_gifting',
    heading: 'Gift boxes',
  },
  { id: 'SHELL-012', path: '/giftcard/customization', remote: 'mfe_gifting', heading: 'Gift card' },
  {
    id: 'SHELL-038',
    path: '/beneficiary/login',
    remote: 'mfe_gifting',
    heading: 'I have received a box / getaway gift',
  },
  {
    id: 'SHELL-011',
    path: '/checkout/5/summary',
    remote: 'mfe_checkout',
    heading: 'Your booking summary',
  },
  {
    id: 'SHELL-011',
    path: '/checkout/5/payment',
    remote: 'mfe_checkout',
    heading: 'Payment',
  },
  {
    id: 'SHELL-011',
    path: '/checkout/activity/9',
    remote: 'mfe_checkout',
    heading: 'Your activity voucher',
  },
  {
    id: 'SHELL-013',
    path: '/confirmation/6f1c?status=success&gaId=GA1',
    remote: 'mfe_checkout',
    heading: 'Order confirmation',
  },
  { id: 'SHELL-011', path: '/account/trips', remote: 'mfe_checkout', heading: 'Your account' },
  { id: 'SHELL-006', path: '/page/terms-of-sale', remote: 'mfe_content', heading: 'Terms of sale' },
  { id: 'SHELL-007', path: '/weekend-ideas', remote: 'mfe_content', heading: 'Weekend ideas' },
  // SHELL-008: no landing defined for the id → the default page.
  {
    id: 'SHELL-008',
    path: '/landing/summer',
    remote: 'mfe_content',
    heading: 'This page is not available.',
  },
  { id: 'SHELL-028', path: '/contact', remote: 'mfe_content', heading: 'Contact' },
  {
    id: 'SHELL-011',
    path: '/minisite/cezam-fr',
    remote: 'mfe_content',
    heading: 'Weekends for Cezam Avantages members',
  },
  { id: 'SHELL-014', path: '/no/such/page', remote: 'mfe_search', heading: 'Oops!' },
  { id: 'SHELL-009', path: '/boxes', remote: 'mfe_search', heading: 'Oops!' },
] as const;

/**
 * One visit walks every route kind: the first address is loaded, each next one is reached as the
 * shell's own links reach it (history and popstate), and each renders its app and page. The route
 * table and the router are checked rule by rule in Jest (shared/platform routes.test.ts,
 * shell ShellRouter.test.tsx); the gateway's pages in api/src/gateway/gateway.test.ts and
 * server-render.spec.ts.
 */
test('SHELL-001..014: every route kind renders the right app through the shell, in one visit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [index, route] of ROUTE_CASES.entries()) {
    const separator = route.path.includes('?') ? '&' : '?';
    const address = `${route.path}${separator}lng=en`;
    if (index === 0) {
      await page.goto(address);
      await expectShell(page);
    } else {
      await navigateInPage(page, address);
    }
    const region = page.locator(`[data-boundary="${route.remote}"]`);
    await expect(
      region.getByRole('heading', { level: 1, name: route.heading }),
      `${route.id}: ${route.path} renders ${route.remote}`,
    ).toBeVisible();
    // SHELL-005: the search page renders the flow of its address.
    if ('flow' in route)
      await expect(region.locator('[data-flow]')).toHaveAttribute('data-flow', route.flow);
  }
});

test('SHELL-006: a static page without id shows nothing', async ({ page }) => {
  await page.goto('/page?lng=en');
  await expectShell(page);
  const region = page.locator('[data-boundary="mfe_content"]');
  await expect(region).toBeAttached();
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(region).toBeEmpty();
});

test('SHELL-017: checkout-type routes use the simplified layout without footer, with a back arrow', async ({
  page,
}) => {
  await page.goto('/checkout/42/summary?flow=gifting&lng=en#checkin=2027-03-06&nights=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking summary' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // SHELL-025: back returns to the product page with flow and criteria restored.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/weekend\/42\?flow=gifting#checkin=2027-03-06&nights=2$/);
});

test('SHELL-024: the logo leads home and navigation stays in the page', async ({ page }) => {
  await page.goto('/contact?lng=en');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: 'Weekend Shop, go to the homepage' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your next weekend starts here' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Client-side navigation: the document was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('SHELL-016: a path change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/contact?lng=en');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
