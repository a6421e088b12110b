import { expect, type Page, type Request } from '@playwright/test';
import { FIRST_VISIT, test } from './test';

/** The analytics calls the page sends (SHELL-063), with their event names. */
function recordAnalytics(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/analytics/ga/collect/')) return;
    const body = request.postDataJSON() as { events?: { name?: string }[] } | null;
    events.push(body?.events?.[0]?.name ?? '?');
  });
  return events;
}

test('SHELL-041: the Inspirations panel opens, is walked and closes by keyboard (desktop)', async ({
  page,
}) => {
  // The desktop navigation bar: a desktop-wide screen in either project.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search?lng=en');
  const tab = page.getByRole('button', { name: 'Inspirations' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-expanded', 'true');
  const destinations = page.getByRole('button', { name: 'Destinations' });
  await expect(destinations).toBeVisible();
  await destinations.focus();
  await page.keyboard.press('Enter');
  await expect(destinations).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', /./);
  await page.keyboard.press('Escape');
  await expect(tab).toHaveAttribute('aria-expanded', 'false');
  await expect(tab).toBeFocused();
  // SHELL-042: the Themes tab and its theme of the week.
  await page.getByRole('button', { name: 'Themes' }).click();
  await expect(page.getByRole('link', { name: 'Discover' })).toBeVisible();
});

test('SHELL-039/040: the burger menu by keyboard: submenu, back, scroll locked (mobile)', async ({
  page,
}) => {
  // The burger menu is for screens narrower than a desktop's, in either project.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?lng=en');
  const burger = page.getByRole('button', { name: 'Menu' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Check my Booking' })).toBeVisible();
  await expect(
    menu.getByRole('link', { name: 'I have received a box / getaway gift' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const submenu = menu.getByRole('button', { name: /Inspirations/ });
  await submenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Inspirations' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(burger).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('SHELL-032: an offer hearted in search is in the wishlist drawer', async ({ page }) => {
  await page.goto('/search?lng=en');
  const heart = page.getByRole('button', { name: /to my wishlist/ }).first();
  await expect(heart).toBeVisible();
  const name = (await heart.getAttribute('aria-label')) ?? '';
  const label = name.replace(/^Save /, '').replace(/ to my wishlist$/, '');
  await heart.click();
  await page.getByRole('button', { name: 'Wishlist, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'My wishlist' });
  await expect(drawer.getByRole('link', { name: label })).toBeVisible();
});

test.describe('BEY-004: cookie consent', () => {
  test.use(FIRST_VISIT);

  test('refused: no analytics call leaves the browser', async ({ page }) => {
    const events = recordAnalytics(page);
    await page.goto('/search?lng=en');
    const reject = page.getByRole('button', { name: 'Reject all' });
    await expect(reject).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await reject.click();
    await page.reload();
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject all' })).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(events).toEqual([]);
  });

  test('accepted: one analytics call per event, and the choice can be reopened', async ({
    page,
  }) => {
    const events = recordAnalytics(page);
    await page.goto('/search?lng=en');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    expect(events).toEqual([]); // nothing before the choice
    await page.getByRole('button', { name: 'Accept all' }).click();
    const sent = page.waitForRequest((request) => request.url().includes('/ga/collect/'));
    await page.reload();
    await sent;
    await expect.poll(() => events.filter((name) => name === 'search')).toEqual(['search']);
    // Reopened from the footer (its content loads as it comes near the view).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });
});
