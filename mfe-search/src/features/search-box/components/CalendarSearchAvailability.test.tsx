import {
  searchAvailabilitiesResponseSchema,
  type SearchAvailabilitiesResponse,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { INTERNAL_ERROR } from '../../../test/errors';
import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { json, mockFetch } from '@shop/test-support/fetch';
import {
  dayCell,
  installDialogPolyfill,
  isDayDisabled,
  openCalendar,
  setMobile,
  setPlatform,
  setUpCalendarSuite,
} from '../test-utils';

const BASE = '/api/availabilities.json?locale=fr_FR&adult=3&child=0&baby=0&flow=booking';
/** The search's call for one month: the draft's party, theme and destination. */
const monthUrl = (month: string) => `${BASE}&theme=4&city=12&month=${month}`;
/** A month's availability per day (SRCH-042), parsed by the contract's schema (ADR 0027). */
const monthDays = (name: string, days: SearchAvailabilitiesResponse) =>
  fixture(searchAvailabilitiesResponseSchema, days, `${name} availability`);
const MARCH = monthDays('March', {
  '2027-03-12': { price: '160', amount: 16000, minLos: 2, promo: 10 },
  '2027-03-13': { price: '90', amount: 9000, minLos: 1, promo: 0 },
});
const APRIL = monthDays('April', {
  '2027-04-02': { price: '120', amount: 12000, minLos: 1, promo: 0 },
});
const MAY = monthDays('May', {
  '2027-05-07': { price: '100', amount: 10000, minLos: 1, promo: 0 },
});
/** A month no package can be booked in. */
const NO_DAYS = monthDays('empty month', {});

const askedUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('availabilit'));

setUpCalendarSuite();

describe('search calendar availability outside a hotel search (SRCH-042)', () => {
  it('SRCH-041 SRCH-042 SRCH-043: asks the months shown for the drafted search, with a message while they load, then shows prices', async () => {
    const releases: ((response: Response) => void)[] = [];
    const fetchMock = mockFetch(
      (url) =>
        new Promise<Response>((resolve) => {
          releases.push(() => resolve(json(url === monthUrl('2027-03') ? MARCH : APRIL)));
        }),
    );
    setPlatform({ hash: '#city=12&theme=4&a=3' });
    const { dialog } = await openCalendar();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'We are looking for the next availabilities...',
    );
    // CRIT-064: nothing is offered before the days are known.
    expect(isDayDisabled('2027-03-13')).toBe(true);
    expect(askedUrls(fetchMock)).toEqual([monthUrl('2027-03'), monthUrl('2027-04')]);
    for (const release of releases) release(new Response());
    await waitFor(() => expect(isDayDisabled('2027-03-13')).toBe(false));
    expect(within(dialog).queryByText('We are looking for the next availabilities...')).toBeNull();
    // CRIT-066: the price per night, an asterisk for a minimum stay.
    expect(dayCell('2027-03-12')).toHaveTextContent(/^12\s*(€\s?80|80\s?€)\*$/);
    expect(dayCell('2027-03-13')).toHaveAccessibleName(
      /^13 (€\s?90|90\s?€) per night, samedi 13 mars 2027$/,
    );
    expect(dayCell('2027-04-02')).toHaveTextContent(/^2\s*(€\s?120|120\s?€)$/);
    // CRIT-062, CRIT-064: a day no package can be booked from is not a check-in.
    expect(isDayDisabled('2027-03-11')).toBe(true);
    expect(isDayDisabled('2027-03-20')).toBe(true);
  });

  it('SRCH-042 CRIT-058 CRIT-065: after a check-in the checkout is any day 1 to 20 days later (no product limits the nights)', async () => {
    mockFetch((url) => json(url === monthUrl('2027-03') ? MARCH : APRIL));
    const navigate = setPlatform({ hash: '#city=12&theme=4&a=3' });
    const { user } = await openCalendar();
    await waitFor(() => expect(isDayDisabled('2027-03-12')).toBe(false));
    await user.click(dayCell('2027-03-12'));
    expect(isDayDisabled('2027-03-12')).toBe(true); // CRIT-058: the check-in itself
    expect(isDayDisabled('2027-03-11')).toBe(true); // earlier, no availability: no restart there
    expect(isDayDisabled('2027-03-14')).toBe(false);
    expect(isDayDisabled('2027-04-01')).toBe(false); // 20 nights
    expect(isDayDisabled('2027-04-02')).toBe(true); // 21 nights
    await user.click(dayCell('2027-03-14'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenLastCalledWith(
      '/search?from=searchBar#checkin=2027-03-12&checkout=2027-03-14&a=3&nights=2&theme=4&city=12',
      undefined,
    );
  });

  it('SRCH-042 SRCH-039: paging forward asks the next month only then, month by month', async () => {
    const fetchMock = mockFetch((url) =>
      json(url === monthUrl('2027-05') ? MAY : url === monthUrl('2027-03') ? MARCH : APRIL),
    );
    setPlatform({ hash: '#city=12&theme=4&a=3' });
    const { user, dialog } = await openCalendar();
    await waitFor(() => expect(isDayDisabled('2027-03-13')).toBe(false));
    expect(askedUrls(fetchMock)).not.toContain(monthUrl('2027-05'));
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(isDayDisabled('2027-05-07')).toBe(false));
    expect(askedUrls(fetchMock)).toEqual([
      monthUrl('2027-03'),
      monthUrl('2027-04'),
      monthUrl('2027-05'),
    ]);
    // Back again: the months known are not asked twice.
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(askedUrls(fetchMock)).toHaveLength(3);
  });

  it('SRCH-042: a failing month is logged and offers every future day; the others keep their availability', async () => {
    const fetchMock = mockFetch((url) =>
      url === monthUrl('2027-04') ? json(INTERNAL_ERROR, 500) : json(MARCH),
    );
    setPlatform({ hash: '#city=12&theme=4&a=3' });
    await openCalendar();
    await waitFor(() => expect(isDayDisabled('2027-04-20')).toBe(false));
    expect(isDayDisabled('2027-03-20')).toBe(true);
    expect(isDayDisabled('2027-03-13')).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/logs'))).toBe(true);
  });

  it('SRCH-042: activity and gift searches, which have no dated stays, ask nothing and offer every future day', async () => {
    const fetchMock = mockFetch(() => json(NO_DAYS));
    setPlatform({ pathname: '/activities/search', hash: '#a=2' });
    await openCalendar();
    expect(isDayDisabled('2027-03-11')).toBe(false);
    expect(askedUrls(fetchMock)).toEqual([]);
  });

  it('SRCH-042: a hotel search asks the hotel, not the search', async () => {
    const fetchMock = mockFetch(() => json([]));
    setPlatform({ hash: '#hotel=5&a=3' });
    await openCalendar();
    await waitFor(() => expect(askedUrls(fetchMock).length).toBeGreaterThan(0));
    expect(askedUrls(fetchMock).every((url) => url.startsWith('/api/hotels/5/'))).toBe(true);
  });

  it('SRCH-040 SRCH-042: on mobile the list asks its 3 months, then 3 more as it grows', async () => {
    installDialogPolyfill();
    setMobile(true);
    const fetchMock = mockFetch(() => json(NO_DAYS));
    setPlatform({ hash: '#a=3' });
    const { user, dialog } = await openCalendar();
    const month = (n: number) => `${BASE}&month=2027-${String(n).padStart(2, '0')}`;
    await waitFor(() => expect(askedUrls(fetchMock)).toEqual([month(3), month(4), month(5)]));
    await user.click(within(dialog).getByRole('button', { name: 'Show 3 more months' }));
    expect(within(dialog).getAllByRole('grid')).toHaveLength(6);
    await waitFor(() => expect(askedUrls(fetchMock)).toHaveLength(6));
    expect(askedUrls(fetchMock).slice(3)).toEqual([month(6), month(7), month(8)]);
  });
});
