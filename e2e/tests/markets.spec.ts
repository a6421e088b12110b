import { expect } from '@playwright/test';
import { test } from './test';
import { hostUrl } from './helpers';

test('SHELL-023: Belgium shows the splash; "Entrer" leads to the Belgian home in French', async ({
  page,
  context,
}) => {
  await page.goto(hostUrl('be.localhost', '/'));
  await expect(page.getByRole('button', { name: 'Ga verder' })).toBeVisible();
  await page.getByRole('button', { name: 'Entrer' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.locator('[data-boundary="mfe_content"]')).toBeVisible();
  // SHELL-022: the choice is remembered in the lastLanguage cookie.
  const cookies = await context.cookies(hostUrl('be.localhost'));
  expect(cookies.find((cookie) => cookie.name === 'lastLanguage')?.value).toBe('fr_BE');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Entrer' })).toHaveCount(0);
});

test('SHELL-023: "Ga verder" leads to the Belgian home in Dutch', async ({ page, context }) => {
  await page.goto(hostUrl('be.localhost', '/'));
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await expect(page.locator('[data-boundary="mfe_content"]')).toBeVisible();
  const cookies = await context.cookies(hostUrl('be.localhost'));
  expect(cookies.find((cookie) => cookie.name === 'lastLanguage')?.value).toBe('nl_BE');
});

test('SHELL-027: the language selector shows in Belgium and switches to Dutch', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'lastLanguage', value: 'fr_BE', domain: 'be.localhost', path: '/' },
  ]);
  await page.goto(hostUrl('be.localhost', '/contact'));
  const selector = page.getByRole('combobox');
  await expect(selector).toHaveValue('fr_BE');
  await selector.selectOption('nl_BE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  const cookies = await context.cookies(hostUrl('be.localhost'));
  expect(cookies.find((cookie) => cookie.name === 'lastLanguage')?.value).toBe('nl_BE');
});

for (const [host, lang] of [
  ['localhost', 'fr-FR'],
  ['fr.localhost', 'fr-FR'],
  ['es.localhost', 'es-ES'],
  ['nl.localhost', 'nl-NL'],
  ['it.localhost', 'it-IT'],
] as const) {
  test(`markets: ${host} is ${lang} without a language selector (SHELL-027)`, async ({ page }) => {
    await page.goto(hostUrl(host, '/contact'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.locator('[data-boundary="mfe_content"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });
}

test('SHELL-045: the footer country switcher links to every market host', async ({ page }) => {
  await page.goto(hostUrl('es.localhost', '/contact?lng=en'));
  const countries = page.getByRole('navigation', { name: 'Country' });
  for (const [name, host] of [
    ['France', 'fr.localhost'],
    ['Spain', 'es.localhost'],
    ['Belgium', 'be.localhost'],
    ['Netherlands', 'nl.localhost'],
    ['Italy', 'it.localhost'],
  ] as const) {
    await expect(countries.getByRole('link', { name })).toHaveAttribute(
      'href',
      new RegExp(`//${host.replace('.', '\\.')}:\\d+/contact$`),
    );
  }
});
