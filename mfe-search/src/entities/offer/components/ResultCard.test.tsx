import { resetWishlist, WISHLIST_STORAGE_KEY } from '@shop/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { activityCard, offerCard } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { ResultCard, type ResultCardProps } from './ResultCard';

const render = (props: Partial<ResultCardProps> & Pick<ResultCardProps, 'card' | 'flow'>) =>
  renderWithCopy(<ResultCard hash="" hasDates={false} formatTag="fr-FR" {...props} />);

const stored = () => JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  window.localStorage.clear();
  resetWishlist();
});

describe('ResultCard (SRCH-052: the kind of each result)', () => {
  it('SRCH-052: stay, single voucher, activity and condensed by flow, card and placement', async () => {
    const kinds: string[] = [];
    for (const props of [
      { card: offerCard(), flow: 'booking' },
      { card: offerCard(), flow: 'gifting' },
      { card: activityCard(), flow: 'activity' },
      { card: offerCard(), flow: 'booking', placement: 'compact' },
    ] as const) {
      const { unmount } = await render(props);
      // The flows' own card kinds load on demand (ADR 0014).
      kinds.push((await screen.findByTestId('offer-card')).dataset.kind ?? '');
      unmount();
    }
    expect(kinds).toEqual(['stay', 'singleVoucher', 'activity', 'condensed']);
  });

  it('CRIT-101: the heart is absent from server HTML and renders in the browser after mount', async () => {
    await renderWithCopy(<span />); // the copy loaded
    const html = renderToString(
      <ResultCard card={offerCard()} flow="booking" hash="" hasDates={false} formatTag="fr-FR" />,
    );
    expect(html).toContain('Weekend 746');
    expect(html).not.toContain('aria-pressed');
    await render({ card: offerCard(), flow: 'booking' });
    expect(
      await screen.findByRole('button', { name: 'Save Weekend 746 to my wishlist' }),
    ).toBeVisible();
  });

  it('CRIT-101, LEFT-005: the heart saves a stay in the STAY list of browser storage and removes it', async () => {
    await render({ card: offerCard(), flow: 'booking' });
    const heart = await screen.findByRole('button', { name: 'Save Weekend 746 to my wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(stored().STAY.map((item: { id: number }) => item.id)).toEqual([746]);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(stored().STAY).toEqual([]);
  });

  it('CRIT-101: per product type — an activity goes to the ACTIVITY list; a stored heart shows pressed', async () => {
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({
        STAY: [],
        ACTIVITY: [{ id: 31, label: 'Kayak trip 31', uri: '/activity/31' }],
      }),
    );
    await render({ card: activityCard(), flow: 'activity' });
    const heart = await screen.findByRole('button', { name: 'Save Kayak trip 31 to my wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(stored()).toEqual({ STAY: [], ACTIVITY: [] });
  });
});
