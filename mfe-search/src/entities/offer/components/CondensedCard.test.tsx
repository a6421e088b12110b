import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { offerCard } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { CondensedCard } from './CondensedCard';

const render = (card = offerCard(), flow: 'booking' | 'activity' = 'booking') =>
  renderWithCopy(
    <CondensedCard card={card} flow={flow} hash="" hasDates={false} formatTag="fr-FR" />,
  );

describe('CondensedCard (SRCH-052: compact placements)', () => {
  it('SRCH-052, SRCH-053: price and promo, hotel details, cancellation terms and media in little room', async () => {
    await render(
      offerCard({
        sellPrice: 20_050,
        refPrice: 30_000,
        promo: 33,
        nights: 2,
        activities: [{ id: 'spa', name: 'Spa' }],
        availableRooms: 1,
      }),
    );
    expect(screen.getByTestId('offer-card')).toHaveAttribute('data-kind', 'condensed');
    expect(screen.getByText(/^101\s€$/)).toBeVisible();
    expect(screen.getByText('-33%')).toBeVisible();
    expect(screen.getByText('/ person / night')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hotel del Mar' })).toHaveAttribute(
      'href',
      '/hotel/499',
    );
    expect(screen.getByRole('button', { name: 'Cancellation conditions' })).toBeVisible();
    expect(screen.getByText('1 activity included')).toBeVisible();
    // Condensed: no review box and no scarcity line.
    expect(screen.queryByText('8,6')).toBeNull();
    expect(screen.queryByText(/room left/)).toBeNull();
  });

  it('SRCH-055: no activity count in the activity flow', async () => {
    await render(offerCard({ activities: [{ id: 'spa', name: 'Spa' }] }), 'activity');
    expect(screen.queryByText('1 activity included')).toBeNull();
  });
});
