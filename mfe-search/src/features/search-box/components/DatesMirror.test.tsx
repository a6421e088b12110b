import { STORED_DATES_KEY } from '@shop/criteria';
import { platformStore } from '@shop/platform';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { json, mockFetch } from '@shop/test-support/fetch';
import { dayCell, openDates, renderWithCopy, setPlatform, setUpCalendarSuite } from '../test-utils';
import { SearchBox } from './SearchBox';
import { setSystemTime } from '@shop/test-support';
import { INTERNAL_ERROR } from '../../../test/errors';

const datesTrigger = () => screen.getByRole('button', { name: /^Dates/ });
const stored = () => JSON.parse(window.localStorage.getItem(STORED_DATES_KEY) ?? 'null');

setUpCalendarSuite();
// Every month fails: the calendar offers every future day (the rules without availability).
beforeEach(() => {
  mockFetch(() => json(INTERNAL_ERROR, 500));
});

describe('selected dates mirrored to the page hash and the stored dates (SRCH-035, SRCH-038)', () => {
  it('SRCH-035: a completed pair replaces the hash (page dropped, other fields kept) and is stored; a lone check-in is not mirrored', async () => {
    const navigate = setPlatform({
      pathname: '/search',
      search: '?from=searchBar&page=2',
      hash: '#a=3&city=12&hotelTypes=castle',
    });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await openDates(user);
    await user.click(dayCell('2027-03-12'));
    expect(navigate).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
    await user.click(dayCell('2027-03-14'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      '/search?from=searchBar#checkin=2027-03-12&checkout=2027-03-14&nights=2&a=3&city=12&hotelTypes=castle',
      { replace: true },
    );
    expect(stored()).toEqual({ checkin: '2027-03-12', checkout: '2027-03-14', nights: 2 });
  });

  it('SRCH-038: Clear removes checkin, checkout and nights from the hash and the stored dates', async () => {
    window.localStorage.setItem(
      STORED_DATES_KEY,
      JSON.stringify({ checkin: '2027-04-02', checkout: '2027-04-04', nights: 2 }),
    );
    const navigate = setPlatform({
      pathname: '/search',
      hash: '#checkin=2027-04-02&checkout=2027-04-04&a=3&nights=2&hotel=5',
    });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await openDates(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(navigate).toHaveBeenCalledWith('/search#a=3&hotel=5', { replace: true });
    expect(stored()).toBeNull();
    expect(datesTrigger()).toHaveTextContent('Add dates');
  });

  it('SRCH-035: the hash the box wrote keeps the edits not searched yet; another hash replaces them', async () => {
    // navigate publishes the new address, as the shell's history does.
    const navigate = setPlatform({ pathname: '/search', hash: '#a=2' });
    navigate.mockImplementation((to: string) => {
      const url = new URL(to, 'http://shop.localhost');
      platformStore.setState({
        location: { pathname: url.pathname, search: url.search, hash: url.hash },
      });
    });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    const guests = screen.getByRole('button', { name: /^Participants/ });
    guests.focus();
    const panel = await screen.findByRole('dialog', { name: 'Participants' });
    await user.click(await within(panel).findByRole('button', { name: 'Add a child' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(guests).toHaveTextContent('2 adults, 1 child');
    await openDates(user);
    await user.click(dayCell('2027-03-12'));
    await user.click(dayCell('2027-03-13'));
    expect(platformStore.getState().location.hash).toBe(
      '#checkin=2027-03-12&checkout=2027-03-13&nights=1&a=2',
    );
    expect(guests).toHaveTextContent('2 adults, 1 child');
    expect(datesTrigger()).not.toHaveTextContent('Add dates');
    // Another search (back button, a link) replaces the draft.
    act(() =>
      platformStore.setState({ location: { pathname: '/search', search: '', hash: '#a=4' } }),
    );
    expect(guests).toHaveTextContent('4 adults');
    expect(guests).not.toHaveTextContent('child');
  });

  it('SRCH-035 CRIT-012: stored dates fill a stay search without dates while their check-in is ahead', async () => {
    window.localStorage.setItem(
      STORED_DATES_KEY,
      JSON.stringify({ checkin: '2027-04-02', checkout: '2027-04-04', nights: 2 }),
    );
    const navigate = setPlatform({ pathname: '/search', hash: '#a=2' });
    const user = userEvent.setup();
    const view = await renderWithCopy(<SearchBox />);
    expect(datesTrigger()).toHaveTextContent('2 avr. 2027 – 4 avr. 2027');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenLastCalledWith(
      '/search?from=searchBar#checkin=2027-04-02&checkout=2027-04-04&nights=2',
      undefined,
    );
    view.unmount();

    // The page's own dates win over the stored ones.
    setPlatform({ pathname: '/search', hash: '#checkin=2027-05-07&checkout=2027-05-09&nights=2' });
    const own = await renderWithCopy(<SearchBox />);
    expect(datesTrigger()).toHaveTextContent('7 mai 2027 – 9 mai 2027');
    own.unmount();

    // Gift searches have no dates to reuse.
    setPlatform({ pathname: '/gift/search', hash: '' });
    const gift = await renderWithCopy(<SearchBox />);
    expect(datesTrigger()).toHaveTextContent('Add dates');
    gift.unmount();

    // CRIT-012: a check-in today (or past) is dropped.
    setSystemTime(new Date(2027, 3, 2, 9, 0));
    setPlatform({ pathname: '/search', hash: '' });
    await renderWithCopy(<SearchBox />);
    expect(datesTrigger()).toHaveTextContent('Add dates');
  });
});
