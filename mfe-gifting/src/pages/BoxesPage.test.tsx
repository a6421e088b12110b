import { platformStore, DEFAULT_FLAGS, MARKETS } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { boxesAddress } from '../lib/boxes-address';
import { giftBoxes } from '../test/fixtures';
import { json, mockFetch } from '@shop/test-support/fetch';
import { renderWithCopy, setPage } from '../test/render';
import BoxesPage from './BoxesPage';

async function renderAt(url: string, boxId: string) {
  setPage(url);
  await act(() => renderWithCopy(<BoxesPage params={{ boxId }} />));
}

beforeEach(() => platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS }));
afterEach(() => unstubAllGlobals());

describe('gift boxes /boxes/{box} (GIFT-027)', () => {
  it('GIFT-027: boxes from the gift-boxes call as cards: discount badge, rating x/10, prices', async () => {
    const fetchMock = mockFetch(() => json(giftBoxes()));
    await renderAt('/boxes/all?lng=en&utm_medium=newsletter', 'all');
    const cards = await screen.findAllByTestId('box-card');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/front/gift-boxes?locale=fr_FR&utmMedium=newsletter',
    );
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Gourmet escape' }).getAttribute('href')).toBe(
      '/boxes/gourmet-escape',
    );
    expect(first.getByText('-14%')).toBeTruthy();
    expect(first.getByText('9,1/10')).toBeTruthy();
    expect(cards[0]!.textContent).toMatch(/129,90\s€/);
    expect(cards[0]!.querySelector('del')?.textContent).toMatch(/149,90\s€/);
    const second = within(cards[1]!);
    expect(second.queryByText(/^-\d+%$/)).toBeNull();
    expect(second.getByText('9/10')).toBeTruthy();
    expect(cards[1]!.querySelector('del')).toBeNull();
  });

  it('GIFT-027: the box the address names comes first and is marked', async () => {
    mockFetch(() => json(giftBoxes()));
    await renderAt('/boxes/romantic-weekend?lng=en', 'romantic-weekend');
    const cards = await screen.findAllByTestId('box-card');
    const link = within(cards[0]!).getByRole('link', { name: 'Romantic weekend' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('GIFT-027: a failed call says so; an empty list says there is none', async () => {
    mockFetch(() => json({ error: 'INTERNAL_ERROR', message: 'boom' }, 500));
    await renderAt('/boxes/all?lng=en', 'all');
    expect(
      await screen.findByText('The gift boxes could not be loaded. Please try again later.'),
    ).toBeTruthy();
  });

  it('GIFT-027: a tampered address falls back to every box (tolerant reading)', () => {
    expect(boxesAddress('all', '?utm_medium=<script>')).toEqual({ box: 'all', utmMedium: null });
    expect(boxesAddress('../x', '?utmMedium=sea')).toEqual({ box: null, utmMedium: 'sea' });
    expect(boxesAddress(undefined, '')).toEqual({ box: null, utmMedium: null });
  });
});
