import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderWithCopy, setPlatform } from '../../../test/hotel-render';
import type { OfferChoice } from '../model/offer-choice';
import { OfferPrice } from './OfferPrice';

const offer = (overrides: Partial<OfferChoice> = {}): OfferChoice => ({
  id: 1,
  label: 'Spa weekend',
  nights: 2,
  roomId: null,
  roomLabel: null,
  sellPrice: 16_000,
  refPrice: 20_000,
  promo: 20,
  lowestPrice30Days: 18_000,
  dated: false,
  intro: '',
  ...overrides,
});

describe("OfferPrice: the hotel page offers' price (BEY-005)", () => {
  beforeEach(() => {
    setPlatform();
  });

  it('BEY-005: a struck reference price shows the lowest price of the previous 30 days under it', async () => {
    await renderWithCopy(<OfferPrice offer={offer()} size="s" />);
    expect(screen.getByTestId('lowest-price-30-days').textContent).toMatch(
      /^Lowest price in the previous 30 days: 180/,
    );
  });

  it('BEY-005: no line without a shown reduction, or without the figure', async () => {
    const { unmount } = await renderWithCopy(
      <OfferPrice offer={offer({ promo: 0, refPrice: 16_000, lowestPrice30Days: null })} />,
    );
    expect(screen.queryByTestId('lowest-price-30-days')).toBeNull();
    unmount();
    await renderWithCopy(
      <OfferPrice offer={offer({ lowestPrice30Days: undefined, dated: true })} />,
    );
    expect(screen.queryByTestId('lowest-price-30-days')).toBeNull();
  });
});
