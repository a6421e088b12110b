import { type Locator, type Page, expect } from '@playwright/test';
import { test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, expectShell, tabTo } from './helpers';

const region = (page: Page) => page.locator('[data-boundary="mfe_search"]');
const filterBar = (page: Page) =>
  region(page).getByRole('group', { name: 'Filter and sort the offers' });

/** The first enabled option of a facet list (its name ends with its count). */
function facetOption(scope: Locator, name: RegExp): Locator {
  return scope.getByRole('checkbox', { name }).first();
}

async function openSearch(page: Page, hash = 'a=2') {
  await page.goto(`/search?lng=en#${hash}`);
  await expectShell(page);
  await expect(region(page).getByTestId('offer-card').first()).toBeVisible();
}

test(
  'SRCH-019..021, SRCH-029, SRCH-030, CRIT-033: filter by price and a facility; the hash survives a reload; axe clean with a panel open',
  BOTH_VIEWPORTS,
  async ({ page, isMobile }) => {
    await openSearch(page);
    const bar = filterBar(page);

    if (isMobile) {
      // SRCH-020: on mobile the filters open in a full-screen modal.
      await bar.getByRole('button', { name: 'Filters' }).click();
      const modal = page.getByRole('dialog', { name: 'Filters' });
      await expect(modal).toBeVisible();
      const box = await modal.boundingBox();
      const viewport = page.viewportSize();
      expect(box?.width ?? 0).toBeCloseTo(viewport?.width ?? -1, 0);
      expect(box?.height ?? 0).toBeCloseTo(viewport?.height ?? -1, 0);
      await modal.getByRole('textbox', { name: 'Maximum (€)' }).fill('150');
      await modal.getByRole('textbox', { name: 'Maximum (€)' }).press('Enter');
      await facetOption(modal, /^Spa \(\d+\)$/).check();
      await expectAxeClean(page);
      // SRCH-029: the apply button counts the pending selection.
      const apply = modal.getByRole('button', { name: /^View \d+ offers?$/ });
      await expect(apply).toBeVisible();
      await apply.click();
      await expect(modal).toBeHidden();
    } else {
      // SRCH-019: the five dropdowns of the desktop bar.
      for (const name of ['Activities', 'Price', 'Distance', 'Facilities', 'More filters'])
        await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
      await bar.getByRole('button', { name: 'Price', exact: true }).click();
      const price = page.getByRole('dialog', { name: 'Price' });
      await expect(price.getByRole('textbox', { name: 'Maximum (€)' })).toHaveValue('250+');
      await price.getByRole('textbox', { name: 'Maximum (€)' }).fill('150');
      await price.getByRole('textbox', { name: 'Maximum (€)' }).press('Enter');
      await price.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/search\?lng=en&from=searchBar#priceMax=15000$/);

      await bar.getByRole('button', { name: 'Facilities', exact: true }).click();
      const facilities = page.getByRole('dialog', { name: 'Facilities' });
      await facetOption(facilities, /^Spa \(\d+\)$/).check();
      await expectAxeClean(page);
      await facilities.getByRole('button', { name: 'Confirm' }).click();
      await expect(facilities).toBeHidden();
    }

    // SRCH-030: the hash holds the filters, from=searchBar, no page.
    await expect(page).toHaveURL(/\/search\?lng=en&from=searchBar#priceMax=15000&facilities=spa$/);
    await expect(region(page).getByTestId('offer-card').first()).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/#priceMax=15000&facilities=spa$/);
    await expect(region(page).getByTestId('offer-card').first()).toBeVisible();
    if (isMobile) {
      await expect(
        filterBar(page).getByRole('button', { name: 'Filters (2 selected)' }),
      ).toBeVisible();
    } else {
      await expect(
        filterBar(page).getByRole('button', { name: 'Price (1 selected)' }),
      ).toBeVisible();
      await filterBar(page).getByRole('button', { name: 'Facilities (1 selected)' }).click();
      await expect(
        facetOption(page.getByRole('dialog', { name: 'Facilities' }), /^Spa \(\d+\)$/),
      ).toBeChecked();
    }
  },
);

test(
  'SRCH-020, SRCH-030, CRIT-045..048: sort from the bar (a bottom drawer on mobile)',
  BOTH_VIEWPORTS,
  async ({ page, isMobile }) => {
    await openSearch(page);
    await filterBar(page).getByRole('button', { name: 'Sort: Quality/Price' }).click();
    const sort = page.getByRole('dialog', { name: 'Sort by' });
    await expect(sort.getByRole('button', { name: 'Discount' })).toBeVisible();
    if (isMobile) {
      // The drawer sits at the bottom of the screen (once it has slid up).
      const bottom = async () => {
        const box = await sort.boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      };
      await expect.poll(bottom).toBe(page.viewportSize()?.height);
    }
    await expectAxeClean(page);
    await sort.getByRole('button', { name: 'Price Ascending' }).click();
    await expect(page).toHaveURL(/\/search\?lng=en&from=searchBar#sort=priceAsc$/);
    await expect(
      filterBar(page).getByRole('button', { name: 'Sort: Price Ascending' }),
    ).toBeVisible();
  },
);

test(
  'SRCH-021, SRCH-022: keyboard only: Enter opens, Escape restores and gives focus back, Enter applies',
  BOTH_VIEWPORTS,
  async ({ page, isMobile }) => {
    await openSearch(page);
    const bar = filterBar(page);
    const opener = bar.getByRole('button', {
      name: isMobile ? 'Filters' : 'Facilities',
      exact: true,
    });
    const panel = page.getByRole('dialog', { name: isMobile ? 'Filters' : 'Facilities' });
    await opener.focus();

    // Escape restores the current search.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const spa = facetOption(panel, /^Spa \(\d+\)$/);
    await spa.focus();
    await page.keyboard.press('Space');
    await expect(spa).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(
      bar.getByRole('button', { name: isMobile ? 'Filters' : 'Facilities', exact: true }),
    ).toBeFocused();
    await expect(page).toHaveURL(/#a=2$/);

    // Reopened: the pending tick is gone; tick it again and apply with Tab and Enter.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(spa).not.toBeChecked();
    await spa.focus();
    await page.keyboard.press('Space');
    const apply = panel.getByRole('button', { name: isMobile ? /^View \d+ offers?$/ : 'Confirm' });
    await tabTo(page, apply, 60);
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/from=searchBar#facilities=spa$/);
  },
);

test(
  'SRCH-024, SRCH-025: a city brings the include-offers-around switch; outside Distance applies it',
  BOTH_VIEWPORTS,
  async ({ page, isMobile }) => {
    // A city of the seeded catalogue, as the destination autocomplete answers it.
    const city = await page.request.get(
      '/api/autocomplete-geonames.json?locale=fr_FR&term=Paris&maxResults=30',
    );
    expect(city.ok()).toBeTruthy();
    const suggestions = (await city.json()) as { id: string | number; category: string }[];
    const paris = suggestions.find((suggestion) => suggestion.category === 'city');
    if (!paris) throw new Error('The seeded catalogue has no city named Paris');
    await openSearch(page, `a=2&city=${paris.id}`);
    const bar = filterBar(page);
    if (isMobile) {
      await bar.getByRole('button', { name: 'Filters' }).click();
    } else {
      await bar.getByRole('button', { name: 'Distance', exact: true }).click();
    }
    const panel = page.getByRole('dialog', { name: isMobile ? 'Filters' : 'Distance' });
    const around = panel.getByRole('switch', { name: 'Include offers around' });
    await expect(around).not.toBeChecked();
    await around.check();
    await expect(panel.getByRole('radio', { name: '200 km' })).toBeChecked();
    if (isMobile) {
      await panel.getByRole('button', { name: /^View \d+ offers?$/ }).click();
    } else {
      // SRCH-024: a click outside the changed Distance dropdown applies it.
      await region(page).getByTestId('result-count').click();
    }
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#city=${paris.id}&distanceMin=0&distanceMax=200$`));
  },
);
