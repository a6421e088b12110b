import { expect } from '@playwright/test';
import { test } from './test';
import { expectAxeClean, expectShell } from './helpers';

/**
 * Issue 14 items 4, 5 and 8: the content pages of mfe-content against the seeded content —
 * home blocks per flow, a landing with top results, ideas with "See more", a static page and a
 * partner minisite; axe clean on each.
 */

test('CONT-004 / CONT-007: home blocks in the Stays flow, then the Gifts flow', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  await expectShell(page);
  const hero = page.getByTestId('home-hero');
  await expect(
    hero.getByRole('heading', { level: 1, name: 'Your next weekend starts here' }),
  ).toBeVisible();
  const toggle = page.getByRole('navigation', { name: 'Stays or gifts' });
  await expect(toggle.getByRole('link', { name: 'Stays' })).toHaveAttribute('aria-current', 'page');
  // Blocks load as they near the viewport.
  await page.locator('[data-block="marketingCarousel"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Browse by theme' })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Our selections' });
  await expect(carousel.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/landing\/selection-\d$/,
  );
  const top = page.getByTestId('top-results');
  await expect(top.getByRole('listitem').first()).toBeVisible();
  expect(await top.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await expectAxeClean(page);

  await toggle.getByRole('link', { name: 'Gifts' }).click();
  await expect(page).toHaveURL(/\/\?flow=gifting/);
  await expect(hero.getByRole('heading', { level: 1, name: 'Give a weekend away' })).toBeVisible();
  await expect(toggle.getByRole('link', { name: 'Gifts' })).toHaveAttribute('aria-current', 'page');
  const boxes = page.locator('[data-block="boxes"]');
  await boxes.scrollIntoViewIfNeeded();
  await expect(boxes.getByRole('region')).toHaveAttribute('data-campaign', 'best-boxes');
  await expect(boxes.getByRole('listitem')).toHaveCount(4);
  await expectAxeClean(page);
});

test('CONT-020 / CONT-021: a landing page with its top results leads to an offer', async ({
  page,
}) => {
  await page.goto('/landing/selection-2?lng=en');
  await expectShell(page);
  const region = page.locator('[data-boundary="mfe_content"]');
  await expect(region.locator('[data-landing="selection-2"] h1')).toBeVisible();
  await page.locator('[data-block="topSearchResults"]').scrollIntoViewIfNeeded();
  const top = page.getByTestId('top-results');
  await expect(top.getByRole('listitem').first()).toBeVisible();
  expect(await top.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await expect(top.getByRole('link').first()).toHaveAttribute('href', /^\/weekend\/\d+$/);
  await expectAxeClean(page);
});

test('CONT-025 / LEFT-028: ideas show 6 per section, "See more" shows the rest; a season leads to its landing', async ({
  page,
}) => {
  await page.goto('/weekend-ideas?lng=en');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend ideas' })).toBeVisible();
  const themes = page.getByRole('region', { name: 'By theme' });
  await expect(themes.getByRole('link')).toHaveCount(6);
  await themes.getByRole('button', { name: /^See more/ }).click();
  await expect(themes.getByRole('link')).toHaveCount(8);
  await expect(themes.getByRole('link').nth(6)).toBeFocused();
  await expectAxeClean(page);
  await page.getByRole('region', { name: 'By season' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/landing\/season-1/);
  await expect(page.locator('[data-landing="season-1"] h1')).toBeVisible();
});

test('CONT-027: a static page shows its title and content', async ({ page }) => {
  await page.goto('/page/faq?lng=en');
  await expectShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'How do I change my booking?' }),
  ).toBeVisible();
  await expectAxeClean(page);
});

test('CONT-067 / LEFT-004: a partner minisite: its look, and links to the main routes with its id', async ({
  page,
}) => {
  await page.goto('/minisite/cezam-fr?lng=en');
  await expectShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weekends for Cezam Avantages members' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cezam Avantages' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cezam Avantages legal information' }),
  ).toContainText('Cezam Avantages');
  await expectAxeClean(page);
  await page
    .getByRole('navigation', { name: 'Cezam Avantages offers' })
    .getByRole('link', { name: 'Weekend ideas' })
    .click();
  await expect(page).toHaveURL(/\/weekend-ideas\?minisite=cezam-fr$/);
  // A deeper minisite address mirrors its main route, with the minisite id.
  await page.goto('/minisite/cezam-fr/weekend-ideas?lng=en');
  await expect(page).toHaveURL(/\/weekend-ideas\?lng=en&minisite=cezam-fr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend ideas' })).toBeVisible();
  // Served (issue 16), the page hydrates without the hash; the redirect passes it on.
  await page.goto('/minisite/cezam-fr/search?lng=en#a=3');
  await expect(page).toHaveURL(/\/search\?lng=en&minisite=cezam-fr#a=3$/);
});

test('CONT-005 / CONT-020: the parts a page marks hidden leave the chrome, the cookie choice stays', async ({
  page,
}) => {
  await page.goto('/landing/selection-2?lng=en');
  await expectShell(page);
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const legal = footer.locator('[data-footer-part="legal"]').first();
  await expect(legal).toBeVisible();
  // What mfe-content's PageChrome renders for content with showHeader and showLegal false.
  await page.evaluate(() =>
    document
      .querySelector('main')
      ?.insertAdjacentHTML('afterbegin', '<div hidden data-hide-chrome="header legal"></div>'),
  );
  await expect(header).toBeHidden();
  await expect(legal).toBeHidden();
  await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(footer.locator('[data-footer-part="contact"]')).toBeVisible();
});
