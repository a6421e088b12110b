import { afterEach, describe, expect, it } from '@jest/globals';
import { unstubAllGlobals } from '@shop/test-support';
import { cleanup, screen, within } from '@testing-library/react';
import { hotelDetail } from '../../../test/hotel';
import { renderWithCopy, setPlatform } from '../../../test/hotel-render';
import { NearbyHotels } from './NearbyHotels';
import { NEARBY_HOTELS_STEP } from './NearbyHotelsCarousel';

afterEach(() => {
  cleanup();
  unstubAllGlobals();
});

describe('nearby hotels', () => {
  it('PROD-045: "Hotels around that may interest you", a carousel moving 3 hotels per step', async () => {
    setPlatform();
    await renderWithCopy(<NearbyHotels hotels={hotelDetail().nearbyHotels} />);
    const block = screen.getByRole('region', { name: 'Hotels around that may interest you' });
    const carousel = await within(block).findByRole('group', {
      name: 'Hotels around that may interest you',
    });
    expect(within(carousel).getByRole('link', { name: 'Hotel Azur' })).toHaveAttribute(
      'href',
      '/hotel/500',
    );
    expect(within(carousel).getByText(/From 99\s€ \/ person/)).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next hotels' })).toBeInTheDocument();
    expect(NEARBY_HOTELS_STEP).toBe(3);
  });

  it('PROD-045: no neighbour, no block', async () => {
    setPlatform();
    await renderWithCopy(<NearbyHotels hotels={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
