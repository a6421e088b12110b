import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, expectShell, hostUrl } from './helpers';

const region = (page: Page) => page.locator('[data-boundary="mfe_product"]');
const title = (page: Page) => region(page).getByRole('heading', { level: 1 });

/** A weekend the detail call says is published (or not), found by id in the seeded catalogue. */
async function weekendWhere(
  page: Page,
  published: boolean,
): Promise<{ id: number; label: string }> {
  for (let id = 1; id <= 600; id += 1) {
    const response = await page.request.get(
      `/api/weekend/${id}/detail.json?locale=fr_FR&fetchPageModel=false`,
    );
    if (!response.ok()) continue;
    const detail = (await response.json()) as {
      id: number;
      label: string;
      published: boolean;
      expiration: string | null;
    };
    const expired =
      detail.expiration !== null && detail.expiration < new Date().toISOString().slice(0, 10);
    if (detail.published === published && (published ? !expired : true)) return detail;
  }
  throw new Error(`No ${published ? 'published' : 'unpublished'} weekend in the seeded catalogue`);
}

test('issue 11: a product opened from search shows its page; the gallery opens and closes, focus back on its button', async ({
  page,
}) => {
  await page.goto('/search?lng=en');
  const card = page.locator('[data-boundary="mfe_search"]').getByTestId('offer-card').first();
  const link = card.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/weekend\/\d+/);
  await link.click();
  await expect(page).toHaveURL(/\/weekend\/\d+/);
  await expectShell(page);
  await expect(title(page)).toBeVisible();
  // PROD-002, PROD-004: breadcrumb, "Your stay includes".
  await expect(region(page).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(region(page).getByRole('heading', { name: 'Your stay includes' })).toBeVisible();

  // PROD-003: "See N pictures" opens the full gallery (lazily loaded); Escape closes it.
  const seeAll = region(page).getByRole('button', { name: /^See \d+ pictures?$/ });
  await seeAll.click();
  const gallery = page.getByRole('dialog');
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(seeAll).toBeFocused();
});

test(
  'PROD-007: a tab scrolls to its section, 70 px below the top on desktop, 30 px on mobile',
  BOTH_VIEWPORTS,
  async ({ page, isMobile }) => {
    const { id } = await weekendWhere(page, true);
    await page.goto(`/weekend/${id}?lng=en`);
    await expect(title(page)).toBeVisible();
    const nav = region(page).getByRole('navigation', { name: 'Sections of the offer' });
    await expect(nav.getByRole('button')).toHaveCount(5);
    await nav.getByRole('button', { name: 'Hotel' }).click();
    const section = region(page).locator('section#hotel');
    await expect(section).toBeFocused();
    const offset = isMobile ? 30 : 70;
    // Smooth scrolling: wait for it to settle at the offset (or at the bottom of a short page).
    await expect
      .poll(
        async () =>
          page.evaluate(
            ({ expected }) => {
              const top = document.getElementById('hotel')!.getBoundingClientRect().top;
              const atBottom =
                Math.ceil(window.scrollY + window.innerHeight) >=
                document.documentElement.scrollHeight - 1;
              return Math.abs(top - expected) <= 2 || (atBottom && top > expected);
            },
            { expected: offset },
          ),
        { timeout: 5_000 },
      )
      .toBe(true);
    await expect(nav.getByRole('button', { name: 'Hotel' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAxeClean(page);
  },
);

test('PROD-013: an expired offer shows "Too late!" and a way to the hotel’s other offers', async ({
  page,
}) => {
  const { id } = await weekendWhere(page, false);
  const response = await page.goto(`/weekend/${id}?lng=en`);
  expect(response?.status()).toBe(200);
  await expect(region(page).getByRole('heading', { name: 'Too late!' })).toBeVisible();
  await expect(
    region(page).getByText(
      'This offer has expired... Luckily, we have other stays to suggest you.',
    ),
  ).toBeVisible();
  await expect(region(page).getByRole('link', { name: 'See other offers' })).toHaveAttribute(
    'href',
    /^\/hotel\/\d+\?lng=en#anchor=products$/,
  );
  await expectAxeClean(page);
});

test('issue 11: an unknown or non-numeric product id answers 404 like the not-found page', async ({
  page,
}) => {
  for (const path of ['/weekend/999999999', '/weekend/abc']) {
    const response = await page.goto(`${path}?lng=en`);
    expect(response?.status()).toBe(404);
    await expect(
      region(page).getByRole('heading', { name: 'This offer does not exist' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('PROD-008: in the Spanish market, in Spanish, the tabs are hidden; the page is axe-clean', async ({
  page,
}) => {
  const { id } = await weekendWhere(page, true);
  await page.goto(hostUrl('es.localhost', `/weekend/${id}`));
  await expect(title(page)).toBeVisible();
  await expect(region(page).getByRole('heading', { name: 'Tu estancia incluye' })).toBeVisible();
  await expect(
    region(page).getByRole('navigation', { name: 'Secciones de la oferta' }),
  ).toHaveCount(0);
  await expect(region(page).getByRole('region', { name: 'Opiniones' })).toHaveCount(1);
  // The document title and description come from the product's page model.
  await expect(page).toHaveTitle(
    new RegExp(`^${(await title(page).textContent())!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `),
  );
  await expectAxeClean(page);
});

test('issue 11: the product page in English is axe-clean with the other offers loaded', async ({
  page,
}) => {
  const { id } = await weekendWhere(page, true);
  await page.goto(`/weekend/${id}?lng=en`);
  await expect(title(page)).toBeVisible();
  // The sections come once the first screen is shown; the extras and other offers near the viewport.
  const experience = region(page).getByRole('region', { name: 'Program and activities' });
  await experience.scrollIntoViewIfNeeded();
  await expect(region(page).getByRole('heading', { name: 'Add an extra' })).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  await expect(region(page).getByRole('heading', { name: /other offers? at:/ })).toBeVisible();
  await expectAxeClean(page);
});
