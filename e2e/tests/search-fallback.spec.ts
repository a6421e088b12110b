import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, hostUrl } from './helpers';

const region = (page: Page) => page.locator('[data-boundary="mfe_search"]');

interface FewResults {
  hash: string;
  city: string;
  count: number;
}

/**
 * A search of the seeded catalogue with fewer exact results than a page (24) but at least 3: a
 * city among the most stocked destinations, narrowed by a theme.
 */
async function findFewResults(request: APIRequestContext): Promise<FewResults> {
  const top = await request.get('/api/recommendedAutocomplete.json?locale=fr_FR');
  expect(top.ok()).toBeTruthy();
  const cities = ((await top.json()) as { id: number; label: string; category: string }[]).filter(
    (place) => place.category === 'city',
  );
  for (const city of cities) {
    for (const theme of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const answer = await request.post('/api/offers.json', {
        data: { locale: 'fr_FR', criteria: { city: city.id, theme } },
      });
      const body = (await answer.json()) as { resultsCount: number };
      if (body.resultsCount >= 3 && body.resultsCount < 24)
        return {
          hash: `city=${city.id}&theme=${theme}`,
          city: city.label,
          count: body.resultsCount,
        };
    }
  }
  throw new Error('The seeded catalogue has no city and theme with 3 to 23 offers');
}

test('SRCH-061..063: few exact results show fallback blocks of 3 when scrolled, with the info message', async ({
  page,
  request,
}) => {
  const few = await findFewResults(request);
  const fallbackBodies: Record<string, unknown>[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/offers.json') && sent.method() === 'POST') {
      const body = sent.postDataJSON() as Record<string, unknown>;
      if (body.limit === 3) fallbackBodies.push(body);
    }
  });
  await page.goto(`/search?lng=en#${few.hash}`);
  const search = region(page);
  await expect(search.getByTestId('result-count')).toHaveText(new RegExp(`^${few.count} offers`));
  const slot = search.getByTestId('fallback-slot');
  await expect(slot).toBeAttached();
  // SRCH-062: below the results, nothing is asked before the blocks come near.
  expect(fallbackBodies).toEqual([]);

  await slot.scrollIntoViewIfNeeded();
  await expect(
    search.getByText('Only a few offers match your search: here are more suggestions close to it.'),
  ).toBeVisible();
  const first = search.getByRole('region', { name: /^Around .+ \(30 km\)$/ });
  await expect(first).toBeVisible();
  const cards = first.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  // API-006: limit 3, no page model, 30 km around the city.
  expect(fallbackBodies[0]).toMatchObject({
    limit: 3,
    fetchPageModel: false,
    criteria: { distanceMin: 0, distanceMax: 30 },
  });
  const seeAll = first.getByRole('link', { name: /^See all offers/ });
  await expect(seeAll).toHaveAttribute('href', /^\/search\?lng=en#.*distanceMax=30/);

  // Every block in turn, then accessibility of the whole page.
  for (const block of await search.getByTestId('fallback-block').all()) {
    await block.scrollIntoViewIfNeeded();
  }
  await expect(
    search.getByTestId('fallback-block').last().getByTestId('offer-card').first(),
  ).toBeVisible();
  await expectAxeClean(page, '[data-testid="fallback-slot"]');

  // "See all offers" runs the suggestion search.
  await seeAll.click();
  await expect(page).toHaveURL(/distanceMax=30/);
  await expect(search.getByTestId('offer-card').first()).toBeVisible();
});

test('SRCH-005: inline promotional blocks come after the first 3 results, loaded without layout shift', async ({
  page,
  request,
}) => {
  const few = await findFewResults(request);
  await page.goto(`/search?lng=en#${few.hash}`);
  const search = region(page);
  const firstRow = search.locator('ol[data-block="0"]');
  await expect(firstRow.getByTestId('offer-card')).toHaveCount(3);
  const slot = search.getByTestId('inline-promos-slot');
  const before = await slot.boundingBox();
  await slot.scrollIntoViewIfNeeded();
  const promos = search.getByRole('region', { name: 'Gift ideas and offers' });
  await expect(promos).toBeVisible();
  // Right after the first row, before the next block of results.
  expect(
    await promos.evaluate((section) => {
      const row = document.querySelector('[data-boundary="mfe_search"] ol[data-block="0"]');
      const next = document.querySelector('[data-boundary="mfe_search"] ol[data-block="1"]');
      const after = (a: Node | null, b: Node) =>
        a !== null && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return after(row, section) && (next === null || after(section, next));
    }),
  ).toBe(true);
  await expect(promos.locator('[data-promo]')).toHaveCount(3);
  await expect(promos.locator('[data-promo="targetedBanner"] h3')).not.toBeEmpty();
  await expect(promos.getByRole('link', { name: 'Offer a stay' })).toHaveAttribute(
    'href',
    `/gift/search#${few.hash}`,
  );
  await expect(promos.getByRole('link', { name: 'See the gift vouchers' })).toHaveAttribute(
    'href',
    '/gift/search',
  );
  // The reserved height holds the blocks: the slot did not grow.
  const after = await slot.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(2);
  await expectAxeClean(page, '[data-testid="inline-promos-slot"]');
});

test('SRCH-006: customer-care mode shows the results without inline promotional blocks', async ({
  page,
  request,
}) => {
  const few = await findFewResults(request);
  await page.goto(hostUrl('care.localhost', `/search?lng=en#${few.hash}`));
  await page.getByLabel('E-mail').fill('agent@weekend-shop.test');
  await page.getByLabel('Password').fill(process.env.CARE_AGENT_PASSWORD ?? 'care-agent-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('care-panel')).toBeVisible();
  await page.goto(hostUrl('care.localhost', `/search?lng=en#${few.hash}`));
  const search = region(page);
  await expect(search.getByTestId('offer-card').nth(3)).toBeVisible();
  await search.getByTestId('offer-card').nth(3).scrollIntoViewIfNeeded();
  await expect(search.getByTestId('inline-promos-slot')).toHaveCount(0);
  await expect(search.getByRole('region', { name: 'Gift ideas and offers' })).toHaveCount(0);
});

test(
  'SRCH-007, SRCH-008: suggestion links in 5 columns with counts, and the text for search engines',
  BOTH_VIEWPORTS,
  async ({ page }, testInfo) => {
    await page.goto('/search?lng=en#a=2');
    const search = page.locator('[data-flow]');
    const slot = page.getByTestId('seo-slot');
    await slot.scrollIntoViewIfNeeded();
    const links = page.getByRole('navigation', { name: 'Popular destinations' });
    await expect(links).toBeVisible();
    const items = links.getByRole('link');
    await expect(items.first()).toHaveText(/\d+ weekends?$/);
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    const columns = await links
      .getByRole('list')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(testInfo.project.name === 'mobile' ? 2 : 5);
    const text = search.getByTestId('seo-text');
    await expect(text.getByRole('heading', { level: 2, name: 'Weekend getaways' })).toBeVisible();
    expect((await text.innerText()).length).toBeGreaterThan(600);
    await expectAxeClean(page, '[data-testid="seo-slot"]');

    // A link runs the search of its destination.
    await items.first().click();
    await expect(page).toHaveURL(/\/search\?lng=en#(city|region|department|country|poi)=\d+/);
  },
);
