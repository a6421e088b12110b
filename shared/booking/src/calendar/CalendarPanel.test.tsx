import {
  checkoutNightsResponseSchema,
  hotelAvailabilitiesResponseSchema,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { PRODUCT_CALENDAR_MONTHS_PER_PAGE } from '@shop/criteria';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { json, mockFetch } from '@shop/test-support/fetch';
import { dayCell, isDayDisabled, renderWithCopy, setUpCalendarSuite } from '../test/render';
import CalendarPanel from './CalendarPanel';

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
  ],
  'hotel availabilities',
);
const AVAILABILITY_URL = '/api/hotels/5/availabilities.json?locale=fr_FR&length=12';
const NIGHTS_URL =
  '/api/weekend/9/packageCheckoutNights.json?checkin=2027-03-12&adult=2&child=0&baby=0&locale=fr_FR&multiOffer=true&client=msite';

setUpCalendarSuite();

describe('the shared calendar (ADR 0030), moved from the search box', () => {
  it('SRCH-040: the product value (4, 001 §7) shows 4 months, then 4 more', async () => {
    const user = userEvent.setup();
    await renderWithCopy(
      <CalendarPanel
        dates={{}}
        layout="list"
        onCommit={() => undefined}
        onDone={() => undefined}
        monthsPerPage={PRODUCT_CALENDAR_MONTHS_PER_PAGE}
      />,
    );
    expect(await screen.findAllByRole('grid')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show 4 more months' }));
    expect(screen.getAllByRole('grid')).toHaveLength(8);
  });

  it('SRCH-040: the initial list reaches 3 months past the check-in', async () => {
    await renderWithCopy(
      <CalendarPanel
        dates={{ checkin: '2027-06-04', checkout: '2027-06-06' }}
        layout="list"
        onCommit={() => undefined}
        onDone={() => undefined}
      />,
    );
    // March (current) to June (check-in), then July, August, September.
    expect(await screen.findAllByRole('grid')).toHaveLength(7);
    expect(dayCell('2027-09-30')).toBeInTheDocument();
    expect(document.querySelector('[data-date="2027-10-01"]')).toBeNull();
  });

  it('SRCH-033 SRCH-043 CRIT-057: a hotel calendar prices its days, limits the checkout to the possible nights and commits the pair', async () => {
    mockFetch((url) => {
      if (url === AVAILABILITY_URL) return json(HOTEL_DAYS);
      if (url === NIGHTS_URL) return json(fixture(checkoutNightsResponseSchema, [2], 'nights'));
      return json([]);
    });
    const onCommit = jest.fn();
    const onDone = jest.fn();
    const user = userEvent.setup();
    await renderWithCopy(
      <CalendarPanel
        dates={{}}
        layout="pair"
        onCommit={onCommit}
        onDone={onDone}
        hotel={{ id: '5', adult: 2, child: 0, baby: 0 }}
      />,
    );
    await waitFor(() => expect(isDayDisabled('2027-03-12')).toBe(false));
    expect(dayCell('2027-03-12')).toHaveTextContent(/^12\s*(€\s?80|80\s?€)\*$/);
    expect(screen.getByText('Choose your check-in date')).toBeVisible();
    await user.click(dayCell('2027-03-12'));
    await waitFor(() => expect(isDayDisabled('2027-03-15')).toBe(true));
    expect(isDayDisabled('2027-03-14')).toBe(false);
    await user.click(dayCell('2027-03-14'));
    expect(onCommit).toHaveBeenCalledWith({
      checkin: '2027-03-12',
      checkout: '2027-03-14',
      nights: 2,
    });
    expect(onDone).toHaveBeenCalled();
  });
});
