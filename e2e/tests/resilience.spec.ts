import { expect } from '@playwright/test';
import { test } from './test';
import { expectShell } from './helpers';

/** BEY-011 / issue 2 §2: each remote made unreachable in turn leaves the page working. */
const REMOTES = [
  { remote: 'mfe_search', folder: 'mfe-search', path: '/search', heading: 'Weekend getaways' },
  {
    remote: 'mfe_product',
    folder: 'mfe-product',
    path: '/hotel/not-a-hotel',
    heading: 'This hotel does not exist',
  },
  {
    remote: 'mfe_gifting',
    folder: 'mfe-gifting',
    path: '/gifting/3',
    heading: 'Your gift voucher',
  },
  { remote: 'mfe_checkout', folder: 'mfe-checkout', path: '/account', heading: 'Your account' },
  {
    remote: 'mfe_content',
    folder: 'mfe-content',
    path: '/',
    heading: 'Your next weekend starts here',
  },
] as const;

for (const { remote, folder, path, heading } of REMOTES) {
  test(`BEY-011: ${remote} down → header, footer and a fallback with retry; retry recovers`, async ({
    page,
  }) => {
    let down = true;
    const logs: string[] = [];
    await page.route(`**/apps/${folder}/**`, (route) =>
      down ? route.abort('connectionrefused') : route.continue(),
    );
    page.on('request', (request) => {
      if (request.url().endsWith('/api/logs')) logs.push(request.postData() ?? '');
    });

    await page.goto(`${path}?lng=en`);
    await expectShell(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const region = page.locator(`[data-boundary="${remote}"]`);
    await expect(
      region.getByText('This part of the page is not available right now'),
    ).toBeVisible();
    // BEY-012: the failure reached the logs call with the remote's name.
    await expect.poll(() => logs.some((body) => body.includes(`"app":"${remote}"`))).toBe(true);

    down = false;
    await region.getByRole('button', { name: 'Try again' }).click();
    await expect(region.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
