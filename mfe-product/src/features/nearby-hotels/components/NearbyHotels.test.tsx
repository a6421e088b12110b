import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hotelDetail } from '../../../test/hotel';
import { renderWithCopy, setPlatform } from '../../../test/hotel-render';
import { NearbyHotels } from './NearbyHotels';

afterEach(() => {
  cleanup();
  unstubAllGlobals();
  jest.restoreAllMocks();
});

/** Eight neighbours, each 280 px wide in a 600 px track (jsdom has no layout). */
function eightNeighbours() {
  const [first] = hotelDetail().nearbyHotels;
  return Array.from({ length: 8 }, (_, index) => ({
    ...first!,
    id: 500 + index,
    label: `Hotel ${index + 1}`,
  }));
}

function layOut(track: HTMLElement) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 8 * 296 });
  for (const item of Array.from(track.children))
    jest.spyOn(item, 'getBoundingClientRect').mockReturnValue({ width: 280 } as DOMRect);
  act(() => track.dispatchEvent(new Event('scroll')));
}

describe('nearby hotels', () => {
  it('PROD-045: "Hotels around that may interest you", with its hotels and arrows', async () => {
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
  });

  it('PROD-045: "Next hotels" moves the carousel by 3 hotels (and their gaps)', async () => {
    setPlatform();
    // Reduced motion: the track jumps at once instead of animating.
    stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    await renderWithCopy(<NearbyHotels hotels={eightNeighbours()} />);
    const carousel = await screen.findByRole('group', {
      name: 'Hotels around that may interest you',
    });
    const track = within(carousel).getByRole('list');
    layOut(track);
    await user.click(within(carousel).getByRole('button', { name: 'Next hotels' }));
    expect(track.scrollLeft).toBe(3 * (280 + 16));
    await user.click(within(carousel).getByRole('button', { name: 'Next hotels' }));
    // Six hotels on would pass the last one: the track stops at its end.
    expect(track.scrollLeft).toBe(8 * 296 - 600);
    expect(within(carousel).getByRole('button', { name: 'Next hotels' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('PROD-045: no neighbour, no block', async () => {
    setPlatform();
    await renderWithCopy(<NearbyHotels hotels={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
