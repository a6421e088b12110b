import { platformStore } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { executableParts, poisonContent, XSS_CORPUS } from '../lib/rich-text/xss-corpus';
import { renderWithCopy } from '../test/render';
import {
  answerRoutes,
  BANNERS,
  BOXES,
  FAQ,
  homepage,
  IDEAS,
  landing,
  MINISITE,
  OFFERS,
  SEARCH_KEY,
} from '../test/content-fixtures';
import HomePage from './HomePage';
import IdeasPage from './IdeasPage';
import LandingPage from './LandingPage';
import MinisitePage from './MinisitePage';
import StaticPage from './StaticPage';

/**
 * Issue 14 item 9: every field a content editor fills (texts, rich text, links, images) holds
 * each payload of the corpus; the rendered pages hold nothing that can run it. The same corpus
 * runs in a real browser in e2e/tests/content-xss.spec.ts.
 */
const poison = <T,>(value: T, payload: string): T => poisonContent(value, () => payload);

const render = (ui: ReactElement) =>
  renderWithCopy(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

/** Lets every lazy block and call finish. */
async function settle(container: HTMLElement, blocks: number) {
  await waitFor(() =>
    expect(container.querySelectorAll('[data-block]').length).toBeGreaterThanOrEqual(blocks),
  );
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((done) => setTimeout(done, 20)));
}

declare global {
  interface Window {
    __xss?: number;
  }
}

beforeEach(() => {
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/', search: '', hash: '' },
  });
});
afterEach(() => {
  unstubAllGlobals();
  delete window.__xss;
});

describe('XSS corpus through every content field (issue 14 item 9)', () => {
  it.each(XSS_CORPUS)(
    'CONT-007 / CONT-020 / CONT-025 / CONT-027 / CONT-067: %s runs nowhere',
    async (payload) => {
      answerRoutes({
        '/api/cms/homepage': poison(homepage(), payload),
        '/api/front/content-boxes-block/fr_FR': poison(BOXES, payload),
        '/api/content/targetedBanner.json': poison(BANNERS, payload),
        '/api/search-keys/romantic-weekends.json': poison(SEARCH_KEY, payload),
        '/api/offers.json': poison(OFFERS, payload),
        '/api/landing/romantic-weekends.json': poison(landing(), payload),
        '/api/ideas.json': poison(IDEAS, payload),
        '/api/content/faq.json': poison(FAQ, payload),
        '/api/minisites/cezam-fr.json': poison(MINISITE, payload),
      });
      for (const search of ['', '?flow=gifting']) {
        platformStore.setState({ location: { pathname: '/', search, hash: '' } });
        const home = await render(<HomePage params={{}} />);
        await settle(home.container, 5);
        expect(home.container.querySelector('[data-testid="home-hero"] h1')).toHaveTextContent(
          payload.trim(),
        );
        expect(executableParts(home.container)).toEqual([]);
        home.unmount();
      }
      const page = await render(<LandingPage params={{ landingId: 'romantic-weekends' }} />);
      await settle(page.container, 6);
      expect(executableParts(page.container)).toEqual([]);
      page.unmount();
      const ideas = await render(<IdeasPage params={{}} />);
      await screen.findByRole('heading', { level: 1 });
      expect(executableParts(ideas.container)).toEqual([]);
      ideas.unmount();
      const faq = await render(<StaticPage params={{ contentId: 'faq' }} />);
      await screen.findByRole('heading', { level: 1 });
      expect(executableParts(faq.container)).toEqual([]);
      faq.unmount();
      const minisite = await render(<MinisitePage params={{ minisiteId: 'cezam-fr', '*': '' }} />);
      await screen.findByRole('heading', { level: 1 });
      expect(executableParts(minisite.container)).toEqual([]);
      minisite.unmount();
      expect(window.__xss).toBeUndefined();
    },
  );
});
