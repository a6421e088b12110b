import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { generateActivities } from '../../api/src/seed/activities';
import { DEFAULT_SEED } from '../../api/src/seed/index';
import { expectAxeClean } from './helpers';

/**
 * CHK-006, PROD-074: an activity voucher bought for oneself: activity page → "Buy for myself" →
 * the voucher checkout (buyer) → card payment with its bank challenge → the confirmation with
 * the voucher code and its validity, in English (?lng=en kept all along).
 */
const { products } = generateActivities(DEFAULT_SEED);
const voucher = products.find(
  (product) =>
    product.published && product.prices.some((price) => price.paxComposition.adults === 2),
);
if (!voucher) throw new Error('The seeded catalogue lacks a voucher for 2 people');

const checkout = (page: Page) => page.locator('[data-boundary="mfe_checkout"]');

test('CHK-006, PROD-074: activity page → Buy for myself → voucher checkout → card with challenge → confirmation with the voucher code (?lng=en)', async ({
  page,
}) => {
  const price = voucher.prices.find((entry) => entry.paxComposition.adults === 2)!;
  await page.goto(`/activity/${voucher.id}?lng=en#a=2`);
  await page.getByRole('button', { name: 'Buy for myself' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy this activity for myself' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(
    new RegExp(`/checkout/activity/${voucher.id}\\?lng=en&customType=OWN_USE#`),
  );

  const form = checkout(page).getByTestId('activity-checkout');
  await expect(form.getByText('2 people')).toBeVisible();
  await expect(form.getByText('12 months from purchase')).toBeVisible();
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');
  const buyer = form.getByTestId('buyer-form');
  await buyer.getByLabel('Title').selectOption('MRS');
  await buyer.getByLabel('First name').fill('Camille');
  await buyer.getByLabel('Last name').fill('Durand');
  await buyer.getByLabel('Email').fill('camille.voucher@example.fr');
  await buyer.getByLabel('Phone number').fill('06 12 34 56 78');
  await buyer.getByLabel('Address').fill('12 rue des Lilas');
  await buyer.getByLabel('Postal code').fill('75011');
  await buyer.getByLabel('City').fill('Paris');
  await buyer.getByLabel('Country').selectOption('FR');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  await page.waitForURL(/step=payment/);
  expect(new URL(page.url()).searchParams.get('lng')).toBe('en');
  const payment = checkout(page).getByTestId('payment-form');
  await expect(payment).toBeVisible();
  await payment.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await checkout(page).getByTestId('pay').click();
  if (price.sellPrice > 3000) {
    const challenge = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
    await challenge.getByLabel('Security code').fill('123456');
    await challenge.getByRole('button', { name: 'Confirm' }).click();
  }
  await page.waitForURL(/\/confirmation\/[0-9a-f-]{36}\?.*status=success.*token=/);
  expect(new URL(page.url()).searchParams.get('lng')).toBe('en');
  await expect(checkout(page).getByTestId('booking-number')).toHaveText(/^\d{8}$/);
  const issued = checkout(page).getByTestId('confirmation-voucher');
  await expect(issued).toContainText(/ACT-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/);
  await expect(issued).toContainText('Valid until');
  await expectAxeClean(page, '[data-boundary="mfe_checkout"]');
});
