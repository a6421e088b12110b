import { type Locator, type Page, expect } from '@playwright/test';
import { test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, expectShell } from './helpers';

const region = (page: Page) => page.locator('[data-boundary="mfe_search"]');
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A real seeded hotel: the hotel of the first offer of the default search. */
async function seededHotel(page: Page): Promise<{ id: number; label: string }> {
  const response = await page.request.post('/api/offers.json', { data: { locale: 'fr_FR' } });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as {
    exactMatch: { hotel: { id: number; label: string } }[];
  };
  const hotel = body.exactMatch[0]?.hotel;
  if (!hotel) throw new Error('The seeded catalogue has no offer');
  return hotel;
}

/** SRCH-070: the search box, as a form on desktop or a compact summary on mobile. */
async function expectSearchBox(page: Page, search: Locator) {
  if (isMobile(page)) {
    await expect(search.getByRole('button', { name: 'Find your weekend' })).toBeVisible();
  } else {
    await expect(search.getByRole('search', { name: 'Search for a weekend' })).toBeVisible();
  }
}

async function expectSelections(search: Locator) {
  await expect(
    search.getByRole('heading', { level: 2, name: 'But we can help you find your next weekend' }),
  ).toBeVisible();
  const selections = search.getByTestId('selections');
  await expect(
    selections.getByRole('heading', { name: 'Our selection of the moment' }),
  ).toBeVisible();
  await expect(selections.getByRole('link').first()).toHaveAttribute('href', /^\/landing\//);
  // The covers are the API's pictures, which the page's CSP allows: they load.
  const cover = selections.locator('img').first();
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test(
  'SRCH-065, SRCH-066, SRCH-069, SRCH-070: an unknown address shows Oops, 404, the button, a search box and the selection; noindex, follow; reported',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    const report = page.waitForRequest(
      (request) => request.url().endsWith('/api/logs') && request.method() === 'POST',
    );
    const response = await page.goto('/no-such-page?lng=en');
    // An address no route knows answers 404, with the page (no soft 404 for crawlers).
    expect(response?.status()).toBe(404);
    await expectShell(page);
    const search = region(page);

    // SRCH-069
    await expect(search.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(
      search.getByText("We can't seem to find the page you are looking for. Error code: 404"),
    ).toBeVisible();
    await expect(search.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(search.getByText('Too late!')).toHaveCount(0);

    // SRCH-070
    await expectSearchBox(page, search);
    await expectSelections(search);

    // SRCH-065
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );

    // SRCH-066: the failed address and the market locale go to the error route.
    const body = (await report).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      level: 'ERROR',
      location: '/no-such-page?lng=en',
      locale: 'fr_FR',
    });

    await expectAxeClean(page);
  },
);

test(
  'SRCH-067, SRCH-068, SRCH-070: a hotelId in the hash shows "Too late!" and the hotel carousel',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    const hotel = await seededHotel(page);
    const lookup = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/offers.json') &&
        (request.postDataJSON() as { limit?: number } | null)?.limit === 1,
    );
    await page.goto(`/no-such-page?lng=en#hotelId=${hotel.id}`);
    const search = region(page);

    // SRCH-067: one exact-match offer of that hotel, no page model.
    expect((await lookup).postDataJSON()).toMatchObject({
      criteria: { hotelId: hotel.id },
      limit: 1,
      fetchPageModel: false,
    });

    // SRCH-068
    await expect(search.getByRole('heading', { level: 1, name: 'Too late!' })).toBeVisible();
    await expect(
      search.getByText(
        'This offer has expired... Fortunately, we have other stays to suggest you.',
      ),
    ).toBeVisible();
    await expect(search.getByText('Oops!')).toHaveCount(0);
    const carousel = search.getByRole('region', { name: `Other offer in ${hotel.label}` });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByTestId('offer-card').first()).toBeVisible();
    await expect(
      carousel.getByTestId('offer-card').first().getByRole('link').first(),
    ).toHaveAttribute('href', /^\/weekend\/\d+/);

    // SRCH-070: then the search box and the selection.
    await expectSearchBox(page, search);
    await expectSelections(search);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );
    await expectAxeClean(page);
  },
);

test('SRCH-069: a hotelId without offers, or a wrong one, shows the 404 message', async ({
  page,
}) => {
  await page.goto('/no-such-page?lng=en#hotelId=2147483647');
  await expect(region(page).getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await page.goto('/other-gone?lng=en#hotelId=<script>');
  await expect(region(page).getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(region(page).getByText('Too late!')).toHaveCount(0);
});

test(
  'SRCH-069, SRCH-070: keyboard reaches the button, the search box and the selections with a visible focus',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    await page.goto('/no-such-page?lng=en');
    const search = region(page);
    await expect(search.getByTestId('selections').getByRole('link').first()).toBeVisible();

    const home = search.getByRole('link', { name: 'Go to the homepage' });
    const firstSelection = search.getByTestId('selections').getByRole('link').first();
    const searchControl = isMobile(page)
      ? search.getByRole('button', { name: 'Find your weekend' })
      : search.getByRole('search').getByRole('combobox').first();

    const reached = { home: false, searchControl: false, selection: false };
    for (let step = 0; step < 80 && !reached.selection; step += 1) {
      await page.keyboard.press('Tab');
      if (!reached.home && (await home.evaluate((element) => element === document.activeElement))) {
        reached.home = true;
        const outline = await home.evaluate((element) => getComputedStyle(element).outlineStyle);
        expect(outline).not.toBe('none');
      } else if (
        reached.home &&
        !reached.searchControl &&
        (await searchControl.evaluate((element) => element === document.activeElement))
      ) {
        reached.searchControl = true;
      } else if (
        reached.searchControl &&
        (await firstSelection.evaluate((element) => element === document.activeElement))
      ) {
        reached.selection = true;
        const outline = await firstSelection.evaluate(
          (element) => getComputedStyle(element).outlineStyle,
        );
        expect(outline).not.toBe('none');
      }
    }
    expect(reached).toEqual({ home: true, searchControl: true, selection: true });

    if (isMobile(page)) {
      // The compact summary opens the search form in a modal; Escape closes it, focus returns.
      await searchControl.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('search')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(searchControl).toBeFocused();
    }

    // The button leads home.
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(\?lng=en)?$/);
  },
);
