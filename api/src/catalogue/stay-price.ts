/**
 * The price of a stay in the catalogue, free of I/O: the rules a stay must meet and its quote,
 * used by the search, the product pages and checkout (which recomputes every order with it).
 * Every amount is in cents (CRIT-002).
 *
 * Pricing interpretation of the catalogue (see api/src/seed/catalogue.ts): a weekend package is
 * sold for a fixed number of nights (`weekends.nights`), and `weekend_availability.priceCents` is
 * the price of the whole package (all its nights) for a check-in on that date, PER PERSON — the
 * cards show it as "/ person" (§9) and the seed derives it from a nightly room rate shared by
 * two. Adults and children pay the package price; babies (0–2) stay free. One room sleeps two
 * adults; children and babies share their parents' rooms, so a stay needs ceil(adults / 2) rooms.
 */
import { addDays, daysBetween, isIsoDate, PAX_BOUNDS, type IsoDate } from '@shop/criteria';
import { firstBookableCheckin } from './market-clock';

export interface StayRequest {
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  adults: number;
  children: number;
  babies: number;
  activityDaySelections: readonly string[];
}

export interface PackageDay {
  /** weekends.nights */
  nights: number;
  /** weekend_availability of the check-in date, undefined when the package has none. */
  availability: { priceCents: number; minLos: number; availableRooms: number } | undefined;
}

export interface StayQuote {
  nights: number;
  unitPriceCents: number;
  payingGuests: number;
  roomsNeeded: number;
  amountCents: number;
}

/** Why a stay cannot be sold: bad input (400) or a catalogue refusal (409 NOT_BOOKABLE). */
export interface StayRefusal {
  kind: 'invalid' | 'not_bookable';
  field: string;
  message: string;
}

/** One room sleeps two adults. */
export const roomsNeeded = (adults: number): number => Math.max(1, Math.ceil(adults / 2));

/** Validates the criteria against the rules (§4.2, §5, CRIT-020) and prices the stay. */
export function quoteStay(
  stay: StayRequest,
  day: PackageDay,
  now: Date,
): { ok: true; quote: StayQuote } | { ok: false; refusal: StayRefusal } {
  const refuse = (kind: StayRefusal['kind'], field: string, message: string) => ({
    ok: false as const,
    refusal: { kind, field, message },
  });
  const bounds = [
    ['pax.numberOfAdults', stay.adults, PAX_BOUNDS.adult],
    ['pax.numberOfChildren', stay.children, PAX_BOUNDS.child],
    ['pax.numberOfBabies', stay.babies, PAX_BOUNDS.baby],
  ] as const;
  for (const [field, value, { min, max }] of bounds) {
    if (!Number.isInteger(value) || value < min || value > max) {
      return refuse('invalid', field, `must be between ${min} and ${max}`);
    }
  }
  const first = firstBookableCheckin(now);
  if (stay.checkinDate < first) {
    return refuse('invalid', 'travelPeriod.checkinDate', `must be ${first} or later`);
  }
  const nights = daysBetween(stay.checkinDate, stay.checkoutDate);
  if (nights < 1)
    return refuse('invalid', 'travelPeriod.checkoutDate', 'must be after checkinDate');
  for (const selection of stay.activityDaySelections) {
    const date = selection.slice(selection.lastIndexOf('_') + 1);
    if (!isIsoDate(date))
      return refuse('invalid', 'activityDaySelections', `${selection}: no such day`);
    if (date < stay.checkinDate || date > stay.checkoutDate) {
      return refuse('invalid', 'activityDaySelections', `${selection} is outside the stay`);
    }
  }
  // §4.2: checkout equals check-in plus the package's nights.
  if (nights !== day.nights) {
    return refuse(
      'not_bookable',
      'travelPeriod.checkoutDate',
      `this package lasts ${day.nights} night(s): checkout must be ${addDays(stay.checkinDate, day.nights)}`,
    );
  }
  const { availability } = day;
  if (!availability) {
    return refuse(
      'not_bookable',
      'travelPeriod.checkinDate',
      `PACKAGE_NOT_AVAILABLE_CHECKIN: no package for a check-in on ${stay.checkinDate}`,
    );
  }
  if (availability.minLos > nights) {
    return refuse(
      'not_bookable',
      'travelPeriod.checkinDate',
      `a check-in on ${stay.checkinDate} needs a stay of at least ${availability.minLos} nights`,
    );
  }
  const rooms = roomsNeeded(stay.adults);
  if (availability.availableRooms < rooms) {
    return refuse(
      'not_bookable',
      'travelPeriod.checkinDate',
      `${rooms} room(s) needed, ${availability.availableRooms} left on ${stay.checkinDate}`,
    );
  }
  const payingGuests = stay.adults + stay.children;
  return {
    ok: true,
    quote: {
      nights,
      unitPriceCents: availability.priceCents,
      payingGuests,
      roomsNeeded: rooms,
      amountCents: availability.priceCents * payingGuests,
    },
  };
}

/** Euros as text for a calendar cell: 12300 → "123", 12350 → "123.5". */
export const eurosText = (cents: number): string => String(cents / 100);

/** Reference price of a day, derived from its promotion (as the search does). */
export const refPriceOf = (priceCents: number, promo: number): number =>
  Math.round((priceCents * 100) / (100 - Math.min(promo, 99)));
