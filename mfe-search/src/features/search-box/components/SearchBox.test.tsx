import { parseSearchHash } from '@shop/criteria';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import {
  dayCell,
  installDialogPolyfill,
  renderWithCopy,
  setMobile,
  setPlatform,
  setUpCalendarSuite,
} from '../test-utils';
import { SearchBox, searchUrl } from './SearchBox';
import { setSystemTime } from '@shop/test-support';

const datesTrigger = () => screen.getByRole('button', { name: /^Dates/ });

/** Opens the calendar and waits for its months; returns its dialog. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(datesTrigger());
  const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
  await within(dialog).findAllByRole('grid');
  return dialog;
}

setUpCalendarSuite();

describe('SearchBox dates (desktop)', () => {
  it('SRCH-032, SRCH-039, CRIT-056..058, CRIT-062, SRCH-037: two months, paging, first click checkin, second checkout, closes', async () => {
    setPlatform();
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    expect(datesTrigger()).toHaveTextContent('Add dates');
    await user.click(datesTrigger());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    // SRCH-041: the message shows while the calendar loads.
    expect(await within(dialog).findAllByRole('grid')).toHaveLength(2);
    const previous = within(dialog).getByRole('button', { name: 'Previous month' });
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    // SRCH-039: previous is disabled on the current month.
    expect(previous).toBeDisabled();
    expect(dayCell('2027-03-01')).toBeInTheDocument();
    expect(dayCell('2027-04-30')).toBeInTheDocument();
    await user.click(next);
    expect(previous).toBeEnabled();
    expect(document.querySelector('[data-date="2027-03-01"]')).toBeNull();
    expect(dayCell('2027-05-31')).toBeInTheDocument();
    await user.click(previous);
    expect(previous).toBeDisabled();

    // CRIT-062: past days cannot be chosen; today can before 20:00.
    expect(dayCell('2027-03-09')).toHaveAttribute('aria-disabled', 'true');
    expect(dayCell('2027-03-10')).not.toHaveAttribute('aria-disabled');

    await user.click(dayCell('2027-03-12'));
    expect(within(dialog).getByText(/choose your check-out date/)).toBeInTheDocument();
    // CRIT-058: the checkin itself cannot be chosen again; CRIT-065: at most 20 days after it.
    expect(dayCell('2027-03-12')).toHaveAttribute('aria-disabled', 'true');
    expect(dayCell('2027-04-01')).not.toHaveAttribute('aria-disabled');
    expect(dayCell('2027-04-02')).toHaveAttribute('aria-disabled', 'true');
    await user.click(dayCell('2027-03-14'));

    // SRCH-037: completion commits the pair at once and closes the calendar 1 second later.
    expect(datesTrigger()).toHaveTextContent(/14/);
    expect(screen.getByRole('dialog', { name: 'Choose your dates' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2_000,
    });
    expect(datesTrigger()).not.toHaveTextContent('Add dates');
  });

  it('CRIT-056: a click on an earlier day restarts with it as checkin; Enter selects from the keyboard', async () => {
    setPlatform();
    const navigate = setPlatform();
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await openCalendar(user);
    await user.click(dayCell('2027-03-20'));
    await user.click(dayCell('2027-03-15'));
    expect(dayCell('2027-03-15')).toHaveAttribute('aria-selected', 'true');
    expect(dayCell('2027-03-20')).toHaveAttribute('aria-selected', 'false');
    dayCell('2027-03-17').focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith(
      '/search?from=searchBar#checkin=2027-03-15&checkout=2027-03-17&nights=2',
      undefined,
    );
  });

  it('SRCH-037: a click within the closing second restarts the selection and keeps the calendar open', async () => {
    setPlatform();
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    const dialog = await openCalendar(user);
    await user.click(dayCell('2027-03-12'));
    await user.click(dayCell('2027-03-14'));
    await user.click(dayCell('2027-03-19'));
    expect(within(dialog).getByText(/choose your check-out date/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(screen.getByRole('dialog', { name: 'Choose your dates' })).toBeInTheDocument();
    await user.click(dayCell('2027-03-21'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2_000,
    });
    expect(datesTrigger()).toHaveTextContent(/21/);
  });

  it('CRIT-063: today is not selectable from 20:00', async () => {
    setSystemTime(new Date(2027, 2, 10, 20, 0));
    setPlatform();
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await openCalendar(user);
    expect(dayCell('2027-03-10')).toHaveAttribute('aria-disabled', 'true');
    expect(dayCell('2027-03-11')).not.toHaveAttribute('aria-disabled');
  });

  it('SRCH-036: closing with only a checkin restores the previous pair; SRCH-038: Clear empties the dates', async () => {
    const navigate = setPlatform({ hash: '#checkin=2027-04-02&checkout=2027-04-04&nights=2' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    const before = datesTrigger().textContent;
    await openCalendar(user);
    // Opens on the checkin's month, the pair selected.
    expect(dayCell('2027-04-02')).toHaveAttribute('aria-selected', 'true');
    expect(dayCell('2027-04-04')).toHaveAttribute('aria-selected', 'true');
    await user.click(dayCell('2027-04-10'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(datesTrigger().textContent).toBe(before);

    await openCalendar(user);
    await user.click(dayCell('2027-04-10'));
    await user.click(document.body); // outside
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(datesTrigger().textContent).toBe(before);

    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(datesTrigger()).toHaveTextContent('Add dates');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/search?from=searchBar', undefined);
  });
});

describe('SearchBox dates (mobile)', () => {
  it('SRCH-032, SRCH-040: a full-screen modal listing months, 3 more at a time', async () => {
    installDialogPolyfill();
    setMobile(true);
    setPlatform();
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getAllByRole('grid')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Show 3 more months' }));
    expect(within(dialog).getAllByRole('grid')).toHaveLength(6);
    await user.click(dayCell('2027-03-12'));
    await user.click(dayCell('2027-03-13'));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'), { timeout: 2_000 });
  });
});

describe('SearchBox guests', () => {
  it('SRCH-051, CRIT-020..023: opens on focus, bounds, age bands, s follows children; Escape and Confirm close', async () => {
    const navigate = setPlatform();
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    const trigger = screen.getByRole('button', { name: /^Participants/ });
    expect(trigger).toHaveTextContent('2 adults');
    trigger.focus();
    const panel = await screen.findByRole('dialog', { name: 'Participants' });
    // CRIT-023: age bands.
    expect(await within(panel).findByText('12 years and over')).toBeInTheDocument();
    expect(within(panel).getByText('3 to 11 years')).toBeInTheDocument();
    expect(within(panel).getByText('0 to 2 years')).toBeInTheDocument();
    const removeAdult = within(panel).getByRole('button', { name: 'Remove an adult' });
    await user.click(removeAdult);
    await user.click(removeAdult); // CRIT-020: below 1 is ignored
    expect(trigger).toHaveTextContent('1 adult');
    expect(within(panel).getByRole('button', { name: 'Remove a child' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(panel).getByRole('button', { name: 'Add a child' }));
    expect(trigger).toHaveTextContent('1 adult, 1 child');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    // CRIT-022: s is set with a child.
    expect(navigate).toHaveBeenCalledWith('/search?from=searchBar#a=1&c=1&s=1', undefined);
  });

  it('CRIT-020: adults stop at 20', async () => {
    setPlatform({ hash: '#a=19' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    screen.getByRole('button', { name: /^Participants/ }).focus();
    const add = await screen.findByRole('button', { name: 'Add an adult' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByRole('button', { name: /^Participants/ })).toHaveTextContent('20 adults');
  });

  it('CRIT-024: the activity flow counts 1 to 2 participants', async () => {
    setPlatform();
    await renderWithCopy(<SearchBox flow="activity" />);
    screen.getByRole('button', { name: /^Participants/ }).focus();
    expect(await screen.findByText('From 1 to 2 participants')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a participant' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('SearchBox submit (SRCH-016)', () => {
  it('SRCH-016, LEFT-042: navigates to the flow search path with from=searchBar and the criteria in the hash', async () => {
    const navigate = setPlatform({ pathname: '/weekend/12', hash: '#city=5&a=3&sort=promo' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = String(navigate.mock.calls[0]?.[0]);
    expect(url.split('#')[0]).toBe('/search?from=searchBar');
    expect(parseSearchHash(url.split('#')[1])).toMatchObject({ city: '5', a: 3, sort: 'promo' });
  });

  it('keeps the flow of the search page it is on', async () => {
    const navigate = setPlatform({ pathname: '/search', search: '?flow=hotel&page=3' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/search?flow=hotel&from=searchBar', undefined);
  });

  it.each([
    ['booking', '/search?from=searchBar#a=3&c=1&s=1'],
    ['hotel', '/search?flow=hotel&from=searchBar#a=3&c=1&s=1'],
    ['activity', '/activities/search?from=searchBar'],
    ['gifting', '/gift/search?from=searchBar'],
  ] as const)('%s flow → %s (CRIT-018, CRIT-024 guests)', (flow, expected) => {
    expect(searchUrl(flow, parseSearchHash('a=3&c=1'))).toBe(expected);
  });
});
