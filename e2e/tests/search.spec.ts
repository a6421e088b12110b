import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { expectAxeClean, expectShell, watchLayoutShifts } from './helpers';

const region = (page: Page) => page.locator('[data-boundary="mfe_search"]');

test('SRCH-001..004, SRCH-030, CRIT-094: results, sort, page 2, reload keeps hash and page', async ({
  page,
}) => {
  await page.goto('/search?lng=en#a=2');
  await expectShell(page);
  const search = region(page);
  await expect(search.getByRole('heading', { level: 1, name: 'Weekend getaways' })).toBeVisible();
  // BEY-008: the page's title names it.
  await expect(page).toHaveTitle('Weekend getaways | Weekend Shop');
  await expect(search.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  // SRCH-003: the count header; LEFT-010: 24 cards from the seeded catalogue.
  await expect(search.getByTestId('result-count')).toHaveText(/^\d+ offers$/);
  await expect(search.getByTestId('offer-card')).toHaveCount(24);
  await expect(search.getByTestId('offer-card').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/weekend\/\d+/,
  );

  // SRCH-030: a new sort rewrites the hash, sets from=searchBar, drops page.
  await search.getByRole('button', { name: 'Sort: Quality/Price' }).click();
  await search
    .getByRole('dialog', { name: 'Sort by' })
    .getByRole('button', { name: 'Price Ascending' })
    .click();
  await expect(page).toHaveURL(/\/search\?lng=en&from=searchBar#sort=priceAsc$/);
  await expect(search.getByRole('button', { name: 'Sort: Price Ascending' })).toBeVisible();
  await expect(search.getByTestId('offer-card')).toHaveCount(24);
  const firstOnPageOne = await search.getByTestId('offer-card').first().locator('h3').textContent();

  // CRIT-094: page 2 is page=1 in the address, flow/lng and hash kept; prev/next hints in head.
  await search.getByTestId('pagination-slot').scrollIntoViewIfNeeded();
  const pagination = search.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search\?lng=en&page=1#sort=priceAsc$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/search?lng=en');
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
    'href',
    '/search?lng=en&page=2',
  );
  await expect(search.getByTestId('offer-card').first().locator('h3')).not.toHaveText(
    firstOnPageOne ?? '',
  );

  await page.reload();
  await expect(page).toHaveURL(/\/search\?lng=en&page=1#sort=priceAsc$/);
  await expect(region(page).getByTestId('offer-card')).toHaveCount(24);
  await expect(region(page).getByRole('button', { name: 'Sort: Price Ascending' })).toBeVisible();
  await region(page).getByTestId('pagination-slot').scrollIntoViewIfNeeded();
  await expect(
    region(page)
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(page);
});

test('SRCH-003, CRIT-080: the activity path counts activities and prices per person', async ({
  page,
}) => {
  await page.goto('/activities/search?lng=en');
  const search = region(page);
  await expect(search.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  // BEY-008: the page's title names it.
  await expect(page).toHaveTitle('Activities | Weekend Shop');
  await expect(search.getByTestId('result-count')).toHaveText(/^\d+ activit(y|ies)$/);
  await expect(search.getByTestId('offer-card').first()).toContainText('/ person');
  await expectAxeClean(page);
});

test('SRCH-001, BEY-008: the gifting path renders gift results', async ({ page }) => {
  await page.goto('/gift/search?lng=en');
  const search = region(page);
  await expect(search.getByRole('heading', { level: 1, name: 'Gift a weekend' })).toBeVisible();
  // BEY-008: the page's title names it.
  await expect(page).toHaveTitle('Gift a weekend | Weekend Shop');
  await expect(search.getByTestId('offer-card').first()).toBeVisible();
  await expectAxeClean(page);
});

test('SRCH-060: no results offers "Remove all filters", which clears the hash', async ({
  page,
}) => {
  await page.goto('/search?lng=en#priceMax=1');
  const search = region(page);
  await expect(search.getByText(/^No results\. To get more results/)).toBeVisible();
  await search.getByRole('button', { name: 'Remove all filters' }).click();
  await expect(page).toHaveURL(/\/search\?lng=en$/);
  await expect(search.getByTestId('offer-card').first()).toBeVisible();
});

test('SRCH-059: a failing search shows "Oops, something went wrong"; bad addresses never crash', async ({
  page,
}) => {
  await page.route('**/api/offers.json', (route) => route.fulfill({ status: 500, body: '{}' }));
  // A theme makes it a search of its own: the served page's answer is not this one's.
  await page.goto('/search?lng=en&page=-3#a=abc&theme=2&sort=nope&checkin=2027-99-99');
  await expect(region(page).getByText('Oops, something went wrong')).toBeVisible();
  await expect(region(page).getByRole('button', { name: 'Try again' })).toBeVisible();
});

for (const path of ['/search?lng=en#a=2', '/activities/search?lng=en', '/gift/search?lng=en'])
  test(`SRCH-001, SRCH-004: ${path} shows the search box in the hero after the results, without layout shift`, async ({
    page,
  }) => {
    const shifts = await watchLayoutShifts(page);
    await page.goto(path);
    const search = region(page);
    await expect(search.getByTestId('offer-card').first()).toBeVisible();
    const box = search.getByRole('search');
    await expect(box).toBeVisible();
    await expect(box.getByRole('button', { name: 'Search' })).toBeEnabled();
    // Images and the deferred search box have settled: the cumulative shift stays negligible.
    await page.waitForLoadState('networkidle');
    const shifted = await shifts();
    expect(shifted.total, shifted.entries.join('\n')).toBeLessThan(0.02);
  });

test('SRCH-004: the page never scrolls sideways, down to the last block', async ({ page }) => {
  await page.goto('/search?lng=en#a=2');
  await expect(region(page).getByTestId('offer-card').first()).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
