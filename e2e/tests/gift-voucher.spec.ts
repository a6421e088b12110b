import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { test } from './test';
import { bookOpenStay, checkout, fillBuyer, fillCard, product } from './checkout-steps';
import { BOTH_VIEWPORTS, API_BUYER, expectAxeClean, hostUrl } from './helpers';

// Issue 13 part A (GIFT-001..024, ADR 0072, ADR 0073), on the desktop and mobile projects, in
// English and the French and Italian markets: gift search → product → "Gift without dates"
// (mfe_gifting/GiftDrawer in the product page) → gift setup (nights, digital, message) →
// checkout summary → card payment → confirmation with the voucher and its printable page; the
// physical format with a box option (French market); the 40-character limit message; and the
// beneficiary booking the voucher's stay with its code, the voucher paying at checkout (issue 13
// item 5, ADR 0074).

const gifting = (page: Page) => page.locator('[data-boundary="mfe_gifting"]');

/** The copy the journeys click, per market (the specs' English, French and Italian hosts). */
interface Copy {
  name: string;
  search: string;
  bookPanel: string;
  personaliseGift: string;
  giftWithoutDates: string;
  nights: string;
  twoNights: RegExp;
  digital: RegExp;
  fromName: string;
  message: string;
  messageHint: string;
  continue: string;
  validity: string;
  buyer: Record<
    | 'civility'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'address'
    | 'postalCode'
    | 'city'
    | 'country',
    string
  >;
  toPayment: string;
  card: { number: string; expiry: string; cvc: string };
  challenge: { title: string; code: string; confirm: string };
  print: string;
  from: string;
}
const EN: Copy = {
  name: 'English (?lng=en)',
  search: '/gift/search?lng=en',
  bookPanel: 'Book this stay',
  personaliseGift: 'Personalise your gift',
  giftWithoutDates: 'Gift without dates',
  nights: 'Number of nights',
  twoNights: /^2 nights/,
  digital: /Digital/,
  fromName: 'From (optional)',
  message: 'Message (optional)',
  messageHint: 'Max. 180 characters',
  continue: 'Continue',
  validity: 'Valid 1 year for 2 people',
  buyer: {
    civility: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    address: 'Address',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
  },
  toPayment: 'Continue to payment',
  card: { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code' },
  challenge: {
    title: 'Confirm the payment with your bank',
    code: 'Security code',
    confirm: 'Confirm',
  },
  print: 'See the printable voucher',
  from: 'From Camille',
};
const FR: Copy = {
  name: 'fr_FR market (fr.localhost)',
  search: hostUrl('fr.localhost', '/gift/search'),
  bookPanel: 'Réserver ce séjour',
  personaliseGift: 'Personnalisez votre cadeau',
  giftWithoutDates: 'Offrir sans dates',
  nights: 'Nombre de nuits',
  twoNights: /^2 nuits/,
  digital: /Numérique/,
  fromName: 'De la part de (facultatif)',
  message: 'Message (facultatif)',
  messageHint: '180 caractères max.',
  continue: 'Continuer',
  validity: 'Valable 1 an pour 2 personnes',
  buyer: {
    civility: 'Civilité',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Numéro de téléphone',
    address: 'Adresse',
    postalCode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
  },
  toPayment: 'Continuer vers le paiement',
  card: { number: 'Numéro de carte', expiry: "Date d'expiration (MM/AA)", cvc: 'Cryptogramme' },
  challenge: {
    title: 'Confirmez le paiement auprès de votre banque',
    code: 'Code de sécurité',
    confirm: 'Confirmer',
  },
  print: 'Voir le bon à imprimer',
  from: 'De la part de Camille',
};
const IT: Copy = {
  name: 'it_IT market (it.localhost)',
  search: hostUrl('it.localhost', '/gift/search'),
  bookPanel: 'Prenota questo soggiorno',
  personaliseGift: 'Personalizza il tuo regalo',
  giftWithoutDates: 'Regala senza date',
  nights: 'Numero di notti',
  twoNights: /^2 notti/,
  digital: /Digitale/,
  fromName: 'Da parte di (facoltativo)',
  message: 'Messaggio (facoltativo)',
  messageHint: 'Max. 180 caratteri',
  continue: 'Continua',
  validity: 'Valido 1 anno per 2 persone',
  buyer: {
    civility: 'Titolo',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    phone: 'Numero di telefono',
    address: 'Indirizzo',
    postalCode: 'CAP',
    city: 'Città',
    country: 'Paese',
  },
  toPayment: 'Continua al pagamento',
  card: {
    number: 'Numero della carta',
    expiry: 'Data di scadenza (MM/AA)',
    cvc: 'Codice di sicurezza',
  },
  challenge: {
    title: 'Conferma il pagamento con la tua banca',
    code: 'Codice di sicurezza',
    confirm: 'Conferma',
  },
  print: 'Vedi il buono da stampare',
  from: 'Da parte di Camille',
};

/** Gift search → the first gift card → its product page in the gifting flow → the gift drawer. */
async function openGiftDrawer(page: Page, mobile: boolean, copy: Copy): Promise<void> {
  await page.goto(copy.search);
  const card = page
    .locator('[data-boundary="mfe_search"]')
    .locator('[data-testid="offer-card"][data-kind="singleVoucher"]')
    .first();
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await page.waitForURL(/\/weekend\/\d+\?.*flow=gifting/);
  await expect(product(page).locator('h1')).toBeVisible();
  if (mobile) {
    await page
      .getByTestId('mobile-booking-bar')
      .getByRole('button', { name: copy.personaliseGift })
      .click();
  } else {
    await page
      .getByRole('region', { name: copy.bookPanel })
      .getByRole('button', { name: copy.giftWithoutDates })
      .click();
  }
  await expect(page.getByRole('dialog', { name: copy.personaliseGift })).toBeVisible();
}

/** The drawer's "Gift without dates" → /gifting/{id} with giftNights in the hash (GIFT-002). */
async function toGiftSetup(page: Page, mobile: boolean, copy: Copy = EN): Promise<void> {
  await openGiftDrawer(page, mobile, copy);
  const drawer = page.getByRole('dialog', { name: copy.personaliseGift });
  await drawer.getByRole('link', { name: copy.giftWithoutDates }).click();
  await page.waitForURL(/\/gifting\/\d+.*#.*giftNights=\d/);
  await expect(gifting(page).getByRole('group', { name: copy.nights })).toBeVisible();
  await expect(gifting(page).getByTestId('gift-total')).toBeVisible();
}

for (const copy of [EN, FR, IT]) {
  test(
    `GIFT-001 GIFT-002 GIFT-006 GIFT-008 GIFT-011 GIFT-024: gift search → product → Gift without dates → setup → summary → card → confirmation with the voucher (${copy.name})`,
    copy === EN ? BOTH_VIEWPORTS : {},
    async ({ page, isMobile }) => {
      // Six pages of four apps, a payment and its bank challenge: longer than one page's budget.
      test.setTimeout(90_000);
      await toGiftSetup(page, isMobile, copy);
      const setup = gifting(page);
      await expectAxeClean(page, '[data-boundary="mfe_gifting"]');
      // GIFT-006: a night change writes giftNights.
      const twoNights = setup.getByRole('radio', { name: copy.twoNights });
      if (await twoNights.count()) {
        const oneNight = (await setup.getByTestId('gift-total').textContent()) ?? '';
        await twoNights.check();
        await page.waitForURL(/giftNights=2/);
        // The total follows the new quote a moment after the address: read once it has.
        await expect(setup.getByTestId('gift-total')).not.toHaveText(oneNight);
      }
      // GIFT-008: digital is the default.
      await expect(setup.getByRole('radio', { name: copy.digital })).toBeChecked();
      await setup.getByLabel(copy.fromName).fill('Camille');
      await setup.getByLabel(copy.message).fill('Happy birthday! Enjoy the spa.');
      await expect(setup.getByText(copy.messageHint)).toBeVisible();
      const total = (await setup.getByTestId('gift-total').textContent()) ?? '';
      await setup.getByRole('button', { name: copy.continue }).click();

      await page.waitForURL(/\/checkout\/\d+\/summary\?.*flow=gifting.*#.*giftNights=/);
      const details = checkout(page).getByTestId('gift-voucher-details');
      await expect(details).toBeVisible();
      await expect(details.getByText(copy.validity)).toBeVisible();
      await expect(details.getByText('Happy birthday! Enjoy the spa.')).toBeVisible();
      await expect(checkout(page).getByTestId('price-breakdown')).toContainText(total.trim());
      const form = checkout(page).getByTestId('buyer-form');
      await form.getByLabel(copy.buyer.civility).selectOption('MRS');
      await form.getByLabel(copy.buyer.firstName, { exact: true }).fill('Camille');
      await form.getByLabel(copy.buyer.lastName, { exact: true }).fill('Durand');
      await form.getByLabel(copy.buyer.email).fill('camille.durand@example.fr');
      await form.getByLabel(copy.buyer.phone).fill('06 12 34 56 78');
      await form.getByLabel(copy.buyer.address).fill('12 rue des Lilas');
      await form.getByLabel(copy.buyer.postalCode).fill('75011');
      await form.getByLabel(copy.buyer.city).fill('Paris');
      await form.getByLabel(copy.buyer.country).selectOption('FR');
      await checkout(page).getByRole('button', { name: copy.toPayment }).click();

      await page.waitForURL(/\/checkout\/\d+\/payment\?.*flow=gifting/);
      const payment = checkout(page).getByTestId('payment-form');
      await expect(payment).toBeVisible();
      await payment.getByLabel(copy.card.number, { exact: true }).fill('4242 4242 4242 4242');
      await payment.getByLabel(copy.card.expiry).fill('12/30');
      await payment.getByLabel(copy.card.cvc).fill('123');
      await checkout(page).getByTestId('pay').click();
      const challenge = page.getByRole('dialog', { name: copy.challenge.title });
      await expect(challenge).toBeVisible();
      await challenge.getByLabel(copy.challenge.code).fill('123456');
      await challenge.getByRole('button', { name: copy.challenge.confirm }).click();

      await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?.*status=success.*token=/);
      const voucher = checkout(page).getByTestId('confirmation-gift-voucher');
      await expect(voucher).toBeVisible();
      await expect(voucher.getByTestId('gift-voucher-code')).toHaveText(
        /^GV-([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/,
      );
      const code = (await voucher.getByTestId('gift-voucher-code').textContent()) ?? '';
      await expectAxeClean(page, '[data-boundary="mfe_checkout"]');
      await voucher.getByRole('link', { name: copy.print }).click();
      await page.waitForURL(/print=voucher/);
      const printable = checkout(page).getByTestId('printable-voucher');
      await expect(printable).toBeVisible();
      await expect(printable).toContainText(code);
      await expect(printable).toContainText(copy.from);
    },
  );
}

test('GIFT-009 GIFT-010 GIFT-012 GIFT-013 GIFT-018: the physical format with a box option, in French: the hash carries both, the checkout summary shows the delivery and the same total', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  await toGiftSetup(page, isMobile, FR);
  const setup = gifting(page);
  const physical = setup.getByRole('radio', { name: /Physique/ });
  await expect(physical).toBeEnabled();
  await physical.check();
  await page.waitForURL(/giftFormat=physical/);
  await expect(setup.getByText('Livraison entre 2 et 4 jours ouvrés')).toBeVisible();
  // GIFT-013: a box option toggles its id in the hash.
  const option = setup.getByRole('checkbox').first();
  await expect(option).toBeVisible();
  await option.check();
  await page.waitForURL(/#.*(subElements|customSubElements)=\d/);
  await expectAxeClean(page, '[data-boundary="mfe_gifting"]');
  const total = ((await setup.getByTestId('gift-total').textContent()) ?? '').trim();
  await setup.getByRole('button', { name: 'Continuer' }).click();

  await page.waitForURL(
    /\/checkout\/\d+\/summary\?.*flow=gifting.*#.*giftFormat=physical.*(subElements|customSubElements)=\d/,
  );
  const details = checkout(page).getByTestId('gift-voucher-details');
  await expect(details).toBeVisible();
  await expect(
    details.getByText('Bon physique : livraison entre 2 et 4 jours ouvrés'),
  ).toBeVisible();
  await expect(checkout(page).getByTestId('price-breakdown')).toContainText(total);
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');
});

test('GIFT-020: typing a 41st character in "From" is blocked and says the limit for a second', async ({
  page,
  isMobile,
}) => {
  await toGiftSetup(page, isMobile);
  const from = gifting(page).getByLabel('From (optional)');
  await from.fill('A'.repeat(40));
  await from.press('End');
  await from.press('B');
  await expect(from).toHaveValue('A'.repeat(40));
  const message = gifting(page).getByText('The field is limited to 40 characters');
  await expect(message).toBeVisible();
  await expect(message).toBeHidden({ timeout: 3_000 });
});

/** The order read's proof (ORDER_VIEW_TOKEN_HEADER, ADR 0062). */
const VIEW_TOKEN_HEADER = 'x-order-view-token';

/** A paid digital voucher of the first giftable stay of the default search, bought by API. */
async function boughtVoucher(request: APIRequestContext): Promise<string> {
  const search = await request.post('/api/offers.json', { data: { locale: 'fr_FR' } });
  const { exactMatch } = (await search.json()) as { exactMatch: { id: number }[] };
  for (const { id } of exactMatch.slice(0, 20)) {
    const detail = (await (
      await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)
    ).json()) as { nights: number };
    const quote = await request.get(
      `/api/front/gift-vouchers/quote?locale=fr_FR&offerId=${id}&nights=${detail.nights}`,
    );
    if (!quote.ok()) continue;
    const { totalPrice } = (await quote.json()) as { totalPrice: number };
    const created = await request.post('/api/front/purchase/orders', {
      headers: { 'idempotency-key': `e2e-voucher-${Date.now()}-${Math.random()}` },
      data: {
        locale: 'fr_FR',
        buyer: { ...API_BUYER, email: 'camille.voucher@example.fr' },
        currency: 'EUR',
        expectedAmount: totalPrice,
        items: {
          insuranceItem: false,
          promotionCodeItem: null,
          shortStayItem: null,
          giftVoucherItem: { offerId: id, nights: detail.nights, format: 'DIGITAL' },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = (await created.json()) as { orderUUID: string; viewToken: string };
    const payment = (await (
      await request.post('/api/front/purchase/payments', {
        data: {
          orderUUID: order.orderUUID,
          paymentMethod: 'card',
          card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
        },
      })
    ).json()) as { paymentIntentId: string; status: string };
    if (payment.status === 'requires_action') {
      await request.post(`/api/front/purchase/payments/${payment.paymentIntentId}/confirm`, {
        data: { challengeCode: '123456' },
      });
    }
    const voucher = (await (
      await request.get(`/api/front/purchase/orders/${order.orderUUID}/gift-voucher`, {
        headers: { [VIEW_TOKEN_HEADER]: order.viewToken },
      })
    ).json()) as { code: string };
    return voucher.code;
  }
  throw new Error('no giftable stay in the default search');
}

test('issue 13 item 5, ADR 0074: the beneficiary checks a voucher code, books its stay, and the voucher pays at checkout', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const code = await boughtVoucher(page.request);
  await page.goto('/beneficiary/login?lng=en');
  await gifting(page).getByLabel('Gift code').fill(code.toLowerCase());
  await gifting(page).getByRole('button', { name: 'Check my code' }).click();
  const result = gifting(page).getByTestId('gift-code-result');
  await expect(result).toContainText(`Gift voucher ****-****-****-${code.slice(-4)}`);
  await expect(gifting(page).getByTestId('gift-worth')).toHaveText(
    /^A stay of \d+ nights? for 2 people, to book until /,
  );
  await expectAxeClean(page, '[data-boundary="mfe_gifting"]');
  await result.getByRole('link', { name: 'Book a stay' }).click();
  await page.waitForURL(/\/weekend\/\d+\?lng=en/);
  await expect(product(page).locator('h1')).toBeVisible();

  await bookOpenStay(page, isMobile);
  await fillBuyer(page);
  await checkout(page).getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/checkout\/\d+\/payment/);
  // The code checked on the beneficiary page is applied when the payment step opens.
  const gifts = checkout(page).getByTestId('gift-cards');
  await expect(
    gifts.getByText(`Gift card or voucher ****-****-****-${code.slice(-4)}`, { exact: false }),
  ).toBeVisible();
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');
  const coversAll = checkout(page).getByText('Your gift cards and vouchers pay the whole order.');
  if (await coversAll.isVisible()) {
    await checkout(page)
      .getByRole('button', { name: 'Pay with my gift cards and vouchers' })
      .click();
  } else {
    await fillCard(page, '4242 4242 4242 4242');
    await checkout(page).getByTestId('pay').click();
    const challenge = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
    await expect(challenge).toBeVisible();
    await challenge.getByLabel('Security code').fill('123456');
    await challenge.getByRole('button', { name: 'Confirm' }).click();
  }
  await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?.*status=success/);
  await expect(checkout(page).getByText(/your booking is confirmed/)).toBeVisible();

  // Spent: the look-up now says so.
  await page.goto('/beneficiary/login?lng=en');
  await gifting(page).getByLabel('Gift code').fill(code);
  await gifting(page).getByRole('button', { name: 'Check my code' }).click();
  await expect(gifting(page).getByText('This gift voucher has already been used.')).toBeVisible();
});
