import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { activityCard } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { ActivityCard } from './ActivityCard';

beforeAll(() => installDialogPolyfill());

const render = (card = activityCard(), hasDates = false, formatTag = 'fr-FR') =>
  renderWithCopy(
    <ActivityCard card={card} flow="activity" hasDates={hasDates} formatTag={formatTag} eager />,
  );

/** The activity search's policy of a voucher (CRIT-087): 2 days before the chosen date. */
const flexible = (deadline: string | null) => ({
  cancellable: true,
  isCancellable: true,
  message: null,
  cancellationDeadline: deadline,
  deadlineDays: 2,
  type: 'FLEXIBLE' as const,
});

describe('ActivityCard (SRCH-052, SRCH-017: activity flow)', () => {
  it('SRCH-052, CRIT-076, CRIT-080: the party price per person, "/ person", with a 5%+ promo (CRIT-075)', async () => {
    await render();
    expect(screen.getByTestId('offer-card')).toHaveAttribute('data-kind', 'activity');
    // 91 € for 2 adults → 45,50 € per person; bar price 100 € → 50 €.
    expect(screen.getByText(/^45,50\s€$/)).toBeVisible();
    expect(screen.getByText(/^50\s€$/).closest('del')).not.toBeNull();
    expect(screen.getByText('/ person')).toBeVisible();
    expect(screen.getByText('-9%')).toBeVisible();
  });

  it('CRIT-075: a promo below 5% shows no badge and no reference price', async () => {
    const card = activityCard();
    await render({ ...card, promo: 4, prices: { ...card.prices, promo: 4 } });
    expect(screen.queryByText('-4%')).toBeNull();
    expect(document.querySelector('del')).toBeNull();
  });

  it('SRCH-055: no activity count on an activity card', async () => {
    await render(
      activityCard({
        activities: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ],
      }),
    );
    expect(screen.queryByText(/activit(y|ies) included/)).toBeNull();
  });

  it('SRCH-053: the place and city stand for the hotel details; the title opens the activity page', async () => {
    await render();
    expect(screen.getByText('Gorges Kayak Centre')).toBeVisible();
    expect(screen.getByText('Sainte-Enimie')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kayak trip 31' })).toHaveAttribute(
      'href',
      '/activity/31',
    );
    expect(screen.getByRole('group', { name: 'Photos of Kayak trip 31' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See all 2 photos' })).toBeInTheDocument();
  });

  it("SRCH-053, SRCH-057: a partner's centre (not a hotel) is shown unlinked and without hotel stars", async () => {
    await render();
    expect(screen.getByText('Gorges Kayak Centre').closest('a')).toBeNull();
    expect(screen.queryByRole('img', { name: /star/ })).toBeNull();
  });

  it('SRCH-053, SRCH-054, SRCH-057: an activity in a hotel links the hotel page and shows its stars', async () => {
    const card = activityCard();
    await render({
      ...card,
      place: {
        ...card.place,
        id: 499,
        uri: 'hotel/499',
        label: 'Hotel del Lago',
        stars: 4,
        isHotel: true,
      },
    });
    expect(screen.getByRole('link', { name: 'Hotel del Lago' })).toHaveAttribute(
      'href',
      '/hotel/499',
    );
    expect(screen.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
  });

  it('SRCH-056: the review score with one decimal and a comma, and the count', async () => {
    await render();
    expect(screen.getByText('Rated 9,1 out of 10, 37 reviews')).toBeInTheDocument();
    expect(screen.getByText('9,1')).toBeInTheDocument();
  });

  it('SRCH-056: a place without reviews shows "New"', async () => {
    const card = activityCard();
    await render({ ...card, place: { ...card.place, review: { count: 0, average: null } } });
    expect(screen.getByText('New')).toBeVisible();
  });

  it('CRIT-085: without dates the card asks for travel dates; with a date, cancellable until the deadline', async () => {
    const { unmount } = await render();
    expect(
      screen.getByText('Add your travel dates to see the cancellation conditions'),
    ).toBeVisible();
    unmount();
    await render(
      activityCard({ checkin: '2030-06-20', cancellationPolicy: flexible('2030-06-18') }),
      true,
      'en-GB',
    );
    expect(
      screen.getByText(
        'Modifiable without expenses or cancellable with a partial refund until 18 June 2030',
      ),
    ).toBeVisible();
  });

  it('SRCH-053, CRIT-086: the cancellation-conditions modal opens and closes from the keyboard, focus returns', async () => {
    await render(
      activityCard({ checkin: '2030-06-20', cancellationPolicy: flexible('2030-06-18') }),
      true,
      'en-GB',
    );
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Cancellation conditions' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation conditions' });
    expect(
      within(dialog).getByText("Partial refund of 80% of each night's amount until 18 June 2030."),
    ).toBeVisible();
    expect(within(dialog).getByText('No refund from 20 June 2030 (check-in).')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(open).toHaveFocus();
  });

  it('CRIT-086: without a date the modal gives the deadline in days before the date', async () => {
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Cancellation conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation conditions' });
    expect(
      within(dialog).getByText(
        "Partial refund of 80% of each night's amount until 2 days before check-in.",
      ),
    ).toBeVisible();
  });

  it('CRIT-085, CRIT-087: a non-cancellable (NCNR) activity says so and has no conditions modal', async () => {
    await render(
      activityCard({
        checkin: '2030-06-20',
        cancellationPolicy: { ...flexible('2030-06-18'), type: 'NCNR' },
      }),
      true,
    );
    expect(screen.getByText('Non-exchangeable and non-refundable')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancellation conditions' })).toBeNull();
  });
});
