/**
 * PROD-047: the hotel page hash: checkin, checkout, a (default 2), c (0), b (0) and
 * anchor=products (scroll to the offers). Read with the same tolerance as the other hashes: bad
 * values take their default or stay absent, nothing throws.
 */
import { isPastDay } from '../calendar/selectable';
import { daysBetween, type IsoDate } from '../dates';
import { flag, int, isoDate, oneOf, withDefault } from '../fields';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '../market';
import { decodeParams, encodeParams, type FieldTable, joinParams, toParams } from '../params';
import { PAX_BOUNDS, withSingleRoom } from '../pax';

export const HOTEL_ANCHORS = ['products'] as const;
export type HotelAnchor = (typeof HOTEL_ANCHORS)[number];

export interface HotelHash {
  checkin?: IsoDate | undefined;
  checkout?: IsoDate | undefined;
  a: number;
  c: number;
  b: number;
  s: boolean;
  anchor?: HotelAnchor | undefined;
}

const HOTEL_HASH_FIELDS: FieldTable<HotelHash> = {
  checkin: isoDate,
  checkout: isoDate,
  a: withDefault(int(PAX_BOUNDS.adult.min, PAX_BOUNDS.adult.max), DEFAULT_ADULTS),
  c: withDefault(int(PAX_BOUNDS.child.min, PAX_BOUNDS.child.max), DEFAULT_CHILDREN),
  b: withDefault(int(PAX_BOUNDS.baby.min, PAX_BOUNDS.baby.max), DEFAULT_BABIES),
  s: flag,
  anchor: oneOf(HOTEL_ANCHORS),
};

/** PROD-047: reads the hotel hash (leading `#` optional); never throws. */
export function parseHotelHash(hash: string | null | undefined): HotelHash {
  return withSingleRoom(decodeParams(HOTEL_HASH_FIELDS, toParams(hash)));
}

/** PROD-047: writes the hotel hash without `#`; defaults (a=2, c=0, b=0) are left out. */
export function serialiseHotelHash(hash: HotelHash): string {
  return joinParams(encodeParams(HOTEL_HASH_FIELDS, hash));
}

/** The longest stay a hotel page asks prices for (the API's NIGHTS_MAX). */
export const HOTEL_STAY_NIGHTS_MAX = 30;

/**
 * PROD-047: the stay the hash asks for, or null: both dates, the checkout after the check-in,
 * at most 30 nights, and a check-in that can still be booked (not past, not today after 20:00).
 * An impossible pair is treated as no dates at all.
 */
export function hotelStay(
  hash: Pick<HotelHash, 'checkin' | 'checkout'>,
  now: Date,
): { checkin: IsoDate; checkout: IsoDate; nights: number } | null {
  const { checkin, checkout } = hash;
  if (!checkin || !checkout) return null;
  const nights = daysBetween(checkin, checkout);
  if (nights < 1 || nights > HOTEL_STAY_NIGHTS_MAX || isPastDay(checkin, now)) return null;
  return { checkin, checkout, nights };
}
