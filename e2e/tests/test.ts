import { test as base, type Page } from '@playwright/test';
import { markNewsletterHandled, NO_CONSENT_STATE } from './consent-state';

/**
 * Playwright's `test` for this shop: a page the gateway rendered on the server (issue 16, ADR 0089)
 * shows its HTML before the browser takes it over, and a click before that reaches nothing. After
 * `page.goto`, a served page is awaited until the shell has hydrated it (`<html data-hydrated>`)
 * and every element of it is React's: React hydrates a page's sections in passes after the first
 * commit (a click on one not yet hydrated hydrates it at once, its code and copy being loaded
 * beforehand: `servedLazy`, ADR 0096), and a test reads the page as settled. Pages rendered in the
 * browser and pages visited without JavaScript are not waited for.
 */
export const test = base.extend<{ returningVisitor: boolean }>({
  /**
   * A visitor who has answered the newsletter prompt already (SHELL-020), as the config's storage
   * state has answered the cookie banner: false for a first visit (`FIRST_VISIT`).
   */
  returningVisitor: [true, { option: true }],
  context: async ({ context, returningVisitor }, provide) => {
    if (returningVisitor) await markNewsletterHandled(context);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await page.waitForFunction(
          () =>
            document.getElementById('server-data') === null ||
            (document.documentElement.hasAttribute('data-hydrated') &&
              // Every element of the page hydrated: React has attached its props to each (a
              // section whose code is still loading has none yet), or it is content set as HTML
              // by an element that is; the preloads React hoists are not elements of the page.
              [...document.querySelectorAll('#root *:not(link)')].every((element) => {
                for (let node: Element | null = element; node; node = node.parentElement) {
                  const props = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
                  if (props)
                    return (
                      node === element || 'dangerouslySetInnerHTML' in Reflect.get(node, props)
                    );
                }
                return false;
              })),
        );
        return response;
      };
    }
    await provide(page);
  },
});

/** A first visit: neither the cookie banner nor the newsletter prompt answered (BEY-004, SHELL-020). */
export const FIRST_VISIT = { storageState: NO_CONSENT_STATE, returningVisitor: false };
