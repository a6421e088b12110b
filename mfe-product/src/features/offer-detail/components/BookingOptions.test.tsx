import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { unstubAllGlobals } from '@shop/test-support';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { json, mockFetch } from '@shop/test-support/fetch';
import { renderWithCopy, setPlatform } from '../../../test/hotel-render';
import { BookingOptions } from './BookingOptions';

const choice = (id: number): OfferChoice => ({
  id,
  label: `Offer ${id}`,
  nights: 1,
  roomId: 11,
  roomLabel: 'Sea view room',
  sellPrice: 12_000,
  refPrice: 15_000,
  promo: 20,
  dated: false,
  intro: '',
});
const PAX = { adult: 2, child: 0, baby: 0, singleRoom: false };

beforeEach(() => {
  setPlatform();
  mockFetch(() => json([]));
});
afterEach(() => {
  cleanup();
  unstubAllGlobals();
});

describe('booking options panel', () => {
  it('PROD-052: the first offer is chosen by default, another can be chosen', async () => {
    const onOfferChange = jest.fn();
    const user = userEvent.setup();
    await renderWithCopy(
      <BookingOptions
        offers={[choice(1), choice(2)]}
        stay={null}
        pax={PAX}
        onOfferChange={onOfferChange}
        onChooseDates={() => undefined}
        onBook={async () => true}
      />,
    );
    const group = screen.getByRole('group', { name: 'Your offer' });
    expect(within(group).getByRole('radio', { name: 'Offer 1' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Offer 2' }));
    expect(within(group).getByRole('radio', { name: 'Offer 2' })).toBeChecked();
    expect(onOfferChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('PROD-051, §5: without dates Book asks for them and opens the calendar', async () => {
    const onChooseDates = jest.fn();
    const onBook = jest.fn(async () => true);
    const user = userEvent.setup();
    await renderWithCopy(
      <BookingOptions
        offers={[choice(1)]}
        stay={null}
        pax={PAX}
        onChooseDates={onChooseDates}
        onBook={onBook}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose your dates' }));
    expect(onChooseDates).toHaveBeenCalledTimes(1);
    expect(onBook).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your travel dates.');
  });
});
