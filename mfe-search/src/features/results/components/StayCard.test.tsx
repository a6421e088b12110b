import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerCard } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { StayCard } from './StayCard';

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
});
