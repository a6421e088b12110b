import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { expectAxeClean } from './helpers';

/**
 * The hotel page journey (issue 11, PROD-044..065, CHK-001..003): dates and travellers, a room
 * offer, activity dates in the booking options, Book to the checkout address; the
 * no-availability state; an info modal; axe. In English (?lng=en) and in French (the market).
 */

interface HotelDay {
  date: string;
  weekendId: number;
  nights: number;
}
interface HotelDetailBody {
  id: number;
  label: string;
  rooms: { label: string; offers: { id: number; label: string }[] }[];
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A seeded hotel selling a one-night offer bound to a room, with a day to book it a week or more
 * ahead (within the two months the calendar shows first).
 */
async function bookableHotel(page: Page) {
  for (let hotelId = 1; hotelId <= 30; hotelId += 1) {
    const detail = await page.request.get(`/api/hotels/${hotelId}/detail.json?locale=fr_FR`);
    if (!detail.ok()) continue;
    const hotel = (await detail.json()) as HotelDetailBody;
    const days = (await (
      await page.request.get(`/api/hotels/${hotelId}/availabilities.json?locale=fr_FR`)
    ).json()) as HotelDay[];
    const weekAhead = addDays(new Date().toISOString().slice(0, 10), 7);
    for (const room of hotel.rooms) {
      for (const offer of room.offers) {
        const day = days.find(
          (candidate) =>
            candidate.weekendId === offer.id &&
            candidate.nights === 1 &&
            candidate.date >= weekAhead,
        );
        if (day && day.date.slice(0, 7) <= addDays(weekAhead, 20).slice(0, 7)) {
          return { hotel, room, offer, checkin: day.date, checkout: addDays(day.date, 1) };
        }
      }
    }
  }
  throw new Error('No seeded hotel sells a one-night room offer in the coming weeks');
}

test.describe('hotel page', () => {
  test('PROD-044..054, CHK-001..003: dates, travellers, a room offer, activity dates, Book to checkout (English)', async ({
    page,
  }) => {
    const { hotel, room, offer, checkin, checkout } = await bookableHotel(page);
    await page.goto(`/hotel/${hotel.id}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.label })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Offers' })).toBeVisible();

    // Travellers: a child more (the shared guests panel).
    await page.getByRole('button', { name: /^Travellers/ }).click();
    await page.getByRole('button', { name: 'Add a child' }).click();
    await expect(page).toHaveURL(/#c=1&s=1$/);
    await page.keyboard.press('Escape');

    // Dates: the shared calendar, check-in then check-out.
    await page.getByRole('button', { name: /^Dates/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
    // By keyboard (Enter on the day), as on the search box: the mobile list of months moves while
    // its months load, which pointer clicks on a cell can race.
    for (const day of [checkin, checkout]) {
      const cell = calendar.locator(`[data-date="${day}"]`);
      await expect(cell).not.toHaveAttribute('aria-disabled', 'true');
      await cell.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(new RegExp(`#checkin=${checkin}&checkout=${checkout}&c=1&s=1$`));

    // A room offer: its detail with the booking options.
    const card = page.getByRole('article', { name: room.label });
    await card.getByRole('button', { name: `Select ${offer.label}` }).click();
    const detail = page.getByRole('dialog', { name: offer.label });
    await expect(detail.getByRole('heading', { name: 'Booking options' })).toBeVisible();
    const dates = detail.getByRole('combobox', { name: /^Date of / });
    const count = await dates.count();
    for (let index = 0; index < count; index += 1) {
      const select = dates.nth(index);
      const value = await select.locator('option:not([disabled])').first().getAttribute('value');
      await select.selectOption(value!);
    }
    await expect(detail.getByText(/^Total for your party:/)).toBeVisible();
    await expectAxeClean(page);

    // Book: a first click may only bring the options into view (PROD-054).
    const book = detail.getByRole('button', { name: 'Book' });
    await expect(async () => {
      if (await book.isVisible()) await book.click();
      await expect(page).toHaveURL(
        new RegExp(
          `/checkout/${offer.id}/summary\\?lng=en&flow=booking#checkin=${checkin}&checkout=${checkout}`,
        ),
        {
          timeout: 2000,
        },
      );
    }).toPass({ timeout: 15_000 });
  });

  test('PROD-048: no availability on the dates, then "See all offers" clears the hash (English)', async ({
    page,
  }) => {
    const { hotel } = await bookableHotel(page);
    const far = addDays(new Date().toISOString().slice(0, 10), 500);
    await page.goto(`/hotel/${hotel.id}?lng=en#checkin=${far}&checkout=${addDays(far, 1)}`);
    await expect(page.getByText('Sorry, no availability on your dates')).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'See all offers' }).click();
    await expect(page).toHaveURL(new RegExp(`/hotel/${hotel.id}\\?lng=en$`));
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
  });

  test('PROD-062: an info modal opens and closes, focus back on its button; axe clean (French market)', async ({
    page,
  }) => {
    const { hotel } = await bookableHotel(page);
    await page.goto(`/hotel/${hotel.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.label })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Offres' })).toBeVisible();
    await expectAxeClean(page);
    const opener = page.getByRole('button', { name: 'Horaires' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Horaires' });
    await expect(dialog.getByText(/^À partir de/)).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('PROD-048: the French page says "Désolé, pas de disponibilité à vos dates"', async ({
    page,
  }) => {
    const { hotel } = await bookableHotel(page);
    const far = addDays(new Date().toISOString().slice(0, 10), 500);
    await page.goto(`/hotel/${hotel.id}#checkin=${far}&checkout=${addDays(far, 1)}`);
    await expect(page.getByText('Désolé, pas de disponibilité à vos dates')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voir toutes les offres' })).toBeVisible();
  });

  test('an unknown hotel answers 404 and says so', async ({ page }) => {
    const response = await page.goto('/hotel/999999?lng=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This hotel does not exist' })).toBeVisible();
  });
});
