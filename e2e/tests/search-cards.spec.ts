import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { expectAxeClean, expectShell } from './helpers';

const region = (page: Page) => page.locator('[data-boundary="mfe_search"]');
const cards = (page: Page) => region(page).getByTestId('offer-card');

interface AnsweredCard {
  id: number;
  label: string;
  sellPrice: number;
  cancellationPolicy?: { type: string };
  autoDiscount?: { code: string; value: number } | null;
}

/**
 * The search a served results page was rendered with (issue 16, ADR 0097): in the data it came
 * with, keyed by the request (`{ kind, body }` as JSON), with its answer.
 */
async function servedSearch<Answer>(
  page: Page,
  kind: 'offers' | 'activities',
): Promise<{ request: unknown; answer: Answer }> {
  const json = await page.locator('#server-data').textContent();
  const { data } = JSON.parse(json ?? '{}') as { data: Record<string, unknown> };
  const key = Object.keys(data).find((id) => id.startsWith(`{"kind":"${kind}"`));
  if (!key) throw new Error(`The page was not served with its ${kind} search`);
  return { request: (JSON.parse(key) as { body: unknown }).body, answer: data[key] as Answer };
}

const digits = (text: string) => text.replace(/\D/g, '');

test('SRCH-017, SRCH-052, SRCH-055: the activity flow searches activity-only packages and shows activity cards', async ({
  page,
}) => {
  await page.goto('/activities/search?lng=en');
  const { request, answer: body } = await servedSearch<{ exactMatch: AnsweredCard[] }>(
    page,
    'activities',
  );
  // SRCH-017: searchCriterias, locale, numberOfPackagesPerHotel 20 and page.
  expect(request).toMatchObject({
    locale: expect.any(String),
    searchCriterias: expect.any(Object),
    numberOfPackagesPerHotel: 20,
    page: 0,
  });
  expect(body.exactMatch.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(body.exactMatch.length);
  await expect(cards(page).first()).toHaveAttribute('data-kind', 'activity');
  await expect(cards(page).first()).toContainText('/ person');
  await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/activity\/\d+$/,
  );
  // SRCH-055: no activity count in the activity flow.
  await expect(region(page).getByText(/activit(y|ies) included/)).toHaveCount(0);
  await expectAxeClean(page);
});

interface AnsweredActivityCard {
  id: number;
  place: { label: string; review: { count: number; average: number | null } };
}

/** A day `days` from today, YYYY-MM-DD. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('SRCH-053, SRCH-056, CRIT-085, CRIT-086: activity cards show the place, the review and the cancellation terms; the conditions modal works from the keyboard', async ({
  page,
}) => {
  await page.goto('/activities/search?lng=en');
  const { answer: body } = await servedSearch<{ exactMatch: AnsweredActivityCard[] }>(
    page,
    'activities',
  );
  await expect(cards(page)).toHaveCount(body.exactMatch.length);
  // SRCH-056: the score with one decimal and a comma and the count, else "New".
  for (const [index, answer] of body.exactMatch.slice(0, 6).entries()) {
    const card = cards(page).nth(index);
    await expect(card).toContainText(answer.place.label);
    const { count, average } = answer.place.review;
    if (average === null) await expect(card).toContainText('New');
    else
      await expect(card).toContainText(
        `Rated ${average.toFixed(1).replace('.', ',')} out of 10, ${count} review${count === 1 ? '' : 's'}`,
      );
  }
  // CRIT-085: no dates yet.
  const card = cards(page).first();
  await expect(card).toContainText('Add your travel dates to see the cancellation conditions');
  // CRIT-086: the conditions modal, from the keyboard; focus comes back to its button.
  const button = card.getByRole('button', { name: 'Cancellation conditions' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancellation conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('until 2 days before check-in');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expectAxeClean(page);

  // CRIT-085: with a date, cancellable until 2 days before it.
  const checkin = dayFromNow(40);
  await page.goto(`/activities/search?lng=en#checkin=${checkin}&checkout=${dayFromNow(41)}`);
  // The deadline in the market's long date format: its day of the month, then its year.
  const [year, , day] = dayFromNow(38).split('-');
  await expect(cards(page).first()).toContainText(
    new RegExp(
      `Modifiable without expenses or cancellable with a partial refund until \\D*${Number(day)}\\D+${year}`,
    ),
  );
});

test('SRCH-052: the gifting flow shows single-voucher cards with the voucher prices', async ({
  page,
}) => {
  await page.goto('/gift/search?lng=en');
  const { request, answer } = await servedSearch<{ exactMatch: AnsweredCard[] }>(page, 'offers');
  expect(request).toMatchObject({ performGiftableSearch: true });
  const first = answer.exactMatch[0];
  if (!first) throw new Error('The seeded catalogue has no gift offer');
  const card = cards(page).first();
  await expect(card).toHaveAttribute('data-kind', 'singleVoucher');
  await expect(card).toContainText('Gift voucher');
  await expect(card).toContainText('for 2 people');
  await expect(card.getByRole('link', { name: first.label })).toHaveAttribute(
    'href',
    `/weekend/${first.id}?flow=gifting`,
  );
  // The whole voucher's price (not per night): the answer's sellPrice.
  const price = await card.locator('strong').last().textContent();
  const expected =
    first.sellPrice % 100 === 0 ? String(first.sellPrice / 100) : String(first.sellPrice);
  expect(digits(price ?? '')).toBe(expected);
  await expectAxeClean(page);
});

test('SRCH-053, CRIT-086: the cancellation-conditions modal opens and closes with the keyboard and gives focus back', async ({
  page,
}) => {
  await page.goto('/search?lng=en');
  await expectShell(page);
  const button = region(page).getByRole('button', { name: 'Cancellation conditions' }).first();
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancellation conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Partial refund of 80% of each night's amount");
  await expect(dialog).toContainText('No refund from check-in.');
  // Focus is in the dialog (modal: the page behind is inert).
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Again with Space, closed from its Close button with Enter.
  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('SRCH-053, CRIT-098: the gallery opens from a card with up to 4 photos', async ({ page }) => {
  await page.goto('/search?lng=en');
  const open = cards(page)
    .first()
    .getByRole('button', { name: /^See (all )?\d+ photos?$/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: /^Photos of / });
  await expect(dialog).toBeVisible();
  const count = await dialog.getByRole('img').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('CRIT-101, LEFT-005: the wishlist heart survives a reload', async ({ page }) => {
  await page.goto('/search?lng=en');
  const heart = cards(page)
    .first()
    .getByRole('button', { name: /to my wishlist$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const name = await heart.getAttribute('aria-label');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() => window.localStorage.getItem('shop:wishlist'));
  expect(JSON.parse(stored ?? '{}').STAY).toHaveLength(1);

  await page.reload();
  const again = region(page).getByRole('button', { name: name ?? '' });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await expectAxeClean(page);
});

test('SRCH-058: in the auto-discount experiment a card with an auto-discount shows "Promo: Save N% extra"', async ({
  page,
}) => {
  await page.goto('/search?lng=en&experiments=autoDiscount:variation');
  const { answer: body } = await servedSearch<{ exactMatch: AnsweredCard[] }>(page, 'offers');
  const index = body.exactMatch.findIndex((card) => card.autoDiscount);
  const discounted = body.exactMatch[index];
  if (!discounted?.autoDiscount) throw new Error('No auto-discount offer on the first page');
  await expect(cards(page).nth(index)).toContainText(
    `Promo: Save ${discounted.autoDiscount.value}% extra`,
  );
  // Control visitors do not see it.
  await page.goto('/search?lng=en&experiments=autoDiscount:control');
  await expect(cards(page).nth(index)).toBeVisible();
  await expect(region(page).getByText(/^Promo: Save \d+% extra$/)).toHaveCount(0);
});
