import { announcementCatalogueSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { platformStore } from '@shop/platform';
import { resetPromotions } from '@shop/platform/promotions';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen } from '@testing-library/react';
import type { FunctionLike } from 'jest-mock';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderWithCopy } from '../test/render';
import AnnouncementBanner from './AnnouncementBanner';
import { pickAnnouncement, richTextNodes, richTextToPlain } from './pick-announcement';

const entry = (
  flow: 'booking' | 'gifting' | 'activity',
  locale: 'fr_FR' | 'es_ES',
  content: string,
) => ({
  flow,
  locale,
  announcementBanner: { content, colorVariation: 'red' as const, url: '/search', flow, locale },
  localizations: [],
});

const CATALOGUE = fixture(announcementCatalogueSchema, {
  homePages: [],
  searchPages: [
    entry('booking', 'fr_FR', '<strong>Stays</strong> -20%'),
    entry('gifting', 'fr_FR', 'Gifts <img src=x onerror="alert(1)">week'),
    entry('booking', 'es_ES', 'Estancias'),
  ],
  productPages: [entry('booking', 'fr_FR', 'Product banner')],
});

beforeEach(() => {
  platformStore.setState({ locale: 'fr_FR', careMode: false });
  resetPromotions();
  window.dataLayer = [];
  stubGlobal(
    'fetch',
    jest
      .fn<FunctionLike>()
      .mockResolvedValue(new Response(JSON.stringify(CATALOGUE), { status: 200 })),
  );
});
afterEach(() => unstubAllGlobals());

describe('announcement banner (SHELL-018)', () => {
  it('SHELL-018: the page kind, locale and flow choose the banner; product pages use their own group', () => {
    expect(pickAnnouncement(CATALOGUE, 'giftSearch', 'fr_FR')?.content).toContain('Gifts');
    expect(pickAnnouncement(CATALOGUE, 'search', 'es_ES')?.content).toBe('Estancias');
    // No activity banner: the locale's booking banner.
    expect(pickAnnouncement(CATALOGUE, 'activitySearch', 'fr_FR')?.content).toContain('Stays');
    expect(pickAnnouncement(CATALOGUE, 'product', 'fr_FR')?.content).toBe('Product banner');
    expect(pickAnnouncement(CATALOGUE, 'home', 'fr_FR')).toBeUndefined();
    expect(pickAnnouncement(CATALOGUE, 'product', 'es_ES')).toBeUndefined();
  });

  it('SHELL-018: rich text is shown as text only (no markup from the content reaches the page)', () => {
    expect(
      richTextToPlain('Gifts <img src=x onerror="alert(1)">week <script>alert(2)</script>'),
    ).toBe('Gifts week');
  });

  it('CONT-009: bold and italics are kept; links, images and scripts are not', async () => {
    const { container } = await renderWithCopy(
      <p>
        {richTextNodes(
          '<b>Spa</b> and <em>more</em> <a href="javascript:x">here</a><img src=x onerror=alert(1)><script>alert(2)</script>',
        )}
      </p>,
    );
    expect(container.innerHTML).toBe('<p><strong>Spa</strong> and <em>more</em> here</p>');
  });

  it('CONT-009: the banner wears its colour variation and keeps its bold text', async () => {
    await act(async () => {
      await renderWithCopy(
        <MemoryRouter>
          <AnnouncementBanner kind="search" />
        </MemoryRouter>,
      );
    });
    // Above the header, in a landmark of its own (axe `region`).
    const banner = await screen.findByRole('complementary', { name: 'Announcement' });
    expect(banner.className).toContain('red');
    expect(banner.querySelector('strong')?.textContent).toBe('Stays');
  });

  it('SHELL-018, SHELL-067: renders the banner from its call and pushes one promotion', async () => {
    await act(async () => {
      await renderWithCopy(
        <>
          <MemoryRouter>
            <AnnouncementBanner kind="giftSearch" />
          </MemoryRouter>
        </>,
      );
    });
    const link = await screen.findByRole('link', { name: 'Gifts week' });
    expect(link).toHaveAttribute('href', '/search');
    expect(document.querySelector('img')).toBeNull();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'view_promotion' })]);
  });
});
