import { type Locator, type Page, expect } from '@playwright/test';
import { test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, hostUrl } from './helpers';

// Issue 11: the stay page's booking, as a visitor goes through it (PROD-011, PROD-018..021,
// PROD-029..031, CHK-001..003), on the desktop and mobile projects.

const product = (page: Page) => page.locator('[data-boundary="mfe_product"]');

interface Copy {
  panel: string;
  personalise: string;
  dates: RegExp;
  calendar: string;
  book: string;
}
const EN: Copy = {
  panel: 'Book this stay',
  personalise: 'Personalise your stay',
  dates: /^Dates/,
  calendar: 'Choose your dates',
  book: 'Book',
};
const FR: Copy = {
  panel: 'Réserver ce séjour',
  personalise: 'Personnalisez votre séjour',
  dates: /^Dates/,
  calendar: 'Choisissez vos dates',
  book: 'Réserver',
};

/** Search → the first stay card → its product page (the card's own link). */
async function openFirstStay(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const card = page
    .locator('[data-boundary="mfe_search"]')
    .locator('[data-testid="offer-card"][data-kind="stay"]')
    .first();
  await expect(card).toBeVisible();
  await card.getByRole('heading').getByRole('link').first().click();
  await page.waitForURL(/\/weekend\/\d+/);
  const id = /\/weekend\/(\d+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not a product page: ${page.url()}`);
  await expect(product(page).locator('h1')).toBeVisible();
  return id;
}

/** The panel holding the booking controls: on mobile, inside the drawer opened from the bar. */
async function bookingPanel(page: Page, copy: Copy, mobile: boolean): Promise<Locator> {
  if (mobile) {
    const open = page
      .getByTestId('mobile-booking-bar')
      .getByRole('button', { name: copy.personalise });
    // Keyboard only: focus the bar's button and press Enter.
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: copy.personalise });
    await expect(drawer).toBeVisible();
    return drawer.getByTestId('booking-panel');
  }
  const panel = page.getByRole('region', { name: copy.panel });
  await expect(panel).toBeVisible();
  return panel;
}

/** Moves the calendar's focus with ArrowRight until it is on a day that can be chosen, then Enter. */
async function pickNextEnabledDay(page: Page): Promise<string> {
  for (let step = 0; step < 62; step += 1) {
    const focused = page.locator(':focus');
    const disabled = await focused.getAttribute('aria-disabled');
    const date = await focused.getAttribute('data-date');
    if (date && disabled !== 'true') {
      await page.keyboard.press('Enter');
      return date;
    }
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('no bookable day found from the keyboard');
}

/** Keyboard only through the calendar: open it, pick a check-in, then its first possible checkout. */
async function chooseDatesByKeyboard(page: Page, panel: Locator, copy: Copy) {
  const trigger = panel.getByRole('button', { name: copy.dates });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: copy.calendar });
  await expect(calendar).toBeVisible();
  // The first bookable day (the calendar moves on to the months that have some, PROD-021).
  const firstDay = calendar.locator('[data-date]:not([aria-disabled="true"])').first();
  await expect(firstDay).toBeVisible();
  await firstDay.focus();
  // The check-in asks its possible checkout nights (SRCH-033): the checkout waits for them.
  const nights = page.waitForResponse((response) =>
    response.url().includes('/packageCheckoutNights.json'),
  );
  const checkin = await pickNextEnabledDay(page);
  await nights;
  await expect(calendar.locator(`[data-date="${checkin}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  const checkout = await pickNextEnabledDay(page);
  // Completing the pair commits it and closes the calendar; focus returns to its trigger.
  await expect(calendar).toBeHidden();
  await expect(trigger).toBeFocused();
  return { checkin, checkout };
}

async function chooseActivityDays(panel: Locator) {
  const groups = panel.getByRole('group', { name: /^(Day of|Jour de) / });
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).getByRole('radio').first().check();
  }
}

for (const market of [
  { name: 'English (?lng=en)', url: '/search?lng=en', copy: EN },
  { name: 'fr_FR market (fr.localhost)', url: hostUrl('fr.localhost', '/search'), copy: FR },
]) {
  test(
    `PROD-011 PROD-018 PROD-019 PROD-021 PROD-029 PROD-031 CHK-001 CHK-003: search → card → product page → dates by keyboard and party → quote → Book lands on the checkout summary with the criteria (${market.name})`,
    market.copy === EN ? BOTH_VIEWPORTS : {},
    async ({ page, isMobile }) => {
      const id = await openFirstStay(page, market.url);
      const panel = await bookingPanel(page, market.copy, isMobile);
      // PROD-019: one more adult in the party, first: three adults need two rooms, and the calendar
      // then offers only the days that still have them (other suites book rooms on this server).
      await panel.getByRole('button', { name: /^(Travellers|Voyageurs)/ }).click();
      const party = page.getByRole('dialog', { name: /^(Travellers|Voyageurs)$/ });
      await party.getByRole('button', { name: /^(Add an adult|Ajouter un adulte)$/ }).click();
      await party.getByRole('button', { name: /^(Confirm|Confirmer)$/ }).click();
      await expect(page).toHaveURL(/#.*a=3/);

      const { checkin, checkout } = await chooseDatesByKeyboard(page, panel, market.copy);
      await expect(page).toHaveURL(new RegExp(`#.*checkin=${checkin}.*checkout=${checkout}`));

      await chooseActivityDays(panel);
      // PROD-031: the quote's total stay.
      await expect(panel.getByTestId('quote-total')).toBeVisible();
      await panel.getByRole('button', { name: market.copy.book, exact: true }).click();
      await page.waitForURL(new RegExp(`/checkout/${id}/summary\\?flow=booking#`));
      const hash = new URL(page.url()).hash;
      expect(hash).toContain(`checkin=${checkin}`);
      expect(hash).toContain(`checkout=${checkout}`);
      expect(hash).toContain('a=3');
      expect(hash).toMatch(/nights=\d+/);
      expect(hash).toMatch(/productId=\d+/);
    },
  );
}

test(
  'PROD-011 PROD-020: the drawer and the calendar are keyboard operable: Escape closes them and focus returns; axe is clean on the product page',
  BOTH_VIEWPORTS,
  async ({ page, isMobile }) => {
    // Two axe runs on a busy page (the mobile calendar lists months of day cells).
    test.setTimeout(60_000);
    await openFirstStay(page, '/search?lng=en');
    await expectAxeClean(page);
    const panel = await bookingPanel(page, EN, isMobile);
    const trigger = panel.getByRole('button', { name: EN.dates });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: EN.calendar });
    await expect(calendar).toBeVisible();
    // PROD-020: Validate waits for both dates.
    await expect(calendar.getByRole('button', { name: 'Validate' })).toBeDisabled();
    await expectAxeClean(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(trigger).toBeFocused();
    if (isMobile) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: EN.personalise })).toBeHidden();
      await expect(
        page.getByTestId('mobile-booking-bar').getByRole('button', { name: EN.personalise }),
      ).toBeFocused();
    }
  },
);
