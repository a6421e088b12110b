import type { SearchCriteria } from '@shop/criteria';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { installDialogPolyfill, mockApi, renderBar, setMobile } from '../test-utils';
import { unstubAllGlobals } from '@shop/test-support';

beforeAll(installDialogPolyfill);
beforeEach(() => setMobile(true));
afterEach(() => {
  jest.restoreAllMocks();
  unstubAllGlobals();
});

const bar = () => screen.getByRole('group', { name: 'Filter and sort the offers' });

/** The offers a selection would show: 14 with the spa, 120 otherwise. */
const countOffers = jest.fn(async (criteria: SearchCriteria) =>
  criteria.facilities.includes('spa') ? 14 : 120,
);

describe('FilterBar on mobile', () => {
  it('SRCH-002, SRCH-020: separate Map, Sort and Filters actions, no dropdowns', async () => {
    mockApi();
    await renderBar('a=2', { mapButton: <button type="button">Map</button> });
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Map', 'Sort: Quality/Price', 'Filters']);
  });

  it('SRCH-020, CRIT-045..049, LEFT-033: sort opens in a bottom drawer with the sorts of the flow and their labels', async () => {
    mockApi();
    const { onSortChange } = await renderBar('a=2&sort=promo');
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: 'Sort: Discount' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sort by' });
    expect(
      within(drawer)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Quality/Price', 'Price Ascending', 'Popularity']);
    expect(within(drawer).getByRole('button', { pressed: true })).toHaveTextContent('Discount');
    await user.click(within(drawer).getByRole('button', { name: 'Price Ascending' }));
    expect(onSortChange).toHaveBeenCalledWith('priceAsc');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('CRIT-046, CRIT-047, CRIT-049: gifting sorts; distance only with a position', async () => {
    mockApi();
    await renderBar('lat=48.8&lng=2.3', { flow: 'gifting' });
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: 'Sort: Quality/Price' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sort by' });
    const options = within(drawer)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(options.map((button) => button.textContent)).toEqual([
      'Quality/Price',
      'Distance',
      'Price Descending',
      'Price Ascending',
    ]);
  });

  it('SRCH-020, SRCH-029: filters open full screen; "View {{count}} offers" counts the pending selection', async () => {
    const { facetRequests } = mockApi();
    const { onApply } = await renderBar('a=2&tags=spa&hotelScore=8', { countOffers });
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: 'Filters (2 selected)' }));
    const modal = await screen.findByRole('dialog', { name: 'Filters' });
    expect(
      within(modal)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Activities', 'Price', 'Distance', 'Facilities', 'More filters']);
    // The current search's count, without asking.
    expect(within(modal).getByRole('button', { name: 'View 120 offers' })).toBeVisible();
    expect(countOffers).not.toHaveBeenCalled();
    // SRCH-027: the modal shows activities: the facet request asks for them.
    await within(modal).findByRole('checkbox', { name: 'Spa (14)' });
    expect(facetRequests[0]?.get('includeActivities')).toBe('true');
    await user.click(within(modal).getByRole('checkbox', { name: 'Spa (14)' }));
    expect(await within(modal).findByRole('button', { name: 'View 14 offers' })).toBeVisible();
    expect(countOffers).toHaveBeenCalledTimes(1);
    // A further change: the count is unknown until the debounced request answers.
    await user.click(within(modal).getByRole('checkbox', { name: 'Wi-Fi (120)' }));
    expect(within(modal).getByRole('button', { name: 'View offers' })).toBeVisible();
    expect(
      await within(modal).findByRole('button', { name: 'View 14 offers' }, { timeout: 2000 }),
    ).toBeVisible();
    expect(countOffers).toHaveBeenCalledTimes(2);
    await user.click(within(modal).getByRole('button', { name: 'View 14 offers' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      tags: ['spa'],
      hotelScore: 8,
      facilities: ['spa', 'wifi'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('SRCH-022: closing or Escape restores the current search', async () => {
    mockApi();
    const { onApply } = await renderBar('a=2', { countOffers });
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: 'Filters' }));
    let modal = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(modal).findByRole('checkbox', { name: 'Spa (14)' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(bar()).getByRole('button', { name: 'Filters' }));
    modal = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(modal).findByRole('checkbox', { name: 'Spa (14)' })).not.toBeChecked();
    await user.click(within(modal).getByRole('checkbox', { name: 'Spa (14)' }));
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onApply).not.toHaveBeenCalled();
  });

  it('SRCH-023: Clear all resets the filters and searches at once', async () => {
    mockApi();
    const { onApply } = await renderBar(
      'a=3&city=64&facilities=spa,pets&stars=4&priceMax=9000&distanceMax=100&sort=priceAsc',
      { countOffers },
    );
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: 'Filters (5 selected)' }));
    const modal = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(modal).getByRole('button', { name: 'Clear all' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const cleared = onApply.mock.calls[0]?.[0];
    expect(cleared).toMatchObject({
      a: 3,
      city: '64',
      sort: 'priceAsc',
      facilities: [],
      stars: [],
      distanceMax: undefined,
      priceMax: undefined,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
