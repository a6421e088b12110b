import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityCard } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { ActivityCard } from './ActivityCard';

const render = (card = activityCard()) =>
  renderWithCopy(<ActivityCard card={card} flow="activity" formatTag="fr-FR" eager />);

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
});
