import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './test';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('BEY-010: rebuilding one remote shows on reload without rebuilding the shell', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shellBefore = readFileSync(path.join(ROOT, 'shell/dist/main.js'), 'utf8');
  const release = `redeploy-${Date.now()}`;

  await page.goto('/?lng=en');
  await expect(page.locator('[data-boundary="mfe_content"]')).not.toHaveAttribute(
    'data-release',
    release,
  );

  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(ROOT, 'mfe-content'),
    env: { ...process.env, MF_BUILD_VERSION: release },
    stdio: 'pipe',
  });

  await page.reload();
  await expect(page.locator('[data-boundary="mfe_content"]')).toHaveAttribute(
    'data-release',
    release,
  );
  await expect(page.locator('[data-boundary="mfe_content"] h1')).toBeVisible();
  expect(readFileSync(path.join(ROOT, 'shell/dist/main.js'), 'utf8')).toBe(shellBefore);
});
