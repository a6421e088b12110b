import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { offerCard } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { SingleVoucherCard } from './SingleVoucherCard';

/** A gift search's card: voucher price (the package reference price), priceType GIFT, promo 0. */
const voucher = (overrides: Parameters<typeof offerCard>[0] = {}) =>
  offerCard({
    sellPrice: 31_900,
    refPrice: 31_900,
    promo: 0,
    priceType: 'GIFT',
    nights: 2,
    prices: {
      paxComposition: { adults: 2 },
      promo: 0,
      priceType: 'GIFT',
      barPrice: 31_900,
      sellPrice: 31_900,
    },
    ...overrides,
  });

const render = (card = voucher()) =>
  renderWithCopy(
    <SingleVoucherCard card={card} flow="gifting" hash="" hasDates={false} formatTag="fr-FR" />,
  );

describe('SingleVoucherCard (SRCH-052: gifting flow)', () => {
  it('SRCH-052, SRCH-053: the voucher price for its adults, not per night, with the voucher badge and nights', async () => {
    await render();
    expect(screen.getByTestId('offer-card')).toHaveAttribute('data-kind', 'singleVoucher');
    expect(screen.getByText('Gift voucher')).toBeVisible();
    // 319 € for the whole voucher (not 159,50 € a night).
    expect(screen.getByText(/^319\s€$/)).toBeVisible();
    expect(screen.getByText('for 2 people')).toBeVisible();
    expect(screen.getByText('Stay of 2 nights')).toBeVisible();
    expect(screen.queryByText(/night$/)).toBeNull();
    expect(document.querySelector('del')).toBeNull();
  });

  it('SRCH-054: the product opens in the gifting flow; the hotel links to its page', async () => {
    await render();
    expect(screen.getByRole('link', { name: 'Weekend 746' })).toHaveAttribute(
      'href',
      '/weekend/746?flow=gifting',
    );
    expect(screen.getByRole('link', { name: 'Hotel del Mar' })).toHaveAttribute(
      'href',
      '/hotel/499',
    );
  });

  it('SRCH-055, CRIT-085, CRIT-075: activity count shown; no dates in gifting; a promo from 10% shows its badge', async () => {
    await render(
      voucher({ activities: [{ id: 'spa', name: 'Spa' }], promo: 12, refPrice: 36_250 }),
    );
    expect(screen.getByText('1 activity included')).toBeVisible();
    expect(
      screen.getByText('Add your travel dates to see the cancellation conditions'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancellation conditions' })).toBeVisible();
    expect(screen.getByText('-12%')).toBeVisible();
    expect(screen.getByText(/362,50\s€/).closest('del')).not.toBeNull();
  });
});
