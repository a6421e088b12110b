import { type Locator, type Page, expect } from '@playwright/test';
import { test } from './test';
import { BOTH_VIEWPORTS, expectAxeClean, expectShell, firstOffer, hostUrl, tabTo } from './helpers';

/** The search box of the search page's hero (loaded once the results are shown). */
const searchBox = (page: Page, name = 'Search for a weekend') => page.getByRole('search', { name });

/** Day cells of the open calendar that can be chosen, as yyyy-MM-dd. */
async function enabledDays(panel: Locator): Promise<string[]> {
  return panel
    .locator('[role="gridcell"][data-date]:not([aria-disabled="true"])')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));
}

/** Every day cell shown in the open calendar. */
async function shownDays(panel: Locator): Promise<Set<string>> {
  const days = await panel
    .locator('[role="gridcell"][data-date]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));
  return new Set(days);
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The browser's today, yyyy-MM-dd in its own time zone. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** From the focused day cell, moves with the arrow keys to `day` and presses Enter. */
async function keyboardPick(page: Page, panel: Locator, day: string): Promise<void> {
  const from = await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  expect(from, 'a day cell has the focus').not.toBe('');
  const steps = daysBetween(from, day);
  for (let i = 0; i < Math.abs(steps); i += 1) {
    await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(panel.locator(`[data-date="${day}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
}

/** No serious or critical axe violation in the search box and any open panel or dialog. */
async function expectBoxAxeClean(page: Page): Promise<void> {
  const dialogOpen = (await page.locator('[role="dialog"]').count()) > 0;
  await expectAxeClean(page, 'form[role="search"]', ...(dialogOpen ? ['[role="dialog"]'] : []));
}

test(
  'SRCH-016, SRCH-032, SRCH-037, SRCH-046..049, SRCH-051: keyboard only through the search box, axe clean with each panel open',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    // A long journey with an axe scan per panel: 20-30 s on two busy cores.
    test.slow();
    await page.goto('/search?lng=en');
    await expectShell(page);
    const box = searchBox(page);
    await expect(box).toBeVisible();

    // Destination: type, arrow to a suggestion, Enter picks it (SRCH-048). On mobile the field
    // opens a full-screen dialog with the input focused (SRCH-044).
    const mobile = test.info().project.name === 'mobile';
    const field = box.getByRole('button', { name: /^Destination/ });
    const destinationDialog = page.getByRole('dialog', { name: 'Choose your destination' });
    const destination = (mobile ? destinationDialog : box).getByRole('combobox', {
      name: 'Destination',
    });
    if (mobile) {
      await tabTo(page, field);
      await page.keyboard.press('Enter');
      await expect(destination).toBeFocused();
    } else {
      await expect(field).toHaveCount(0);
      await destination.focus();
    }
    await page.keyboard.type('Paris');
    const listbox = box.getByRole('listbox', { name: 'Destination suggestions' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expectBoxAxeClean(page);
    if (mobile) await expectAxeClean(page, 'dialog[open]');
    await page.keyboard.press('ArrowDown');
    const activeId = await destination.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const picked =
      (await page.locator(`[id="${activeId}"]`).locator('span').first().textContent()) ?? '';
    expect(picked).toMatch(/Paris/);
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    if (mobile) {
      // The dialog closes and gives the focus back to its field, which names the choice.
      await expect(destinationDialog).toBeHidden();
      await expect(field).toBeFocused();
      await expect(field).toContainText(picked);
    } else {
      await expect(destination).toHaveValue(picked);
    }

    // Dates: Tab to the field, Enter opens the calendar; arrows and Enter pick the days.
    const dates = box.getByRole('button', { name: /^Dates/ });
    await tabTo(page, dates);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    await expectBoxAxeClean(page);
    await expect(calendar.getByText('We are looking for the next availabilities...')).toBeHidden();
    const offered = await enabledDays(calendar);
    const checkin = offered[0];
    if (!checkin) throw new Error('The calendar offers no day');
    const checkout = addDays(checkin, 2);
    await tabTo(page, calendar.locator('[role="gridcell"][tabindex="0"]').first());
    await keyboardPick(page, calendar, checkin);
    await expect(calendar.getByText(/choose your check-out date/)).toBeVisible();
    // CRIT-065: no product limits the nights of a general search: 1 to 20 days later.
    expect(await enabledDays(calendar)).toContain(checkout);
    await keyboardPick(page, calendar, checkout);
    // SRCH-037: the calendar closes on completion.
    await expect(calendar).toBeHidden();
    await expect(dates).not.toHaveText(/Add dates/);

    // Guests: the selector opens on focus (SRCH-051); add a child, Confirm.
    const guests = box.getByRole('button', { name: /^Participants/ });
    await tabTo(page, guests);
    const addChild = page.getByRole('button', { name: 'Add a child' });
    await expect(addChild).toBeVisible();
    await expectBoxAxeClean(page);
    await tabTo(page, addChild);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Confirm' }));
    await page.keyboard.press('Enter');
    await expect(guests).toHaveText(/2 adults.*1 child/);

    // Submit: the flow path, from=searchBar and the criteria in the hash (SRCH-016).
    await tabTo(page, box.getByRole('button', { name: 'Search' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(
        `/search\\?(.*&)?from=searchBar(&.*)?#(.*&)?checkin=${checkin}&checkout=${checkout}(&.*)?$`,
      ),
    );
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/(^#|&)c=1(&|$)/);
    expect(hash).toMatch(
      /(^#|&)(city|department|region|country|poi|searesort|skiresort|touristicregion)=\d+/,
    );
    await expect(page.getByTestId('result-count')).toBeVisible();
    await expect(
      mobile
        ? searchBox(page).getByRole('button', { name: /^Destination/ })
        : searchBox(page).getByRole('combobox', { name: 'Destination' }),
    ).toBeVisible();
  },
);

test('SRCH-033, SRCH-038, SRCH-041..043, CRIT-060..062: the calendar on the real availability of a hotel search', async ({
  page,
}) => {
  const offer = await firstOffer(page);
  const detail = await page.request.get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`);
  expect(detail.ok()).toBeTruthy();
  const { hotel } = (await detail.json()) as { hotel: { id: number } };

  const availability = page.waitForResponse((response) =>
    response.url().includes(`/api/hotels/${hotel.id}/availabilities.json`),
  );
  // Out of the enforce-search-dates experiment: a search without dates is then sent (SRCH-015).
  await page.goto(`/search?lng=en&experiments=enforceSearchDates:control#hotel=${hotel.id}`);
  const box = searchBox(page);
  await expect(box).toBeVisible();
  const dates = box.getByRole('button', { name: /^Dates/ });
  await dates.click();
  const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
  expect((await availability).ok()).toBeTruthy();
  await expect(calendar.getByText('We are looking for the next availabilities...')).toBeHidden();
  await expect(calendar.getByRole('grid').first()).toBeVisible();

  // CRIT-062: past days are disabled.
  const today = await browserToday(page);
  const shown = await shownDays(calendar);
  const yesterday = addDays(today, -1);
  if (shown.has(yesterday)) {
    await expect(calendar.locator(`[data-date="${yesterday}"]`)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  // SRCH-043: every bookable day shows its price per night (and an asterisk for a minimum stay).
  const offered = await enabledDays(calendar);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.every((day) => day >= today)).toBe(true);
  for (const day of offered.slice(0, 10)) {
    const cell = calendar.locator(`[data-date="${day}"]`);
    await expect(cell).toHaveAttribute('aria-label', /per night/);
    await expect(cell).toHaveText(/€/);
  }

  // SRCH-033: picking a check-in asks its checkout nights; only those nights can be chosen.
  // A seeded day with checkout nights is found through the API first.
  const hotelDays = (await (await availability).json()) as { date: string; weekendId: number }[];
  let checkin = '';
  for (const day of offered.slice(0, 15)) {
    const weekendId = hotelDays.find((entry) => entry.date === day)?.weekendId;
    const probe = await page.request.get(
      `/api/weekend/${weekendId}/packageCheckoutNights.json?checkin=${day}&locale=fr_FR&multiOffer=true`,
    );
    if (probe.ok() && ((await probe.json()) as number[]).length > 0) {
      checkin = day;
      break;
    }
  }
  expect(checkin, 'a seeded check-in with checkout nights').not.toBe('');
  const answer = page.waitForResponse((response) =>
    response.url().includes('/packageCheckoutNights.json'),
  );
  await calendar.locator(`[data-date="${checkin}"]`).click();
  const response = await answer;
  expect(response.url()).toContain(`checkin=${checkin}`);
  expect(response.url()).toContain('multiOffer=true');
  const nights = (await response.json()) as number[];
  expect(nights.length).toBeGreaterThan(0);
  const expected = nights.map((count) => addDays(checkin, count)).filter((day) => shown.has(day));
  await expect
    .poll(async () => (await enabledDays(calendar)).filter((day) => day > checkin))
    .toEqual(expected);
  const checkout = addDays(checkin, nights[0] ?? 1);
  await calendar.locator(`[data-date="${checkout}"]`).click();
  await expect(calendar).toBeHidden();
  await box.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`#(.*&)?checkin=${checkin}&checkout=${checkout}`));

  // SRCH-038: Clear empties the dates; the next search has none in its hash.
  const again = searchBox(page);
  await again.getByRole('button', { name: /^Dates/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose your dates' })
    .getByRole('button', { name: 'Clear' })
    .click();
  await page.keyboard.press('Escape');
  await expect(again.getByRole('button', { name: /^Dates/ })).toHaveText(/Add dates/);
  await again.getByRole('button', { name: 'Search' }).click();
  await expect(page).not.toHaveURL(/[#&](checkin|checkout|nights)=/);
  await expect(page).toHaveURL(
    new RegExp(`/search\\?(.*&)?from=searchBar.*#(.*&)?hotel=${hotel.id}`),
  );
});

test(
  'SHELL-027, SRCH-003: the French market without ?lng= shows French copy in the page and the search box',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    await page.goto(hostUrl('fr.localhost', '/search'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('heading', { level: 1, name: 'Escapades week-end' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/^\d+ offres?/);
    const box = searchBox(page, 'Rechercher un week-end');
    await expect(box).toBeVisible();
    if (test.info().project.name === 'mobile') {
      await expect(box.getByRole('button', { name: /^Destination/ })).toContainText(
        'Où voulez-vous partir ?',
      );
    } else {
      await expect(box.getByRole('combobox', { name: 'Destination' })).toHaveAttribute(
        'placeholder',
        'Où voulez-vous partir ?',
      );
    }
    await expect(box.getByRole('button', { name: /^Dates/ })).toHaveText(/Ajouter des dates/);
    await expect(box.getByRole('button', { name: /^Participants/ })).toHaveText(/2 adultes/);
    await expect(box.getByRole('button', { name: 'Rechercher' })).toBeVisible();
    await box.getByRole('button', { name: /^Dates/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
    await expect(calendar.getByRole('button', { name: 'Effacer' })).toBeVisible();
  },
);

test('SRCH-032, CRIT-071, CRIT-072: the calendar shortcuts in the experiment on the French market', async ({
  page,
}) => {
  await page.goto(hostUrl('fr.localhost', '/search?experiments=calendarShortcuts:variation'));
  const box = searchBox(page, 'Rechercher un week-end');
  await box.getByRole('button', { name: /^Dates/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
  const shortcuts = calendar.getByRole('group', { name: 'Dates populaires' });
  await expect(shortcuts).toBeVisible();
  const sunday = await page.evaluate(() => new Date().getDay() === 0);
  // CRIT-071: "this weekend" is hidden on Sundays.
  await expect(shortcuts.getByRole('button', { name: 'Ce week-end' })).toHaveCount(sunday ? 0 : 1);
  await shortcuts.getByRole('button', { name: 'Le week-end prochain' }).click();
  await expect(calendar).toBeHidden();
  await box.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/#(.*&)?checkin=\d{4}-\d{2}-\d{2}&checkout=/);
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  const checkin = hash.get('checkin') ?? '';
  const today = await browserToday(page);
  // CRIT-072: Saturday to Sunday of the following Monday-start week.
  expect(new Date(`${checkin}T00:00:00Z`).getUTCDay()).toBe(6);
  expect(hash.get('checkout')).toBe(addDays(checkin, 1));
  const ahead = daysBetween(today, checkin);
  expect(ahead).toBeGreaterThanOrEqual(6);
  expect(ahead).toBeLessThanOrEqual(12);

  // Out of the experiment (control) there are no shortcuts.
  await page.goto(hostUrl('fr.localhost', '/search?experiments=calendarShortcuts:control'));
  await searchBox(page, 'Rechercher un week-end')
    .getByRole('button', { name: /^Dates/ })
    .click();
  const control = page.getByRole('dialog', { name: 'Choisissez vos dates' });
  await expect(control.getByRole('grid').first()).toBeVisible();
  await expect(control.getByRole('group', { name: 'Dates populaires' })).toHaveCount(0);
});

test(
  'SRCH-035, SRCH-038, SRCH-041, SRCH-042: a general search calendar shows the month-by-month availability; the dates are mirrored to the hash and stored',
  BOTH_VIEWPORTS,
  async ({ page }) => {
    const months: string[] = [];
    const answers: Record<string, unknown>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/availabilities.json') return;
      months.push(url.searchParams.get('month') ?? '');
      // A body still arriving when the page closes is not read (the test has its answers by then).
      if (response.ok())
        response.json().then(
          (answer: Record<string, unknown>) => answers.push(answer),
          () => undefined,
        );
    });
    // Out of the enforce-search-dates experiment: a search without dates is then sent (SRCH-015).
    await page.goto('/search?lng=en&experiments=enforceSearchDates:control#a=2');
    const box = searchBox(page);
    const dates = box.getByRole('button', { name: /^Dates/ });
    await dates.click();
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    await expect(calendar.getByText('We are looking for the next availabilities...')).toBeHidden();
    await expectBoxAxeClean(page);

    // SRCH-042: one call per month shown: 2 months side by side, or the mobile list's 3.
    const mobile = test.info().project.name === 'mobile';
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(mobile ? 3 : 2);
    if (!mobile) expect(answers).toHaveLength(2);
    expect(months).toHaveLength(new Set(months).size);
    const today = await browserToday(page);
    expect(months).toContain(today.slice(0, 7));
    // Check-ins are the days the API answered (CRIT-064), each with its price per night (SRCH-043).
    const answered = new Set(answers.flatMap((answer) => Object.keys(answer)));
    const offered = await enabledDays(calendar);
    expect(offered.length).toBeGreaterThan(0);
    for (const day of offered) expect(answered.has(day), day).toBe(true);
    for (const day of offered.slice(0, 5)) {
      await expect(calendar.locator(`[data-date="${day}"]`)).toHaveAttribute(
        'aria-label',
        /per night/,
      );
    }

    // A lone check-in changes nothing; the completed pair is mirrored at once (SRCH-035).
    // A check-in after today: stored dates are reused only then (CRIT-012).
    const checkin = offered.find((day) => day > today) ?? '';
    expect(checkin).not.toBe('');
    const checkout = addDays(checkin, 1);
    await calendar.locator(`[data-date="${checkin}"]`).click();
    expect(new URL(page.url()).hash).toBe('#a=2');
    await calendar.locator(`[data-date="${checkout}"]`).click();
    await expect(calendar).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`#checkin=${checkin}&checkout=${checkout}&nights=1&a=2$`),
    );
    const stored = () => page.evaluate(() => window.localStorage.getItem('shop.searchDates'));
    expect(JSON.parse((await stored()) ?? 'null')).toEqual({ checkin, checkout, nights: 1 });

    // A reload keeps the dates: in the box and in the results' search.
    await page.reload();
    await expect(searchBox(page).getByRole('button', { name: /^Dates/ })).not.toContainText(
      'Add dates',
    );
    await expect(page).toHaveURL(new RegExp(`#checkin=${checkin}&checkout=${checkout}`));
    await expect(page.getByTestId('result-count')).toBeVisible();

    // Another search page without dates reuses the stored ones (CRIT-012: the check-in is ahead).
    await page.goto('/search?lng=en&experiments=enforceSearchDates:control');
    const again = searchBox(page);
    await expect(again.getByRole('button', { name: /^Dates/ })).not.toContainText('Add dates');

    // SRCH-038: Clear removes the dates from the hash and from the stored dates.
    await page.goto(
      `/search?lng=en&experiments=enforceSearchDates:control#checkin=${checkin}&checkout=${checkout}&nights=1&a=2`,
    );
    const cleared = searchBox(page);
    await cleared.getByRole('button', { name: /^Dates/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose your dates' })
      .getByRole('button', { name: 'Clear' })
      .click();
    await expect(page).not.toHaveURL(/[#&](checkin|checkout|nights)=/);
    await expect(page).toHaveURL(/#a=2$/);
    expect(await stored()).toBeNull();
    await page.keyboard.press('Escape');
    await expect(cleared.getByRole('button', { name: /^Dates/ })).toHaveText(/Add dates/);
  },
);
