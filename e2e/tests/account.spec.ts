import { readdir, readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { test } from './test';
import { API_BUYER, expectAxeClean, hostUrl } from './helpers';

/**
 * "Check my booking" (BEY-003) and a booking modification paid through the sandbox
 * (CHK-027..031): an order is created and paid through the API first, as the checkout would.
 */

const BUYER = API_BUYER;
const CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };

interface Day {
  date: string;
  amount: number;
}

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A cancellable package and two bookable days of it, the second dearer (in 5 to 8 weeks). */
async function findStay(request: APIRequestContext) {
  const search = await request.post('/api/offers.json', { data: { locale: 'fr_FR' } });
  const { exactMatch } = (await search.json()) as { exactMatch: { id: number }[] };
  for (const { id } of exactMatch.slice(0, 12)) {
    const detail = (await (
      await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)
    ).json()) as { nights: number; cancellationPolicy: { type: string } };
    if (detail.cancellationPolicy.type !== 'FLEXIBLE') continue;
    const days: Day[] = [];
    for (const offset of [35, 66]) {
      const month = isoDay(offset).slice(0, 7);
      const calendar = (await (
        await request.get(
          `/api/weekend/${id}/availabilities.json?locale=fr_FR&month=${month}&adult=2`,
        )
      ).json()) as Record<
        string,
        { amount: number; minLos: number; availableRooms: number } | null
      >;
      for (const [date, day] of Object.entries(calendar)) {
        if (day && date >= isoDay(35) && day.availableRooms > 0 && day.minLos <= detail.nights) {
          days.push({ date, amount: day.amount });
        }
      }
    }
    // The cheapest day first, so that moving to another day costs more.
    const first = [...days].sort((a, b) => a.amount - b.amount)[0];
    const dearer = days.find((day) => first && day.amount > first.amount);
    if (first && dearer) return { offerId: id, nights: detail.nights, first, dearer };
  }
  throw new Error('no cancellable package with two bookable days in the seed');
}

/**
 * Creates the order and pays it by card through the sandbox, passing the challenge; `agentToken`
 * places it as a signed-in care agent (what the care host's cookie does in the browser).
 */
async function paidOrder(request: APIRequestContext, agentToken?: string) {
  const stay = await findStay(request);
  const created = await request.post('/api/front/purchase/orders', {
    headers: {
      // The care session travels only in its HttpOnly cookie (issue 15 §2, ADR 0061).
      ...(agentToken ? { cookie: `care_token=${agentToken}` } : {}),
      'idempotency-key': `e2e-account-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      locale: 'fr_FR',
      buyer: BUYER,
      currency: 'EUR',
      expectedAmount: stay.first.amount * 2,
      items: {
        insuranceItem: false,
        promotionCodeItem: null,
        shortStayItem: {
          gift: null,
          reservationCriteria: {
            offerId: stay.offerId,
            activityDaySelections: [],
            pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
            travelPeriod: {
              checkinDate: stay.first.date,
              checkoutDate: addDays(stay.first.date, stay.nights),
            },
            minisiteId: null,
            specialRequest: '',
          },
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { orderUUID: string; bookingNumber: string };
  const payment = await request.post('/api/front/purchase/payments', {
    data: { orderUUID: order.orderUUID, paymentMethod: 'card', card: CARD },
  });
  const intent = (await payment.json()) as { paymentIntentId: string; status: string };
  if (intent.status === 'requires_action') {
    const confirmed = await request.post(
      `/api/front/purchase/payments/${intent.paymentIntentId}/confirm`,
      { data: { challengeCode: '123456' } },
    );
    expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  } else {
    expect(intent.status).toBe('succeeded');
  }
  return { ...order, stay };
}

test('BEY-003 CHK-027 CHK-029 CHK-031: Check my booking finds a paid order by number and e-mail, a wrong e-mail finds nothing, and its dates are modified with the difference paid', async ({
  page,
}) => {
  const order = await paidOrder(page.request);
  await page.goto('/account?lng=en');
  await expect(page.getByRole('heading', { name: 'Check my booking' })).toBeVisible();

  // A wrong e-mail: one neutral message, nothing of the booking.
  await page.getByLabel('Booking number').fill(order.bookingNumber);
  await page.getByLabel('E-mail address').fill('someone.else@example.fr');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText(/We could not find a booking with these details/)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Booking ${order.bookingNumber}` })).toHaveCount(
    0,
  );

  // The right pair (any case) opens the booking, its breakdown and documents.
  await page.getByLabel('E-mail address').fill(BUYER.email.toUpperCase());
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${order.bookingNumber}` })).toBeVisible();
  await expect(page.getByText('Confirmed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price breakdown' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the booking confirmation' })).toBeVisible();
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');

  // Modify the dates: the server quotes the difference, paid by card with the challenge.
  await page.getByRole('button', { name: 'Modify my booking' }).click();
  await page.getByLabel('New arrival date').fill(order.stay.dearer.date);
  await page.getByRole('button', { name: 'See the price' }).click();
  const difference = (order.stay.dearer.amount - order.stay.first.amount) * 2;
  const euros = (cents: number) =>
    new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  await expect(page.getByTestId('amount-to-pay')).toHaveText(euros(difference));
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');
  await page.getByLabel('Card number').fill(CARD.number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill(CARD.cvc);
  await page.getByRole('button', { name: /^Pay .* and modify$/ }).click();
  if (difference > 3_000) {
    await page.getByLabel('Code sent by your bank').fill('123456');
    await page.getByRole('button', { name: 'Validate' }).click();
  }
  await expect(page.getByText(/Your booking has been modified\./)).toBeVisible();
  const newCheckin = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${order.stay.dearer.date}T00:00:00Z`));
  await expect(page.getByTestId('booking-dates')).toContainText(newCheckin);

  // The API agrees: the booking moved, and its total grew by the difference.
  const lookup = await page.request.get(
    `/api/front/orders/lookup?bookingNumber=${order.bookingNumber}&email=${encodeURIComponent(BUYER.email)}`,
  );
  const summary = (await lookup.json()) as { amount: number; stay: { checkinDate: string } };
  expect(summary.stay.checkinDate).toBe(order.stay.dearer.date);
  expect(summary.amount).toBe(order.stay.dearer.amount * 2);
});

test('BEY-015: an agent books for a caller, then finds the booking from the care panel by its number alone', async ({
  page,
}) => {
  await page.goto(hostUrl('care.localhost', '/account?lng=en'));
  await page.getByLabel('E-mail').fill('agent@weekend-shop.test');
  await page.getByLabel('Password').fill(process.env.CARE_AGENT_PASSWORD ?? 'care-agent-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('care-panel')).toBeVisible();

  // The agent's session places the order: it records the agent.
  const token = (await page.context().cookies()).find(({ name }) => name === 'care_token')?.value;
  expect(token).toBeTruthy();
  const order = await paidOrder(page.request, token);
  const panel = page.getByTestId('care-panel');
  await panel.getByLabel('Booking number').fill(order.bookingNumber);
  await panel.getByRole('button', { name: 'Find the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/account\\?booking=${order.bookingNumber}`));
  await expect(page.getByRole('heading', { name: `Booking ${order.bookingNumber}` })).toBeVisible();
  await expect(page.getByTestId('booking-agent')).toHaveText(
    /^Booked by our customer care \(.+\)\.$/,
  );
});

/** The server's e-mails (playwright.config.ts: EMAIL_TRANSPORT=file, one folder per port). */
const MAIL_DIR = fileURLToPath(
  new URL(`../../.data/e2e-mail-${process.env.E2E_PORT ?? 4310}`, import.meta.url),
);

/**
 * The sign-in link of the newest e-mail to `to` written since `since` (earlier runs' e-mails stay
 * in the folder), as a path of this site.
 */
async function signInPathSentTo(to: string, since: number): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
        const mails = await Promise.all(
          files.map(async (file) => {
            const path = `${MAIL_DIR}/${file}`;
            return { time: (await stat(path)).mtimeMs, text: await readFile(path, 'utf8') };
          }),
        );
        const newest = mails
          .filter((mail) => mail.time >= since && mail.text.includes(`To: ${to}`))
          .sort((a, b) => b.time - a.time)
          .flatMap((mail) => /https:\/\/\S+\/account\/signin\?\S+/.exec(mail.text) ?? []);
        found = newest[0] ?? '';
        return found;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Customer accounts are behind a toggle (off by default): the registry turns it on here. */
async function withCustomerAccounts(page: Page): Promise<void> {
  await page.route('**/registry.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as { flags?: Record<string, boolean> };
    await route.fulfill({
      response,
      json: { ...registry, flags: { ...registry.flags, customerAccount: true } },
    });
  });
}

test('issue 12 §6: sign-in by a one-time link from the outbox, trips list the paid booking, profile saved, sign-out clears the cookies (?lng=en)', async ({
  page,
}) => {
  const order = await paidOrder(page.request);
  await withCustomerAccounts(page);
  await page.goto('/account/signin?origin=%2Faccount%2Ftrips&lng=en');
  await page.getByLabel('Email').fill(BUYER.email);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText(`We sent a sign-in link to ${BUYER.email}.`)).toBeVisible();
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');

  const link = await signInPathSentTo(BUYER.email, asked);
  expect(link).toContain('lng=en');
  await page.goto(link);
  await page.waitForURL(/\/account\/trips/);
  const trips = page.getByTestId('account-trips');
  await expect(trips).toContainText(`Booking number ${order.bookingNumber}`);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'account_session')?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'access_token')?.httpOnly).toBe(false);
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');

  // The link works once: opening it again signs nobody in.
  await page.goto(link);
  await expect(page.getByText(/This sign-in link has expired or was already used/)).toBeVisible();

  await page.goto('/account/settings/profile?lng=en');
  const profile = page.getByTestId('account-profile');
  await profile.getByLabel('First name').fill('Camille');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Your profile is saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/account(\?|$)/);
  const after = await page.context().cookies();
  expect(
    after.filter((cookie) =>
      ['account_session', 'access_token', 'account_id'].includes(cookie.name),
    ),
  ).toEqual([]);
  const trip = await page.request.get('/api/front/account/trips?locale=fr_FR');
  expect(trip.status()).toBe(401);
});
