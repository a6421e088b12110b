import { expect } from '@playwright/test';
import { test } from './test';
import { hostUrl } from './helpers';

const AGENT = {
  email: 'agent@weekend-shop.test',
  password: process.env.CARE_AGENT_PASSWORD ?? 'care-agent-2026',
};

test('SHELL-015: the care host without a token shows only the login screen', async ({ page }) => {
  await page.goto(hostUrl('care.localhost', '/search?lng=en'));
  await expect(page.getByRole('heading', { name: 'Customer-care sign-in' })).toBeVisible();
  await expect(page.locator('[data-boundary]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('SHELL-015: wrong credentials are refused with a message', async ({ page }) => {
  await page.goto(hostUrl('care.localhost', '/?lng=en'));
  await page.getByLabel('E-mail').fill(AGENT.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
});

test('SHELL-051: with a valid agent token care mode is on for every app', async ({ page }) => {
  await page.goto(hostUrl('care.localhost', '/search?lng=en'));
  await page.getByLabel('E-mail').fill(AGENT.email);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('care-panel')).toContainText('Customer-care mode');
  await expect(
    page.locator('[data-boundary="mfe_search"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();

  // The signed token survives a reload (HttpOnly cookie verified by the API).
  await page.reload();
  await expect(page.getByTestId('care-panel')).toBeVisible();

  // Signing out brings the login screen back.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Customer-care sign-in' })).toBeVisible();
});

test('SHELL-015: a forged token is not accepted', async ({ page, context }) => {
  await context.addCookies([
    {
      name: 'care_token',
      value: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
      domain: 'care.localhost',
      path: '/',
    },
  ]);
  await page.goto(hostUrl('care.localhost', '/?lng=en'));
  await expect(page.getByRole('heading', { name: 'Customer-care sign-in' })).toBeVisible();
});
