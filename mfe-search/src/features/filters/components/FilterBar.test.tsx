import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { facetsAnswer, mockApi, renderBar } from '../test-utils';
import { unstubAllGlobals } from '@shop/test-support';
import { INTERNAL_ERROR } from '../../../test/errors';

afterEach(() => {
  jest.restoreAllMocks();
  unstubAllGlobals();
});

const bar = () => screen.getByRole('group', { name: 'Filter and sort the offers' });

/** Opens a dropdown and waits for its facet lists. */
async function open(name: RegExp, user = userEvent.setup()) {
  await user.click(within(bar()).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: name });
}

describe('FilterBar on desktop', () => {
  it('SRCH-002, SRCH-019: a bar with the map slot, the five dropdowns and the sort, asking nothing before use', async () => {
    const { spy } = mockApi();
    await renderBar('a=2', {
      mapButton: <button type="button">Map</button>,
      sortControl: <button type="button">Sort: Quality/Price</button>,
    });
    const buttons = within(bar()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent?.replace('▾', '').trim())).toEqual([
      'Map',
      'Activities',
      'Price',
      'Distance',
      'Facilities',
      'More filters',
      'Sort: Quality/Price',
    ]);
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'false');
    expect(spy).not.toHaveBeenCalled();
  });

  it('SRCH-019: the activity flow filters on activities and price only', async () => {
    mockApi();
    await renderBar('', { flow: 'activity' });
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent?.replace('▾', '').trim()),
    ).toEqual(['Activities', 'Price']);
  });

  it('SRCH-021, SRCH-031, CRIT-041: pending selections apply on Confirm only', async () => {
    mockApi();
    const { onApply } = await renderBar('a=2&facilities=wifi');
    const user = userEvent.setup();
    const dialog = await open(/^Facilities/, user);
    expect(bar().querySelector('[aria-expanded="true"]')).toHaveTextContent('Facilities');
    const spa = await within(dialog).findByRole('checkbox', { name: 'Spa (14)' });
    expect(within(dialog).getByRole('checkbox', { name: 'Wi-Fi (120)' })).toBeChecked();
    // The API's label of a key the app has no copy for.
    expect(within(dialog).getByRole('checkbox', { name: 'Sauna (2)' })).toBeEnabled();
    // CRIT-043: pets is in More filters, not in the facilities list.
    expect(within(dialog).queryByRole('checkbox', { name: /Pets/ })).toBeNull();
    await user.click(spa);
    expect(spa).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wi-Fi (120)' }));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ a: 2, facilities: ['spa'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(bar()).getByRole('button', { name: /^Facilities/ })).toHaveFocus();
  });

  it('LEFT-009: a dropdown opens on the facets its search answered with; a change asks facets.json', async () => {
    const { facetRequests } = mockApi();
    const answered = facetsAnswer({
      facilities: [{ name: 'spa', value: 'spa', label: 'Spa', count: 33 }],
    });
    await renderBar('a=2', { facets: answered });
    const user = userEvent.setup();
    const dialog = await open(/^Facilities/, user);
    const spa = within(dialog).getByRole('checkbox', { name: 'Spa (33)' });
    expect(facetRequests).toHaveLength(0);
    await user.click(spa);
    // The counts of the pending selection come from facets.json (spec §7: sent on a change);
    // until it answers the search's own stay, so the ticked box is never replaced (focus kept).
    const updated = await within(dialog).findByRole('checkbox', { name: 'Spa (14)' });
    expect(updated).toBeChecked();
    expect(updated).toHaveFocus();
    expect(facetRequests).toHaveLength(1);
    expect(facetRequests[0]?.get('facilities')).toBe('spa');
  });

  it('LEFT-009: an answer without facets, or with malformed ones, asks facets.json at once', async () => {
    const { facetRequests } = mockApi();
    await renderBar('a=2', { facets: { facilities: 'none' } });
    const dialog = await open(/^Facilities/);
    expect(await within(dialog).findByRole('checkbox', { name: 'Spa (14)' })).toBeEnabled();
    expect(facetRequests).toHaveLength(1);
  });

  it('SRCH-022: Cancel and Escape restore the values of the current search', async () => {
    mockApi();
    const { onApply } = await renderBar('facilities=wifi');
    const user = userEvent.setup();
    let dialog = await open(/^Facilities/, user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Spa (14)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await open(/^Facilities/, user);
    expect(await within(dialog).findByRole('checkbox', { name: 'Spa (14)' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wi-Fi (120)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(bar()).getByRole('button', { name: /^Facilities/ })).toHaveFocus();

    dialog = await open(/^Facilities/, user);
    expect(await within(dialog).findByRole('checkbox', { name: 'Wi-Fi (120)' })).toBeChecked();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('SRCH-023: Clear resets that filter only and searches at once', async () => {
    mockApi();
    const { onApply } = await renderBar('facilities=spa,pets&stars=3&tags=spa');
    const user = userEvent.setup();
    const dialog = await open(/^Facilities/, user);
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    // Pets belongs to More filters; stars and activities are other dropdowns.
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      facilities: ['pets'],
      stars: [3],
      tags: ['spa'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('SRCH-024, CRIT-039: a click outside Distance applies it if changed, else closes and drops pending values', async () => {
    mockApi();
    const { onApply } = await renderBar('lat=48.85&lng=2.35');
    const user = userEvent.setup();
    let dialog = await open(/^Distance/, user);
    // CRIT-039: no distance set reads as 'less than 2h'.
    expect(within(dialog).getByRole('radio', { name: 'Less than 2h' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '100 km' }));
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ distanceMin: 0, distanceMax: 100 });

    dialog = await open(/^Distance/, user);
    expect(within(dialog).getByRole('radio', { name: 'Less than 2h' })).toBeChecked();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).toHaveBeenCalledTimes(1);

    // Other dropdowns never apply on an outside click.
    dialog = await open(/^Facilities/, user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Spa (14)' }));
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('SRCH-025, CRIT-038: with a city the include-offers-around switch toggles the distance filter', async () => {
    mockApi();
    const { onApply } = await renderBar('city=64');
    const user = userEvent.setup();
    const dialog = await open(/^Distance/, user);
    const around = within(dialog).getByRole('switch', { name: 'Include offers around' });
    expect(around).not.toBeChecked();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(around);
    expect(around).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '200 km' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      city: '64',
      distanceMin: 0,
      distanceMax: 200,
    });
  });

  it('SRCH-025: switching it off clears the distance; without a place there is no switch', async () => {
    mockApi();
    const { onApply, unmount } = await renderBar('city=64&distanceMin=0&distanceMax=300');
    const user = userEvent.setup();
    const dialog = await open(/^Distance/, user);
    expect(within(bar()).getByRole('button', { name: /^Distance/ })).toHaveAccessibleName(
      /\(1 selected\)/,
    );
    const around = within(dialog).getByRole('switch', { name: 'Include offers around' });
    expect(around).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '300 km' })).toBeChecked();
    await user.click(around);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const applied = onApply.mock.calls[0]?.[0];
    expect(applied?.distanceMin).toBeUndefined();
    expect(applied?.distanceMax).toBeUndefined();
    unmount();

    await renderBar('a=2');
    const empty = await open(/^Distance/, user);
    expect(within(empty).queryByRole('switch')).toBeNull();
    expect(within(empty).getByText('Choose a destination to search around it.')).toBeVisible();
  });

  it('CRIT-037: the distance slider sets a clamped range', async () => {
    mockApi();
    const { onApply } = await renderBar('lat=48.85&lng=2.35&distanceMin=0&distanceMax=200');
    const user = userEvent.setup();
    const dialog = await open(/^Distance/, user);
    const max = within(dialog).getByRole('slider', { name: 'Maximum distance' });
    fireEvent.change(max, { target: { value: '150' } });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Minimum distance' }), {
      target: { value: '20' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ distanceMin: 20, distanceMax: 150 });
  });

  it('SRCH-026: zero-count options are disabled unless selected', async () => {
    mockApi();
    await renderBar('facilities=pool&hotelStyles=design');
    const user = userEvent.setup();
    let dialog = await open(/^Facilities/, user);
    const pool = await within(dialog).findByRole('checkbox', { name: 'Swimming pool (0)' });
    expect(pool).toBeEnabled();
    expect(pool).toBeChecked();
    await user.click(pool);
    expect(pool).not.toBeChecked();
    // Unticked, a zero count disables it.
    expect(pool).toBeDisabled();
    await user.keyboard('{Escape}');

    dialog = await open(/^More filters/, user);
    expect(await within(dialog).findByRole('checkbox', { name: '5 stars (0)' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: '3 stars (50)' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '9+ (0)' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Design (0)' })).toBeEnabled();
  });

  it('SRCH-026: a selected value the facets no longer list stays shown to be unticked', async () => {
    mockApi();
    const { onApply } = await renderBar('facilities=jacuzzi');
    const user = userEvent.setup();
    const dialog = await open(/^Facilities/, user);
    const kept = await within(dialog).findByRole('checkbox', { name: 'jacuzzi (0)' });
    expect(kept).toBeChecked();
    await user.click(kept);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ facilities: [] });
  });

  it('SRCH-027, CRIT-005: changes while a panel is open send one debounced facet request', async () => {
    const { facetRequests } = mockApi();
    await renderBar('a=2&city=64');
    const user = userEvent.setup();
    const dialog = await open(/^Facilities/, user);
    await within(dialog).findByRole('checkbox', { name: 'Spa (14)' });
    expect(facetRequests).toHaveLength(1);
    expect(facetRequests[0]?.get('locale')).toBe('fr_FR');
    expect(facetRequests[0]?.get('city')).toBe('64');
    expect(facetRequests[0]?.has('includeActivities')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spa (14)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sauna (2)' }));
    await waitFor(() => expect(facetRequests).toHaveLength(2), { timeout: 2000 });
    expect(facetRequests[1]?.get('facilities')).toBe('spa,sauna');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(facetRequests).toHaveLength(2);
  });

  it('SRCH-027: with Activities open the activity list is refreshed with the selected activities', async () => {
    const { facetRequests } = mockApi();
    await renderBar('a=2');
    const user = userEvent.setup();
    const dialog = await open(/^Activities/, user);
    expect(within(dialog).getByRole('group', { name: 'Wellness' })).toBeVisible();
    const spa = await within(dialog).findByRole('checkbox', { name: 'Spa access (12)' });
    expect(facetRequests[0]?.get('includeActivities')).toBe('true');
    expect(within(dialog).getByRole('checkbox', { name: 'Massage (0)' })).toBeDisabled();
    await user.click(spa);
    await waitFor(() => expect(facetRequests).toHaveLength(2), { timeout: 2000 });
    expect(facetRequests[1]?.get('includeActivities')).toBe('true');
    expect(facetRequests[1]?.get('tags')).toBe('spa');
  });

  it('SRCH-028: "No activity found for this search" when no activity group has entries', async () => {
    mockApi({ facets: () => facetsAnswer({ activities: [{ name: 'Wellness', entries: [] }] }) });
    await renderBar('a=2');
    const dialog = await open(/^Activities/);
    expect(await within(dialog).findByText('No activity found for this search')).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('SRCH-029: each dropdown shows the count of its selected items', async () => {
    mockApi();
    await renderBar(
      'facilities=spa,wifi,pets&tags=spa&hotelScore=8&stars=3,4&priceMax=12000&lat=1&lng=2&distanceMax=100',
    );
    const name = (group: RegExp) => within(bar()).getByRole('button', { name: group });
    expect(name(/^Activities/)).toHaveAccessibleName('Activities (1 selected)');
    expect(name(/^Price/)).toHaveAccessibleName('Price (1 selected)');
    expect(name(/^Distance/)).toHaveAccessibleName('Distance (1 selected)');
    expect(name(/^Facilities/)).toHaveAccessibleName('Facilities (2 selected)');
    expect(name(/^More filters/)).toHaveAccessibleName('More filters (4 selected)');
  });

  it('CRIT-032..034, CRIT-036: the price inputs keep the first digit group, cap at 250 (no maximum) and keep min ≤ max', async () => {
    mockApi();
    const { onApply } = await renderBar('a=2');
    const user = userEvent.setup();
    const dialog = await open(/^Price/, user);
    const min = within(dialog).getByRole('textbox', { name: 'Minimum (€)' });
    const max = within(dialog).getByRole('textbox', { name: 'Maximum (€)' });
    expect(max).toHaveValue('250+');
    await user.clear(max);
    await user.type(max, 'up to 120 or 140{Enter}');
    expect(max).toHaveValue('120');
    await user.clear(min);
    await user.type(min, '400');
    await user.tab();
    // Capped at the maximum, and never above the upper value.
    expect(min).toHaveValue('120');
    await user.clear(min);
    await user.type(min, '40{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ priceMin: 4000, priceMax: 12000 });
  });

  it('CRIT-032, CRIT-033: a minimum of 9 € or less and a maximum of 250 € are no bounds', async () => {
    mockApi();
    const { onApply } = await renderBar('priceMin=3000&priceMax=9000');
    const user = userEvent.setup();
    const dialog = await open(/^Price/, user);
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Minimum price' }), {
      target: { value: '9' },
    });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Maximum price' }), {
      target: { value: '250' },
    });
    expect(within(dialog).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^250\s€\+$/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const applied = onApply.mock.calls[0]?.[0];
    expect(applied?.priceMin).toBeUndefined();
    expect(applied?.priceMax).toBeUndefined();
  });

  it('CRIT-035: in the activity flow the price minimum is fixed at 1', async () => {
    mockApi();
    await renderBar('', { flow: 'activity' });
    const dialog = await open(/^Price/);
    expect(within(dialog).getByRole('textbox', { name: 'Minimum (€)' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Minimum (€)' })).toHaveValue('1');
    expect(within(dialog).getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'min',
      '1',
    );
  });

  it('CRIT-042, CRIT-043, SRCH-031: More filters: types, environments, styles, stars, score and pets', async () => {
    const { facetRequests } = mockApi();
    const { onApply } = await renderBar('hotelScore=8');
    const user = userEvent.setup();
    const dialog = await open(/^More filters/, user);
    const score = await within(dialog).findByRole('button', { name: '8+ (40)' });
    expect(within(dialog).getByRole('group', { name: 'Minimum review score' })).toBeVisible();
    expect(score).toHaveAttribute('aria-pressed', 'true');
    // CRIT-042: picking the selected score again resets it.
    await user.click(score);
    expect(score).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Castle (3)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Seaside (7)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '3 stars (50)' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Pets allowed (9)' }));
    // CRIT-043: pets travels as petsAllowed, never in facilities.
    await waitFor(() => expect(facetRequests.at(-1)?.get('petsAllowed')).toBe('true'), {
      timeout: 2000,
    });
    expect(facetRequests.at(-1)?.has('facilities')).toBe(false);
    expect(facetRequests.at(-1)?.get('hotelType')).toBe('castle');
    expect(facetRequests.at(-1)?.get('stars')).toBe('3');
    expect(facetRequests.at(-1)?.has('minHotelReviewScore')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      hotelScore: 0,
      hotelTypes: ['castle'],
      hotelEnvironments: ['seaside'],
      stars: [3],
      facilities: ['pets'],
    });
  });

  it('LEFT-007: a failing facet request is logged, says so and can be retried; price needs no facets', async () => {
    let fail = true;
    const { spy } = mockApi({
      facets: () => (fail ? Response.json(INTERNAL_ERROR, { status: 500 }) : facetsAnswer()),
    });
    await renderBar('a=2');
    const user = userEvent.setup();
    const dialog = await open(/^Facilities/, user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The filters could not be updated.');
    const logged = spy.mock.calls.filter(([input]) => String(input) === '/api/logs');
    expect(logged).toHaveLength(1);
    expect(JSON.parse(String(logged[0]?.[1]?.body))).toMatchObject({
      level: 'ERROR',
      message: expect.stringContaining('Facets failed'),
    });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Spa (14)' })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
