import { availabilitiesResponseSchema, checkoutNightsResponseSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { PRODUCT_CALENDAR_MONTHS_PER_PAGE } from '@shop/criteria';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { PRODUCT_ID_REQUIRED, productAvailabilityUrl } from '../api/product-availability';
import { json, mockFetch } from '@shop/test-support/fetch';
import { dayCell, isDayDisabled, renderWithCopy, setUpCalendarSuite } from '../test/render';
import CalendarPanel from './CalendarPanel';

const PRODUCT = { id: '7', locale: 'fr_FR', adult: 2, child: 1, baby: 0, minisite: 'ms1' } as const;
const monthUrl = (month: string) =>
  `/api/weekend/7/availabilities.json?locale=fr_FR&month=${month}&adult=2&child=1&baby=0`;
const day = (price: string, amount: number) => ({
  price,
  amount,
  minLos: 1,
  promo: 0,
  bestPriceOfTheMonth: false,
  availableRooms: 4,
});
const MAY = fixture(
  availabilitiesResponseSchema,
  { '2027-05-07': day('180', 18000), '2027-05-08': day('180', 18000) },
  'May',
);
const EMPTY = fixture(availabilitiesResponseSchema, {}, 'empty month');
const NIGHTS_URL =
  '/api/weekend/7/packageCheckoutNights.json?checkin=2027-05-07&adult=2&child=1&baby=0&locale=fr_FR&multiOffer=true&client=msite&minisite=ms1';

const askedMonths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('availabilities.json'))
    .map((url) => /month=(\d{4}-\d{2})/.exec(url)?.[1]);

setUpCalendarSuite();

describe('the product calendar (PROD-017..022, PROD-030)', () => {
  it('PROD-022: the availability call without a product id fails with "Product ID is required"', () => {
    expect(() => productAvailabilityUrl({ ...PRODUCT, id: undefined }, '2027-03')).toThrow(
      PRODUCT_ID_REQUIRED,
    );
    expect(() => productAvailabilityUrl({ ...PRODUCT, id: ' ' }, '2027-03')).toThrow(
      'Product ID is required',
    );
    expect(productAvailabilityUrl(PRODUCT, '2027-03')).toBe(monthUrl('2027-03'));
  });

  it('PROD-021: desktop asks 2 months a page, then moves on month by month until days are found', async () => {
    const fetchMock = mockFetch((url) => json(url === monthUrl('2027-05') ? MAY : EMPTY));
    await renderWithCopy(
      <CalendarPanel
        dates={{}}
        layout="pair"
        onCommit={() => undefined}
        onDone={() => undefined}
        product={PRODUCT}
      />,
    );
    await waitFor(() => expect(isDayDisabled('2027-05-07')).toBe(false));
    expect(askedMonths(fetchMock)).toEqual(['2027-03', '2027-04', '2027-05']);
    expect(screen.getAllByRole('grid')).toHaveLength(2);
  });

  it('PROD-021: mobile lists 4 months a page (one call per month)', async () => {
    const fetchMock = mockFetch((url) => json(url === monthUrl('2027-05') ? MAY : EMPTY));
    await renderWithCopy(
      <CalendarPanel
        dates={{}}
        layout="list"
        onCommit={() => undefined}
        onDone={() => undefined}
        product={PRODUCT}
        monthsPerPage={PRODUCT_CALENDAR_MONTHS_PER_PAGE}
      />,
    );
    await waitFor(() => expect(isDayDisabled('2027-05-07')).toBe(false));
    expect(screen.getAllByRole('grid')).toHaveLength(4);
    expect(askedMonths(fetchMock)).toEqual(['2027-03', '2027-04', '2027-05', '2027-06']);
  });

  it('PROD-030: a year without any availability says so', async () => {
    mockFetch(() => json(EMPTY));
    await renderWithCopy(
      <CalendarPanel
        dates={{}}
        layout="pair"
        onCommit={() => undefined}
        onDone={() => undefined}
        product={PRODUCT}
      />,
    );
    expect(
      await screen.findByText(
        'No more availabilities. Update your stay criteria to enjoy offers.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // Every month of the year was asked once, then the calendar stopped on the last pair.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('PROD-020 PROD-017 PROD-018: Validate waits for both dates; checkout nights carry the minisite; Clear resets', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === NIGHTS_URL) return json(fixture(checkoutNightsResponseSchema, [1], 'nights'));
      return json(url === monthUrl('2027-05') ? MAY : EMPTY);
    });
    const onCommit = jest.fn();
    const user = userEvent.setup();
    await renderWithCopy(
      <CalendarPanel
        dates={{}}
        layout="pair"
        onCommit={onCommit}
        onDone={() => undefined}
        product={PRODUCT}
      />,
    );
    await waitFor(() => expect(isDayDisabled('2027-05-07')).toBe(false));
    const validate = screen.getByRole('button', { name: 'Validate' });
    expect(validate).toBeDisabled();
    await user.click(dayCell('2027-05-07'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(NIGHTS_URL),
    );
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    await waitFor(() => expect(isDayDisabled('2027-05-09')).toBe(true));
    await user.click(dayCell('2027-05-08'));
    expect(onCommit).toHaveBeenLastCalledWith({
      checkin: '2027-05-07',
      checkout: '2027-05-08',
      nights: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onCommit).toHaveBeenLastCalledWith({
      checkin: undefined,
      checkout: undefined,
      nights: undefined,
    });
  });
});
