import {
  type CheckoutNightsQuery,
  fetchApiLazy,
  type HotelAvailabilitiesQuery,
  type HotelAvailabilitiesResponse,
  queryString,
} from '@shop/api-contract';
import {
  type Availability,
  type AvailabilityDay,
  type CheckoutNights,
  checkoutNightsOf,
  type IsoDate,
  type Locale,
} from '@shop/criteria';
import { reportError } from '@shop/platform';
import useSWR from 'swr';
import { CALENDAR_MONTHS_AHEAD } from '../calendar/calendar-days';

/** Contract schemas, loaded with the first answer they check (ADR 0102). */
const contract = () =>
  import(
    /* webpackExports: ["checkoutNightsResponseSchema", "hotelAvailabilitiesResponseSchema"] */ '@shop/api-contract'
  );

const logged = (what: string) => (error: unknown) => {
  void reportError({
    message: `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
  });
};

/** What the calendar knows of a hotel's days: availability (CRIT-068) and the package per day. */
export interface HotelCalendar {
  availability: Availability;
  /** The package whose price a day shows: the one the checkout nights are asked for. */
  weekendOf: Readonly<Record<IsoDate, number>>;
}

/** SRCH-042: the hotel's cheapest package per day, a year from the current month in one call. */
export function hotelAvailabilitiesUrl(hotelId: string, locale: Locale): string {
  const query: HotelAvailabilitiesQuery = { locale, length: String(CALENDAR_MONTHS_AHEAD) };
  return `/api/hotels/${encodeURIComponent(hotelId)}/availabilities.json${queryString(query)}`;
}

export function hotelCalendarOf(days: HotelAvailabilitiesResponse): HotelCalendar {
  const availability: Record<IsoDate, AvailabilityDay> = {};
  const weekendOf: Record<IsoDate, number> = {};
  for (const day of days) {
    availability[day.date] = {
      price: day.price,
      amount: day.amount,
      minLos: day.minLos,
      promo: day.promo,
      bestPriceOfTheMonth: day.bestPriceOfTheMonth,
    };
    weekendOf[day.date] = day.weekendId;
  }
  return { availability, weekendOf };
}

async function getHotelCalendar(url: string): Promise<HotelCalendar> {
  return hotelCalendarOf(
    await fetchApiLazy(url, async () => (await contract()).hotelAvailabilitiesResponseSchema),
  );
}

/**
 * SRCH-042, SRCH-041: the availability of the hotel searched for (`hotel` in the criteria); none
 * for a general search, which has no product to ask about. A failure is logged and leaves the
 * calendar without prices (every future day offered).
 */
export function useHotelCalendar(hotelId: string | undefined, locale: Locale) {
  return useSWR(hotelId ? hotelAvailabilitiesUrl(hotelId, locale) : null, getHotelCalendar, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onError: logged('Calendar availability'),
  });
}

export interface CheckoutNightsRequest {
  weekendId: number;
  checkin: IsoDate;
  locale: Locale;
  adult: number;
  child: number;
  baby: number;
  /** PROD-017: the minisite context, passed on when set. */
  minisite?: string | undefined;
}

/** SRCH-033: GET /api/weekend/{id}/packageCheckoutNights.json, multiOffer=true, client=msite. */
export function checkoutNightsUrl(request: CheckoutNightsRequest): string {
  const query: CheckoutNightsQuery = {
    checkin: request.checkin,
    adult: String(request.adult),
    child: String(request.child),
    baby: String(request.baby),
    locale: request.locale,
    multiOffer: 'true',
    client: 'msite',
    ...(request.minisite ? { minisite: request.minisite } : {}),
  };
  return `/api/weekend/${request.weekendId}/packageCheckoutNights.json${queryString(query)}`;
}

/**
 * SRCH-033, SRCH-034, CRIT-067: the checkout nights possible from the picked check-in. A failure
 * (or an answer without a usable night count) clears the checkout range: undefined.
 */
export function useCheckoutNights(
  request: CheckoutNightsRequest | undefined,
): CheckoutNights | undefined {
  const { data } = useSWR(
    request ? checkoutNightsUrl(request) : null,
    (url: string) => fetchApiLazy(url, async () => (await contract()).checkoutNightsResponseSchema),
    { shouldRetryOnError: false, revalidateOnFocus: false, onError: logged('Checkout nights') },
  );
  return request && data ? checkoutNightsOf(request.checkin, data) : undefined;
}
