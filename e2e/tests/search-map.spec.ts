import { type Locator, type Page, expect } from '@playwright/test';
import { test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, expectShell, hostUrl } from './helpers';

const region = (page: Page) => page.locator('[data-boundary="mfe_search"]');
const markers = (page: Page) => page.getByTestId('map-marker');

/** How far an element's box falls short of the layout viewport, in px: [width, height]. */
function coverage(element: Locator): Promise<[number, number]> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return [
      Math.round(document.documentElement.clientWidth - box.width),
      Math.round(window.innerHeight - box.height),
    ];
  });
}

/** No tile server answers: every tile request fails at the network level. */
async function withoutTileServer(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/tiles/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return asked;
}

test('SRCH-009, SRCH-012, BEY-013: the map opens with price markers and the offers in view, without any tile server', async ({
  page,
}) => {
  // Loads the map library, pans and zooms: 17-35 s on two busy cores.
  test.slow();
  const tiles = await withoutTileServer(page);
  const mapSearches: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/offers.json') && request.method() === 'POST') {
      const body = request.postDataJSON() as { performMapSearch?: boolean };
      if (body.performMapSearch) mapSearches.push(body);
    }
  });
  await page.goto('/search?lng=en#a=2');
  await expectShell(page);
  await expect(region(page).getByTestId('offer-card').first()).toBeVisible();
  // The map is not part of the page's first load.
  const leafletLoaded = () =>
    page.evaluate(() => document.querySelector('.leaflet-container') !== null);
  expect(await leafletLoaded()).toBe(false);

  const mapButton = region(page).getByRole('button', { name: 'Map' });
  await mapButton.click();
  const dialog = page.getByRole('dialog', { name: 'Offers on the map' });
  await expect(dialog).toBeVisible();

  // SRCH-012: one price marker per exactMatch item of the map search.
  await expect(markers(page).first()).toBeVisible();
  expect(mapSearches).toHaveLength(1);
  const answer = await page.request.post('/api/offers.json', {
    data: mapSearches[0] as Record<string, unknown>,
  });
  const items = ((await answer.json()) as { exactMatch: unknown[] }).exactMatch;
  expect(items.length).toBeGreaterThan(0);
  await expect(markers(page)).toHaveCount(items.length);
  await expect(markers(page).first()).toHaveText(/^\d[\d\s\u202f.,]*\s?€$/);
  await expect(markers(page).first()).toHaveAttribute('aria-label', /, from /);

  // BEY-013: tiles were asked for and failed; the markers stay on a plain background.
  await expect(dialog.getByTestId('map')).toHaveAttribute('data-tiles', 'unavailable');
  expect(tiles.length).toBeGreaterThan(0);
  await expect(dialog.getByText('Map background unavailable')).toBeVisible();
  await expect(markers(page).first()).toBeVisible();

  // BEY-013: the offers in view, linking to their weekend.
  const list = dialog.getByRole('region', { name: /offers? in this area$/ });
  await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/weekend\/\d+/);

  // SRCH-009: a date selector and filters in the overlay.
  await expect(dialog.getByRole('button', { name: /^Dates/ })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Stars' })).toBeVisible();
  await dialog.getByRole('button', { name: '5 stars' }).click();
  await expect(page).toHaveURL(/from=searchBar#.*stars=5/);
  await expect(dialog.getByRole('button', { name: '5 stars' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => mapSearches.length).toBe(2);
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);

  // Escape closes the overlay and gives focus back to the Map button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mapButton).toBeFocused();
});

test('BEY-013, SRCH-012: a price marker is keyboard-operable and highlights its offer', async ({
  page,
}) => {
  await withoutTileServer(page);
  await page.goto('/search?lng=en');
  const mapButton = region(page).getByRole('button', { name: 'Map' });
  await expect(mapButton).toBeVisible();
  await mapButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Offers on the map' });
  await expect(markers(page).first()).toBeVisible();
  const marker = markers(page).first();
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  const label = (await marker.getAttribute('aria-label'))?.split(', from ')[0] ?? '';
  const selected = dialog.getByRole('group', { name: 'Selected offer' });
  await expect(selected.getByRole('link', { name: label })).toHaveAttribute(
    'href',
    /^\/weekend\/\d+/,
  );
  // The close button works too, and focus comes back.
  await dialog.getByRole('button', { name: 'Close the map' }).click();
  await expect(dialog).toBeHidden();
  await expect(mapButton).toBeFocused();
});

test('SRCH-009: the map covers the whole screen', async ({ page }) => {
  await withoutTileServer(page);
  await page.goto('/search?lng=en');
  await region(page).getByRole('button', { name: 'Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offers on the map' });
  await expect(markers(page).first()).toBeVisible();
  await expect.poll(() => coverage(dialog)).toEqual([0, 0]);
  const map = await dialog.getByTestId('map').boundingBox();
  expect(map?.height ?? 0).toBeGreaterThan(150);
});

test(
  'SRCH-013, SRCH-014: the summary bar turns sticky after 250 px of scroll and opens the search form',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    await page.goto('/search?lng=en#a=3&c=1&checkin=2027-03-06&checkout=2027-03-08');
    const search = region(page);
    await expect(search.getByTestId('offer-card').first()).toBeVisible();
    const bar = page.getByTestId('summary-bar');
    await expect(bar).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(100);
    await expect(bar).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect((await bar.boundingBox())?.y).toBe(0);
    const summary = bar.getByRole('button', { name: /^Modify your search:/ });
    await expect(summary).toContainText('All destinations');
    await expect(summary).toContainText('4 guests');
    await expect(summary).toContainText('2027');

    await summary.click();
    const form = page.getByRole('dialog', { name: 'Modify your search' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('search', { name: 'Search for a weekend' })).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) < 768) {
      // Full screen on mobile: it covers the layout viewport.
      await expect.poll(() => coverage(form)).toEqual([0, 0]);
    }
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(summary).toBeFocused();

    // Still at the top further down the page.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  },
);

test('SHELL-052: in care mode the search shows a shareable link on the public host', async ({
  page,
}) => {
  await page.goto(hostUrl('care.localhost', '/search?lng=en#city=64&a=3'));
  await page.getByLabel('E-mail').fill('agent@weekend-shop.test');
  await page.getByLabel('Password').fill(process.env.CARE_AGENT_PASSWORD ?? 'care-agent-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('care-panel')).toBeVisible();
  await page.goto(hostUrl('care.localhost', '/search?lng=en#city=64&a=3'));
  const share = page.getByTestId('care-share');
  await expect(share).toBeVisible();
  const link = share.getByRole('textbox', { name: 'Shareable link' });
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/search#city=64&a=3$/);
  await expect(share.getByRole('button', { name: 'Copy shareable link' })).toBeVisible();

  // Shoppers on the public host see no such link.
  await page.goto('/search?lng=en#city=64&a=3');
  await expect(region(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('care-share')).toHaveCount(0);
});
