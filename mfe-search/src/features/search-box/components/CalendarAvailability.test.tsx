import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import {
  checkoutNightsResponseSchema,
  hotelAvailabilitiesResponseSchema,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { INTERNAL_ERROR } from '../../../test/errors';
import { json, mockFetch } from '@shop/test-support/fetch';
import {
  dayCell,
  isDayDisabled,
  openCalendar,
  setPlatform,
  setUpCalendarSuite,
} from '../test-utils';

/** The hotel's cheapest package per day (API-014): weekend 9, two nights from the 12th. */
const HOTEL_DAYS = fixture(
  hotelAvailabilitiesResponseSchema,
  [
    {
      date: '2027-03-12',
      weekendId: 9,
      nights: 2,
      price: '160',
      amount: 16000,
      minLos: 2,
      promo: 0,
      bestPriceOfTheMonth: false,
    },
    {
      date: '2027-03-13',
      weekendId: 9,
      nights: 2,
      price: '90',
      amount: 9000,
      minLos: 1,
      promo: 0,
      bestPriceOfTheMonth: true,
    },
  ],
  'hotel availabilities',
);
/** The checkout nights possible from the 12th (API-012): four or two. */
const CHECKOUT_NIGHTS = fixture(checkoutNightsResponseSchema, [4, 2], 'checkout nights');
const AVAILABILITY_URL = '/api/hotels/5/availabilities.json?locale=fr_FR&length=12';
const NIGHTS_URL =
  '/api/weekend/9/packageCheckoutNights.json?checkin=2027-03-12&adult=3&child=0&baby=0&locale=fr_FR&multiOffer=true&client=msite';

setUpCalendarSuite();

describe('search calendar on a hotel search (SRCH-033, SRCH-041..043)', () => {
  it('SRCH-041 SRCH-042: the availability is asked for the hotel, a year ahead, with a message while it loads', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch((url) =>
      url === AVAILABILITY_URL
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : json([]),
    );
    setPlatform({ hash: '#hotel=5&a=3' });
    const { dialog } = await openCalendar();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'We are looking for the next availabilities...',
    );
    // Nothing is offered before the hotel's days are known.
    expect(isDayDisabled('2027-03-12')).toBe(true);
    release(json(HOTEL_DAYS));
    await waitFor(() => expect(dayCell('2027-03-12')).not.toHaveAttribute('aria-disabled'));
    expect(within(dialog).queryByText('We are looking for the next availabilities...')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(AVAILABILITY_URL);
  });

  it('SRCH-043 CRIT-062 CRIT-064 CRIT-066: price per night on bookable days, an asterisk and a message for a minimum stay; days without data are not offered', async () => {
    mockFetch((url) => (url === AVAILABILITY_URL ? json(HOTEL_DAYS) : json([])));
    setPlatform({ hash: '#hotel=5&a=3' });
    const { dialog } = await openCalendar();
    await waitFor(() => expect(isDayDisabled('2027-03-12')).toBe(false));
    // 160 € for a 2-night minimum stay: 80 € a night, with the asterisk.
    expect(dayCell('2027-03-12')).toHaveTextContent(/^12\s*(€\s?80|80\s?€)\*$/);
    expect(dayCell('2027-03-12')).toHaveAccessibleName(
      /^12 (€\s?80|80\s?€) per night, vendredi 12 mars 2027, minimum stay 2 nights$/,
    );
    expect(dayCell('2027-03-13')).toHaveTextContent(/^13\s*(€\s?90|90\s?€)$/);
    expect(
      within(dialog).getByText('* Minimum stay of several nights from this day'),
    ).toBeVisible();
    expect(isDayDisabled('2027-03-09')).toBe(true);
    expect(isDayDisabled('2027-03-11')).toBe(true);
    expect(isDayDisabled('2027-03-20')).toBe(true);
  });

  it('SRCH-033 CRIT-060 CRIT-061: after a check-in only its possible checkout nights can be chosen', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === AVAILABILITY_URL) return json(HOTEL_DAYS);
      if (url === NIGHTS_URL) return json(CHECKOUT_NIGHTS);
      return json([]);
    });
    const navigate = setPlatform({ hash: '#hotel=5&a=3' });
    const { user } = await openCalendar();
    await waitFor(() => expect(isDayDisabled('2027-03-12')).toBe(false));
    await user.click(dayCell('2027-03-12'));
    await waitFor(() => expect(isDayDisabled('2027-03-15')).toBe(true));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(NIGHTS_URL);
    expect(isDayDisabled('2027-03-13')).toBe(true);
    expect(isDayDisabled('2027-03-14')).toBe(false);
    expect(isDayDisabled('2027-03-16')).toBe(false);
    expect(isDayDisabled('2027-03-17')).toBe(true);
    await user.click(dayCell('2027-03-16'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith(
      '/search?from=searchBar#checkin=2027-03-12&checkout=2027-03-16&a=3&nights=4&hotel=5',
      undefined,
    );
  });

  it('SRCH-034: a failing checkout-nights call clears the range (the unknown-availability rule applies)', async () => {
    mockFetch((url) => {
      if (url === AVAILABILITY_URL) return json(HOTEL_DAYS);
      if (url === NIGHTS_URL) return json(INTERNAL_ERROR, 500);
      return json([]);
    });
    setPlatform({ hash: '#hotel=5&a=3' });
    const { user } = await openCalendar();
    await waitFor(() => expect(isDayDisabled('2027-03-12')).toBe(false));
    await user.click(dayCell('2027-03-12'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isDayDisabled('2027-03-13')).toBe(false);
    expect(isDayDisabled('2027-03-15')).toBe(false);
    expect(isDayDisabled('2027-04-02')).toBe(true);
  });
});
