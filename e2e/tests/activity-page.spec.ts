import { type Page, expect } from '@playwright/test';
import { test } from './test';
import { generateActivities } from '../../api/src/seed/activities';
import { DEFAULT_SEED } from '../../api/src/seed/index';
import { expectAxeClean, expectShell, hostUrl } from './helpers';

/**
 * Issue 11: the activity voucher page (PROD-066..071, CHK-004..006, PROD-068). The ids come from
 * the seeded catalogue (the server seeds DEFAULT_SEED): a published voucher priced for 2 and 3
 * people, and one whose published is false; the API confirms both before the journeys use them.
 */
const { products } = generateActivities(DEFAULT_SEED);
const published = products.find((product) => {
  const adults = product.prices.map((price) => price.paxComposition.adults);
  return product.published && adults.includes(2) && adults.includes(3);
});
const expired = products.find((product) => !product.published);
if (!published || !expired)
  throw new Error('The seeded catalogue lacks the vouchers these journeys need');

async function detail(page: Page, id: number, locale = 'fr_FR') {
  const response = await page.request.get(
    `/api/activity-only/weekend/${id}/detail.json?locale=${locale}`,
  );
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { label: string; published: boolean };
}

test('PROD-066, PROD-071, CHK-004..006: pax within bounds, "Buy for myself" opens the dialog, Continue goes to the own-use checkout (?lng=en)', async ({
  page,
}) => {
  const id = published.id;
  const { label, published: isPublished } = await detail(page, id);
  expect(isPublished).toBe(true);
  await page.goto(`/activity/${id}?lng=en`);
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByTestId('activity-gallery').locator('img').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

  const people = page.getByRole('group', { name: 'Number of people' });
  await expect(people).toContainText('2 people');
  await page.getByRole('button', { name: 'One person more' }).click();
  await expect(people).toContainText('3 people');
  await expect(page).toHaveURL(/#a=3$/);
  await expect(page.getByTestId('activity-price')).toContainText('Total for 3 people');
  await expectAxeClean(page, '[data-testid="activity-page"]');

  await page.getByRole('button', { name: 'Buy for myself' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy this activity for myself' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Digital voucher')).toBeVisible();
  await expectAxeClean(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/checkout/activity/${id}\\?lng=en&customType=OWN_USE#id=${id}&a=3$`),
  );
});

test('PROD-068: an expired voucher shows "Too late!" and leads to the activity search (?lng=en)', async ({
  page,
}) => {
  expect((await detail(page, expired.id)).published).toBe(false);
  await page.goto(`/activity/${expired.id}?lng=en`);
  await expect(page.getByRole('heading', { name: 'Too late!' })).toBeVisible();
  await expect(
    page.getByText('This offer has expired... Luckily, we have other stays to suggest you.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy for myself' })).toHaveCount(0);
  await expectAxeClean(page, '[data-testid="activity-page"]');
  await page.getByRole('link', { name: 'See other offers' }).click();
  await expect(page).toHaveURL(/\/activities\/search\?lng=en/);
});

test('PROD-066, PROD-068, CHK-004: the page in a market language (Spain)', async ({ page }) => {
  const { label } = await detail(page, published.id, 'es_ES');
  await page.goto(hostUrl('es.localhost', `/activity/${published.id}`));
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Número de personas' })).toContainText('2 personas');
  await page.getByRole('button', { name: 'Regalar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Regalar esta actividad' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/checkout/activity/${published.id}#id=${published.id}&a=2$`),
  );

  await page.goto(hostUrl('es.localhost', `/activity/${expired.id}`));
  await expect(page.getByRole('heading', { name: '¡Demasiado tarde!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver otras ofertas' })).toBeVisible();
  await expectAxeClean(page, '[data-testid="activity-page"]');
});
