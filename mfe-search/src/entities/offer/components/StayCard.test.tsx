import { CONTROL_EXPERIMENTS, platformStore } from '@shop/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { offerCard } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { StayCard } from './StayCard';

beforeAll(() => installDialogPolyfill());
afterEach(() => platformStore.setState({ experiments: CONTROL_EXPERIMENTS }));

const flexible = (deadline: string | null, deadlineDays: number | null = 5) => ({
  cancellable: true,
  isCancellable: true,
  message: null,
  cancellationDeadline: deadline,
  deadlineDays,
  type: 'FLEXIBLE' as const,
});

const render = (card = offerCard(), extra: Partial<Parameters<typeof StayCard>[0]> = {}) =>
  renderWithCopy(
    <StayCard card={card} flow="booking" hash="" hasDates={false} formatTag="fr-FR" {...extra} />,
  );

describe('StayCard', () => {
  it('SRCH-053, CRIT-077, CRIT-080: price per person per night, rounded up, with ref price and promo', async () => {
    await render(offerCard({ sellPrice: 20_050, refPrice: 30_000, promo: 33, nights: 2 }));
    // 200.50 € for 2 nights → 100.25 → 101 € a night.
    expect(screen.getByText(/101\s€/)).toBeVisible();
    expect(screen.getByText(/150\s€/).closest('del')).not.toBeNull();
    expect(screen.getByText('-33%')).toBeVisible();
    expect(screen.getByText('/ person / night')).toBeVisible();
  });

  it('CRIT-075: a promo below the 10% threshold shows no badge and no reference price', async () => {
    await render(offerCard({ promo: 8, sellPrice: 9_200, refPrice: 10_000 }));
    expect(screen.queryByText('-8%')).toBeNull();
    expect(document.querySelector('del')).toBeNull();
  });

  it('BEY-005: an announced reduction shows the lowest price of the previous 30 days, per person per night like the price', async () => {
    await render(
      offerCard({
        sellPrice: 20_000,
        refPrice: 30_000,
        promo: 33,
        nights: 2,
        lowestPrice30Days: 25_000,
      }),
    );
    expect(screen.getByTestId('lowest-price-30-days')).toHaveTextContent(
      /^Lowest price in the previous 30 days: 125\s€$/,
    );
  });

  it('BEY-005: no line without an announced reduction, below the display threshold, or when the answer lacks the figure', async () => {
    const cards = [
      offerCard({ promo: 0, sellPrice: 9_000, refPrice: 9_000, lowestPrice30Days: null }),
      offerCard({ promo: 8, sellPrice: 9_200, refPrice: 10_000, lowestPrice30Days: 9_500 }),
      offerCard({ promo: 33, sellPrice: 20_000, refPrice: 30_000, lowestPrice30Days: null }),
      offerCard({ promo: 33, sellPrice: 20_000, refPrice: 30_000 }),
    ];
    for (const card of cards) {
      const { unmount } = await render(card);
      expect(screen.queryByTestId('lowest-price-30-days')).toBeNull();
      unmount();
    }
  });

  it('CRIT-080: "/ person" in the activity flow; CRIT-075 activity threshold is 5%', async () => {
    await render(offerCard({ promo: 6, sellPrice: 4_550, refPrice: 5_000 }), { flow: 'activity' });
    expect(screen.getByText('/ person')).toBeVisible();
    expect(screen.getByText(/45,50\s€/)).toBeVisible();
    expect(screen.getByText('-6%')).toBeVisible();
  });

  it('SRCH-056, CRIT-090: the review score with one decimal and a comma, and the count', async () => {
    await render();
    expect(screen.getByText('Rated 8,6 out of 10, 109 reviews')).toBeInTheDocument();
    expect(screen.getByText('8,6')).toBeInTheDocument();
  });

  it('SRCH-056: no score shows "New"', async () => {
    const card = offerCard();
    await render({ ...card, hotel: { ...card.hotel, review: { count: 0, average: null } } });
    expect(screen.getByText('New')).toBeVisible();
  });

  it('CRIT-088, CRIT-085, SRCH-054, SRCH-055: rooms left, cancellation label, hotel link, activities', async () => {
    await render(
      offerCard({
        availableRooms: 2,
        activities: [{ id: 'spa', name: 'Spa' }],
        cancellationPolicy: {
          cancellable: true,
          isCancellable: true,
          message: null,
          cancellationDeadline: '2027-03-01',
          deadlineDays: 5,
          type: 'FLEXIBLE',
        },
      }),
      { hasDates: true, hash: '#checkin=2027-03-06&nights=2&a=3&sort=promo&city=64' },
    );
    expect(screen.getByText('2 rooms left')).toBeVisible();
    expect(
      screen.getByText(
        'Modifiable without expenses or cancellable with a partial refund until 1 mars 2027',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hotel del Mar' })).toHaveAttribute(
      'href',
      '/hotel/499',
    );
    expect(screen.getByText('1 activity included')).toBeVisible();
    // The product link keeps dates and guests, not the search-only keys.
    expect(screen.getByRole('link', { name: 'Weekend 746' })).toHaveAttribute(
      'href',
      '/weekend/746#checkin=2027-03-06&a=3&nights=2',
    );
  });

  it('CRIT-088, CRIT-085: no rooms-left text above 3 rooms; without dates "add your travel dates"', async () => {
    await render(offerCard({ availableRooms: 4 }));
    expect(screen.queryByText(/rooms? left/)).toBeNull();
    expect(
      screen.getByText('Add your travel dates to see the cancellation conditions'),
    ).toBeVisible();
  });

  it('the image reserves its size (width and height, no layout shift)', async () => {
    await render();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('SRCH-052, SRCH-057: a stay card of the card model, marked with its kind', async () => {
    await render();
    expect(screen.getByTestId('offer-card')).toHaveAttribute('data-kind', 'stay');
    expect(screen.getByRole('heading', { level: 3, name: 'Weekend 746' })).toBeVisible();
  });

  it('SRCH-058, CRIT-082: "Promo: Save {{discount}}% extra" only in the auto-discount experiment', async () => {
    const card = offerCard({ autoDiscount: { code: 'EXTRA10', value: 10 } });
    const { unmount } = await render(card);
    expect(screen.queryByText('Promo: Save 10% extra')).toBeNull();
    unmount();
    platformStore.setState({
      experiments: { ...CONTROL_EXPERIMENTS, autoDiscount: 'variation' },
    });
    const second = await render(card);
    expect(screen.getByText('Promo: Save 10% extra')).toBeVisible();
    second.unmount();
    // In the experiment, a card without an auto-discount shows nothing.
    await render(offerCard({ autoDiscount: null }));
    expect(screen.queryByTestId('auto-discount')).toBeNull();
  });

  it('SRCH-053, CRIT-086: the cancellation-conditions modal (dates): 80% refund, free modification, no refund from check-in; Escape closes and focus returns', async () => {
    await render(offerCard({ checkin: '2027-03-06', cancellationPolicy: flexible('2027-03-01') }), {
      hasDates: true,
      formatTag: 'en-GB',
    });
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Cancellation conditions' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation conditions' });
    expect(
      within(dialog).getByText("Partial refund of 80% of each night's amount until 1 March 2027."),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Free modification until 1 March 2027: if your new stay is cheaper, we refund the difference; if it is dearer, you pay the difference.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('No refund from 6 March 2027 (check-in).')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(open).toHaveFocus();
    // Opens again from the keyboard.
    await user.keyboard('{Enter}');
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(open).toHaveFocus();
  });

  it('CRIT-086: without dates the modal gives the deadline in days before check-in', async () => {
    await render(offerCard({ cancellationPolicy: flexible(null, 7) }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancellation conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation conditions' });
    expect(
      within(dialog).getByText(
        "Partial refund of 80% of each night's amount until 7 days before check-in.",
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('No refund from check-in.')).toBeVisible();
  });

  it('CRIT-085, CRIT-087: a non-cancellable (NCNR) offer says so and has no conditions modal', async () => {
    await render(
      offerCard({
        checkin: '2027-03-06',
        cancellationPolicy: { ...flexible('2027-03-01'), type: 'NCNR' },
      }),
      { hasDates: true },
    );
    expect(screen.getByText('Non-exchangeable and non-refundable')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancellation conditions' })).toBeNull();
  });

  it('CRIT-101: without a wishlist handler there is no heart', async () => {
    await render();
    expect(screen.queryByRole('button', { name: /wishlist/ })).toBeNull();
  });

  it('SRCH-053: a hotel without a usable id or uri is named without a link', async () => {
    const card = offerCard();
    await render({ ...card, hotel: { ...card.hotel, id: 0, uri: '' } });
    expect(screen.queryByRole('link', { name: 'Hotel del Mar' })).toBeNull();
    expect(screen.getByText('Hotel del Mar')).toBeVisible();
  });
});
