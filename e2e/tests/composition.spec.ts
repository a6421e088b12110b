import { expect } from '@playwright/test';
import { test } from './test';
import { firstOffer } from './helpers';

test('issue 2 §2: React and ReactDOM are downloaded exactly once per page', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      // A body still coming when the test ends (a lazily loaded section) is not one of React's.
      scripts.push(response.text().catch(() => ''));
  });
  const offer = await firstOffer(page);
  await page.goto(`/weekend/${offer.id}?lng=en`);
  await expect(page.locator('[data-boundary="mfe_product"] h1')).toBeVisible();
  // The heading is in the served HTML (issue 16): the page's code is what loads until it is quiet.
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  // Markers that only React's and ReactDOM's own modules contain.
  expect(bodies.filter((body) => body.includes('.useOptimistic=')).length).toBe(1);
  expect(bodies.filter((body) => body.includes('.hydrateRoot=')).length).toBe(1);
});

test('ADR 0003: remotes come from the runtime registry, not from the shell build', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  await page.route('**/registry.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as { remotes: Record<string, string> };
    registry.remotes.mfe_content = '/apps/mfe-content/mf-manifest.json?deployment=canary';
    await route.fulfill({ response, json: registry });
  });
  await page.goto('/?lng=en');
  await expect(page.locator('[data-boundary="mfe_content"] h1')).toBeVisible();
  expect(requested).toContain('/apps/mfe-content/mf-manifest.json?deployment=canary');
});

/**
 * What a page's HTML asks for ahead of its code: its `<link rel="preload">` addresses, and on a
 * served page (ADR 0100) the code listed to start after its first paint.
 */
function askedAhead(html: string): { fetches: string[]; scripts: string[] } {
  const linked = (as: string) =>
    [...html.matchAll(/<link rel="?preload"? href="?([^"\s>]+)"? as="?(\w+)"?/g)]
      .filter((match) => match[2] === as)
      .map((match) => match[1] ?? '');
  const listed = /<script type="application\/json" id="page-code">(.*?)<\/script>/.exec(html);
  const code = listed
    ? (JSON.parse(listed[1] ?? '') as { fetches: string[]; scripts: string[] })
    : { fetches: [], scripts: [] };
  return {
    fetches: [...linked('fetch'), ...code.fetches],
    scripts: [...linked('script'), ...code.scripts],
  };
}

test('ARCHITECTURE §2: the HTML asks ahead for the registry and the route remote; no inline script; CSP set; an icon', async ({
  request,
}) => {
  for (const address of ['/search', '/checkout/1/summary']) {
    const { fetches, scripts } = askedAhead(await (await request.get(address)).text());
    expect(fetches).toContain('/registry.json');
    expect(scripts.some((file) => file.startsWith('/apps/'))).toBe(true);
  }
  const response = await request.get('/search');
  const html = await response.text();
  const { scripts } = askedAhead(html);
  expect(scripts).toContain('/apps/mfe-search/remoteEntry.js');
  expect(scripts).toContainEqual(
    expect.stringMatching(/^\/apps\/mfe-search\/__federation_expose_SearchPage\.[a-f0-9]+\.js$/),
  );
  // No inline code; a served page's data is JSON, which the browser does not run (ADR 0088).
  expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
  // The page names its icon, so browsers do not ask for a missing /favicon.ico.
  const icon = /<link rel="?icon"? href="?(\/favicon\.svg[^" >]*)/.exec(html)?.[1] ?? '';
  const iconResponse = await request.get(icon);
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()['content-type']).toContain('image/svg+xml');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
});

test("ADR 0021: the HTML preloads the shell's start-up chunks (React DOM among them) and the page uses each", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/search')).text();
  const preloaded = askedAhead(html).scripts.filter((file) => /^\/\d+\.[a-f0-9]+\.js$/.test(file));
  expect(preloaded.length).toBeGreaterThan(3);
  const bodies = await Promise.all(preloaded.map(async (file) => (await request.get(file)).text()));
  expect(bodies.some((body) => body.includes('.createRoot='))).toBe(true);

  const requested = new Set<string>();
  page.on('request', (sent) => requested.add(new URL(sent.url()).pathname));
  await page.goto('/search?lng=en');
  await expect(page.locator('[data-boundary="mfe_search"] h1')).toBeVisible();
  for (const file of preloaded) expect(requested).toContain(file);
});

test('API-015: the product page shows the label and hotel from the API', async ({ page }) => {
  const offer = await firstOffer(page);
  const detail = await page.request.get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`);
  const body = (await detail.json()) as { label: string; hotel: { label: string } };
  await page.goto(`/weekend/${offer.id}`);
  const region = page.locator('[data-boundary="mfe_product"]');
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(body.label);
  // The price is the booking side's (price banner, product-booking's journey checks it).
  await expect(region.getByTestId('hotel-score')).toContainText(body.hotel.label);
});

test('API-015 (skeleton): an unknown product shows a clear message, not a blank page', async ({
  page,
}) => {
  await page.goto('/weekend/999999999?lng=en');
  await expect(
    page.locator('[data-boundary="mfe_product"]').getByRole('heading', { level: 1 }),
  ).toHaveText('This offer does not exist');
});

test('SHELL-056: robots.txt lets crawlers read the pages (which carry their own robots) and keeps them off the API and checkout', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Disallow: /api/',
      'Allow: /api/images/',
      'Disallow: /checkout/',
    ]),
  );
  expect(lines).not.toContain('Disallow: /');
  // Known pages answer 200, an unknown address 404.
  expect((await request.get('/search')).status()).toBe(200);
  expect((await request.get('/no-such-page')).status()).toBe(404);
});
