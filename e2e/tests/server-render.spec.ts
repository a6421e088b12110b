import { expect, type Page, test as plainTest } from '@playwright/test';
import { FIRST_VISIT, test } from './test';
import { BOTH_VIEWPORTS, expectShell, NO_CONSENT_STATE } from './helpers';

/**
 * Issue 16 items 1, 2 and 5 (ADR 0088), on the pages the route table marks server-rendered: the
 * gateway serves their HTML rendered by the shell's and mfe-content's
 * server builds, the browser hydrates it without a mismatch and without asking for its data again,
 * and a visitor without JavaScript reads the page and follows its links.
 */

/** The errors and warnings the page writes to its console (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const STATIC_PAGE = '/page/faq?lng=en';
const CONTENT_CALL = '/api/content/faq.json';

test('issue 16: the served HTML of a static page holds its title, content, shell and data', async ({
  request,
}) => {
  const response = await request.get(STATIC_PAGE);
  expect(response.status()).toBe(200);
  // ADR 0090: laid out for the device the user agent names, in the cookies' language and consent.
  expect(response.headers().vary).toMatch(/^Cookie, User-Agent\b/);
  const html = await response.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
  expect(html).toMatch(/<h2>How do I change my booking\?<\/h2>/);
  expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Weekend Shop<\/a>/);
  expect(html).toMatch(/data-boundary="mfe_content" data-release="[^"]+"/);
  expect(html).toContain(
    `<script type="application/json" id="server-data">{"data":{"${CONTENT_CALL}`,
  );
  expect(html).not.toContain('needs JavaScript');
  // The CSP refuses style attributes in HTML: a server-rendered page carries none.
  expect(html).not.toMatch(/<div id="root">[\s\S]*style="/);
});

test('issue 16 target: the raw HTML of a product page holds its title, hotel, price and breadcrumb', async ({
  request,
}) => {
  const html = await (await request.get('/weekend/1?lng=en')).text();
  const region = html.slice(html.indexOf('data-boundary="mfe_product"'));
  expect(region).toMatch(/<h1[^>]*>Séjour bien-être à Deauville<\/h1>/);
  expect(region).toContain('Manoir des Jardins');
  // The "from" price of today's catalogue (it follows the dates on sale), as the page asks for it.
  const { sellPrice } = (await (
    await request.get('/api/weekend/1/price.json?locale=fr_FR&adult=2&child=0&baby=0')
  ).json()) as { sellPrice: number };
  const euros = (sellPrice / 100).toFixed(sellPrice % 100 === 0 ? 0 : 2).replace('.', '[.,]');
  expect(region).toMatch(new RegExp(`From(<!-- -->)? ${euros}(&nbsp;|\\s| )€`));
  expect(region).toMatch(/<nav [^>]*aria-label="Breadcrumb"[\s\S]*?Deauville[\s\S]*?<\/nav>/);
  expect(html).not.toContain('needs JavaScript');
});

test('ADR 0100: a served page carries its styles (its CSP allows them) and starts its code after its first paint', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });
  const response = await page.goto('/weekend/1?lng=en');
  const html = (await response?.text()) ?? '';
  const carried = [...html.matchAll(/<style nonce="([^"]+)" data-href="([^"]+)"/g)];
  expect(carried.length).toBeGreaterThan(1);
  expect(html).not.toMatch(/<link rel="?stylesheet"?/);
  const csp = response?.headers()['content-security-policy'] ?? '';
  for (const [, nonce] of carried) expect(csp).toContain(`'nonce-${nonce}'`);
  await expect(page.locator('[data-boundary="mfe_product"] h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The code that brings those styles finds them in the page: none is asked for again.
  const names = carried.map(([, , name]) => `/${name ?? ''}`);
  expect(stylesheets.filter((path) => names.some((name) => path.endsWith(name)))).toEqual([]);
  const { painted, entry } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    entry:
      performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === '/main.js')?.startTime ?? -1,
  }));
  expect(painted).toBeGreaterThan(0);
  expect(entry).toBeGreaterThan(painted);
});

test('BEY-008: a served search page’s head has the title and description it rendered with; a served page’s title names the site once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/gift/search?lng=en')).text();
  expect(html).toContain('<title>Gift a weekend | Weekend Shop</title>');
  expect(html).toContain(
    '<meta name="description" content="Give a weekend getaway: choose a stay to offer, with or without dates, as an e-gift or a gift box." />',
  );
  await page.goto('/gift/search?lng=en');
  await expect(page).toHaveTitle('Gift a weekend | Weekend Shop');
  // A page whose head the catalogue makes (its own title) gets the site's name once hydrated.
  await page.goto(STATIC_PAGE);
  await expect(page).toHaveTitle(/^[^|]+ \| Weekend Shop$/);
});

test('issue 16: the browser hydrates the page without a mismatch and without fetching its data again', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const contentCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(CONTENT_CALL)) contentCalls.push(sent.url());
  });

  await page.goto(STATIC_PAGE);
  await expectShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  // Hydration fetched nothing the HTML already had.
  expect(contentCalls).toEqual([]);
  // Hydrated: the shell's links route within the page (the same document) and it responds.
  await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/contact/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);

  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('issue 16 item 5: a visitor reads the static page and follows its links', async ({
    page,
  }) => {
    await page.goto(STATIC_PAGE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(page.getByText('12 months from purchase.')).toBeVisible();
    await page.getByRole('link', { name: 'Weekend Shop, go to the homepage' }).click();
    await expect(page).toHaveURL(/\/\?|\/$/);
  });
});

test.describe('without JavaScript, on a first visit', () => {
  test.use({ ...FIRST_VISIT, javaScriptEnabled: false });

  test('BEY-004, ADR 0100: the cookie banner records the choice and sends the visitor back to the page', async ({
    page,
    context,
  }) => {
    await page.goto(STATIC_PAGE);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page).toHaveURL(/\/page\/faq\?lng=en$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject all' })).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'shop_consent')?.value).toMatch(/^v1\.0\.0\./);
    expect(cookies.find((cookie) => cookie.name === 'shop_cid')).toBeUndefined();
  });
});

/** A served page of each kind, and what its HTML shows before any script runs. */
const SERVED_PAGES = [
  { path: '/hotel/1?lng=en', heading: 'Manoir des Jardins' },
  {
    path: '/hotel/1?lng=en#checkin=2027-03-12&checkout=2027-03-14&a=3',
    heading: 'Manoir des Jardins',
  },
  { path: '/weekend/1?lng=en', heading: 'Séjour bien-être à Deauville' },
  {
    path: '/weekend/1?lng=en#checkin=2027-03-12&checkout=2027-03-14&a=3',
    heading: 'Séjour bien-être à Deauville',
  },
  { path: '/activity/500001?lng=en', heading: 'Massage en duo à Paris' },
  { path: '/gifting/1?lng=en', heading: 'Your gift voucher' },
  { path: '/gifting/1?lng=en#nights=2', heading: 'Your gift voucher' },
  { path: '/giftcard/customization?lng=en', heading: 'Gift card' },
  { path: '/boxes/1?lng=en', heading: 'Gift boxes' },
  { path: '/?lng=en', heading: null },
  { path: '/weekend-ideas?lng=en', heading: null },
  { path: '/landing/selection-2?lng=en', heading: 'Week-ends spa à moins de 150 €' },
  { path: '/contact?lng=en&ref=contact_error', heading: 'Contact us' },
  { path: '/minisite/cezam-fr?lng=en', heading: 'Weekends for Cezam Avantages members' },
  // ADR 0097: the search pages, without and with criteria in the hash.
  { path: '/search?lng=en', heading: 'Weekend getaways' },
  { path: '/search?lng=en#a=1&theme=2', heading: 'Weekend getaways' },
  { path: '/gift/search?lng=en', heading: 'Gift a weekend' },
  { path: '/activities/search?lng=en', heading: 'Activities' },
];

for (const { path, heading } of SERVED_PAGES) {
  test(
    `issue 16: ${path} is served as HTML and hydrates without a mismatch`,
    BOTH_VIEWPORTS,
    async ({ page }) => {
      const problems = consoleProblems(page);
      const served = await page.request.get(path);
      expect(await served.text()).toContain('id="server-data"');
      // The page's region as the server sent it, to find it again once hydrated (ADR 0090).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Reflect.set(window, 'servedRegion', document.querySelector('[data-boundary] > *'));
        });
      });
      await page.goto(path);
      await expectShell(page);
      if (heading)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydration and what follows it (code loaded for the sections, the hash applied) settle.
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // Hydrated in place: the browser kept the server's elements instead of rendering anew.
      const kept = await page.evaluate(() => {
        const region = Reflect.get(window, 'servedRegion') as Element | null;
        return region !== null && region === document.querySelector('[data-boundary] > *');
      });
      expect(kept).toBe(true);
      // Nothing is wider than the screen (a phone would zoom the whole page out, and shift it).
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    },
  );
}

test('ADR 0097: a served search with criteria in the hash shows no result of the wrong criteria, then its own', async ({
  page,
}) => {
  const path = '/search?lng=en';
  // The served HTML holds the results of the address without hash.
  const html = await (await page.request.get(path)).text();
  expect(html).toMatch(/data-hash-sensitive[\s\S]*<article/);
  // The shell's code is held back: what shows before it runs is what the server sent.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  // Resolves once the page is hydrated (the fixture), after the code is released.
  const visit = page.goto(`${path}#a=1`);
  await page.locator('[data-hash-sensitive]').waitFor({ state: 'attached' });
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-hash-pending')),
  ).toBe(true);
  await expect(page.locator('[data-hash-sensitive]')).toBeHidden();
  release();
  await visit;
  await expect(page.locator('[data-hash-sensitive]')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-hash-pending')),
  ).toBe(false);
});

plainTest.describe('ADR 0096: code arriving late', () => {
  plainTest.use({ storageState: NO_CONSENT_STATE });

  plainTest(
    'a click right after the page says it is hydrated reaches the cookie banner, whose code came last',
    async ({ page }) => {
      // The banner's lazily loaded code arrives a second late.
      await page.route(/\.js(\?|$)/, async (route) => {
        const response = await route.fetch();
        if ((await response.text()).includes('consent-banner'))
          await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fulfill({ response });
      });
      // Playwright's own `goto`: the shop's fixture would wait for every section to be hydrated.
      await page.goto(STATIC_PAGE);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.getByRole('button', { name: 'Accept all' }).click({ timeout: 1000 });
      await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
      // Scripts the page still asks for are let go with the page.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );
});

/** The shopper's own pages, served as a frame (ADR 0101), and the heading each shows in it. */
const FRAMED_PAGES = [
  { path: '/checkout/activity/500001?lng=en', heading: 'Your activity voucher' },
  { path: '/confirmation/1?lng=en', heading: 'Order confirmation' },
  { path: '/account?lng=en', heading: 'Your account' },
  { path: '/beneficiary/login?lng=en', heading: 'I have received a box / getaway gift' },
];

for (const { path, heading } of FRAMED_PAGES) {
  test(
    `ADR 0101: ${path} is served as a frame without the page, then shows it`,
    BOTH_VIEWPORTS,
    async ({ page }) => {
      const problems = consoleProblems(page);
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('id="server-data"');
      expect(html).toContain('Skip to content');
      // The region holds the skeleton; what the page shows is the browser's own.
      expect(html).toMatch(/data-boundary="mfe_(checkout|gifting)"><div[^>]*aria-busy="true"/);
      expect(html).not.toContain(heading);
      await page.goto(path);
      await expectShell(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    },
  );
}
