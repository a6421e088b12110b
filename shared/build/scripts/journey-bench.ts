/**
 * Issue 12's "booking journey's time (search to confirmation)", measured on the production build
 * in Chromium as a shopper without think time takes it: the search page → the first stay card →
 * its page → the first bookable dates → the quote → Book → the summary with the buyer's details
 * → the payment by card with the bank's challenge → the confirmation. Each step's time is the
 * time until the next page shows what the shopper acts on. RUNS journeys (default 3), one fresh
 * browser context each, desktop (VIEWPORT=mobile for a phone); prints each step's median and the
 * whole journey's. Run: `npm run bench:journey` (the apps built first).
 */
import { type Page, chromium, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';
import { startShop } from './shop-server';

const PORT = Number(process.env.BENCH_PORT ?? 4326);
const RUNS = Number(process.env.RUNS ?? 3);
const MOBILE = process.env.VIEWPORT === 'mobile';
const TIMEOUT = 20_000;

const checkout = (page: Page) => page.locator('[data-boundary="mfe_checkout"]');

/** Clicks the first day of the open calendar that can be chosen after `after` (a yyyy-MM-dd). */
async function pickDay(page: Page, after = ''): Promise<string> {
  const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
  const days = calendar.locator('[data-date]:not([aria-disabled="true"])');
  await days.first().waitFor({ timeout: TIMEOUT });
  for (const day of await days.all()) {
    const date = (await day.getAttribute('data-date')) ?? '';
    if (date > after) {
      await day.click();
      return date;
    }
  }
  throw new Error(`no bookable day after ${after}`);
}

const STEPS = ['search', 'product', 'quote', 'summary', 'payment', 'confirmation'] as const;
type Step = (typeof STEPS)[number];

async function journey(page: Page, base: string): Promise<Record<Step, number>> {
  const times = {} as Record<Step, number>;
  let last = performance.now();
  const lap = (step: Step) => {
    const now = performance.now();
    times[step] = now - last;
    last = now;
  };
  await page.goto(`${base}/search?lng=en`);
  const card = page
    .locator('[data-boundary="mfe_search"] [data-testid="offer-card"][data-kind="stay"]')
    .first();
  await card.waitFor({ timeout: TIMEOUT });
  lap('search');

  await card.getByRole('heading').getByRole('link').first().click();
  let panel = page.getByRole('region', { name: 'Book this stay' });
  if (MOBILE) {
    const open = page
      .getByTestId('mobile-booking-bar')
      .getByRole('button', { name: 'Personalise your stay' });
    await open.waitFor({ timeout: TIMEOUT });
    lap('product');
    await open.click();
    panel = page
      .getByRole('dialog', { name: 'Personalise your stay' })
      .getByTestId('booking-panel');
  } else {
    await panel.waitFor({ timeout: TIMEOUT });
    lap('product');
  }
  await panel.getByRole('button', { name: /^Dates/ }).click();
  const checkin = await pickDay(page);
  await pickDay(page, checkin);
  const activityDays = panel.getByRole('group', { name: /^Day of / });
  for (const group of await activityDays.all()) await group.getByRole('radio').first().check();
  await panel.getByTestId('quote-total').waitFor({ timeout: TIMEOUT });
  lap('quote');

  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  const form = checkout(page).getByTestId('buyer-form');
  await form.waitFor({ timeout: TIMEOUT });
  lap('summary');
  await form.getByLabel('Title').selectOption('MRS');
  await form.getByLabel('First name').fill('Camille');
  await form.getByLabel('Last name').fill('Durand');
  await form.getByLabel('Email').fill('camille.bench@example.fr');
  await form.getByLabel('Phone number').fill('06 12 34 56 78');
  await form.getByLabel('Address').fill('12 rue des Lilas');
  await form.getByLabel('Postal code').fill('75011');
  await form.getByLabel('City').fill('Paris');
  await form.getByLabel('Country').selectOption('FR');
  await checkout(page)
    .getByLabel(/Flexible option/)
    .check();
  await checkout(page).getByRole('button', { name: 'Continue to payment' }).click();
  const payment = checkout(page).getByTestId('payment-form');
  await payment.waitFor({ timeout: TIMEOUT });
  lap('payment');

  await payment.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await checkout(page).getByTestId('pay').click();
  const challenge = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  await challenge.getByLabel('Security code').fill('123456');
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await checkout(page)
    .getByText(/your booking is confirmed/)
    .waitFor({ timeout: TIMEOUT });
  lap('confirmation');
  return times;
}

/**
 * A returning shopper (BEY-004, SHELL-020): the cookie choice and the newsletter prompt already
 * answered, so neither banner is a step of the journey (as in the Playwright suites).
 */
function returningShopper(base: string) {
  const now = Date.now();
  return {
    cookies: [
      {
        name: 'shop_consent',
        value: `v1.0.0.${now}`,
        domain: new URL(base).hostname,
        path: '/',
        expires: Math.floor(now / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [
      { origin: base, localStorage: [{ name: 'shop:newsletter-handled', value: String(now) }] },
    ],
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const shop = await startShop(PORT, { lowPriority: false });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const runs: Record<Step, number>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      ...(MOBILE ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } }),
      storageState: returningShopper(shop.base),
    });
    const page = await context.newPage();
    runs.push(await journey(page, shop.base));
    await context.close();
  }
  console.log(
    `\nBooking journey, search to confirmation (${MOBILE ? 'Pixel 7' : 'desktop 1280×800'}, ${RUNS} runs, median ms):\n`,
  );
  for (const step of STEPS) {
    console.log(`  ${step.padEnd(14)}${Math.round(median(runs.map((run) => run[step])))}`);
  }
  const totals = runs.map((run) => STEPS.reduce((sum, step) => sum + run[step], 0));
  console.log(`  ${'whole journey'.padEnd(14)}${Math.round(median(totals))}`);
} finally {
  await browser.close();
  shop.stop();
}
