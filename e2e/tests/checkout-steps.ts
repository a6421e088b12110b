import { type Locator, type Page, expect } from '@playwright/test';
import { test } from './test';

// The checkout's steps as a shopper takes them (issue 12), shared by the journeys that book a
// stay: checkout.spec.ts, gift-cards.spec.ts and gift-voucher.spec.ts.

export const product = (page: Page) => page.locator('[data-boundary="mfe_product"]');
export const checkout = (page: Page) => page.locator('[data-boundary="mfe_checkout"]');

/** Search (`from`, or the page already open when null) → the first stay card → its product page. */
export async function openFirstStay(
  page: Page,
  from: string | null = '/search?lng=en',
): Promise<void> {
  if (from !== null) await page.goto(from);
  const card = page
    .locator('[data-boundary="mfe_search"]')
    .locator('[data-testid="offer-card"][data-kind="stay"]')
    .first();
  await expect(card).toBeVisible();
  await card.getByRole('heading').getByRole('link').first().click();
  await page.waitForURL(/\/weekend\/\d+/);
  await expect(product(page).locator('h1')).toBeVisible();
}

export async function bookingPanel(page: Page, mobile: boolean): Promise<Locator> {
  if (mobile) {
    await page
      .getByTestId('mobile-booking-bar')
      .getByRole('button', { name: 'Personalise your stay' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Personalise your stay' });
    await expect(drawer).toBeVisible();
    return drawer.getByTestId('booking-panel');
  }
  const panel = page.getByRole('region', { name: 'Book this stay' });
  await expect(panel).toBeVisible();
  return panel;
}

/** From the focused day on, picks the enabled day after `skip` other enabled ones. */
export async function pickNextEnabledDay(page: Page, skip = 0): Promise<void> {
  let left = skip;
  for (let step = 0; step < 62; step += 1) {
    const focused = page.locator(':focus');
    const disabled = await focused.getAttribute('aria-disabled');
    const date = await focused.getAttribute('data-date');
    if (date && disabled !== 'true') {
      if (left === 0) {
        await page.keyboard.press('Enter');
        return;
      }
      left -= 1;
    }
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('no bookable day found');
}

/**
 * How many bookable days a journey skips before its check-in: the journeys that book run in
 * parallel (desktop and mobile, several tests) on the same first stay, whose days may have one
 * room left; one journey's order would make another's chosen day unbookable. A different day per
 * test and project (from its title) keeps them apart.
 */
function checkinSkip(): number {
  const info = test.info();
  let hash = 7;
  for (const char of `${info.project.name}|${info.titlePath.join('|')}`) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return hash % 12;
}

/** The product page's Book hands over to /checkout/{id}/summary (LEFT-003). */
export async function bookToSummary(
  page: Page,
  mobile: boolean,
  from: string | null = '/search?lng=en',
): Promise<void> {
  await openFirstStay(page, from);
  await bookOpenStay(page, mobile);
}

/** On a stay page already open: the first bookable dates, activity days, Book → the summary. */
export async function bookOpenStay(page: Page, mobile: boolean): Promise<void> {
  const panel = await chooseStay(page, mobile);
  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  await page.waitForURL(/\/checkout\/\d+\/summary\?.*#.*checkin=/);
  await expect(checkout(page).getByTestId('stay-details')).toBeVisible();
}

/** On a stay page already open: the first bookable dates and activity days; the panel, priced. */
export async function chooseStay(page: Page, mobile: boolean): Promise<Locator> {
  const panel = await bookingPanel(page, mobile);
  await panel.getByRole('button', { name: /^Dates/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
  const firstDay = calendar.locator('[data-date]:not([aria-disabled="true"])').first();
  await expect(firstDay).toBeVisible();
  await firstDay.focus();
  const nights = page.waitForResponse((response) =>
    response.url().includes('/packageCheckoutNights.json'),
  );
  await pickNextEnabledDay(page, checkinSkip());
  await nights;
  await page.keyboard.press('ArrowRight');
  await pickNextEnabledDay(page);
  await expect(calendar).toBeHidden();
  const groups = panel.getByRole('group', { name: /^Day of / });
  for (let index = 0; index < (await groups.count()); index += 1) {
    await groups.nth(index).getByRole('radio').first().check();
  }
  await expect(panel.getByTestId('quote-total')).toBeVisible();
  return panel;
}

export async function fillBuyer(page: Page, { insurance = true } = {}): Promise<void> {
  const form = checkout(page).getByTestId('buyer-form');
  await form.getByLabel('Title').selectOption('MRS');
  await form.getByLabel('First name').fill('Camille');
  await form.getByLabel('Last name').fill('Durand');
  await form.getByLabel('Email').fill('camille.durand@example.fr');
  await form.getByLabel('Phone number').fill('06 12 34 56 78');
  await form.getByLabel('Address').fill('12 rue des Lilas');
  await form.getByLabel('Postal code').fill('75011');
  await form.getByLabel('City').fill('Paris');
  await form.getByLabel('Country').selectOption('FR');
  if (insurance) {
    await checkout(page)
      .getByLabel(/Flexible option/)
      .check();
  }
}

export async function fillCard(page: Page, number: string): Promise<void> {
  const form = checkout(page).getByTestId('payment-form');
  await form.getByLabel('Card number', { exact: true }).fill(number);
  await form.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await form.getByLabel('Security code').fill('123');
}
