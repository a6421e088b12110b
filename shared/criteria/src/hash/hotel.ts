/**
 * PROD-047: the hotel page hash: checkin, checkout, a (default 2), c (0), b (0) and
 * anchor=products (scroll to the offers). Read with the same tolerance as the other hashes: bad
 * values take their default or stay absent, nothing throws.
 */
import { isPastDay } from '../calendar/selectable';
import { daysBetween, type IsoDate, isIsoDate } from '../dates';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '../market';
import { PAX_BOUNDS, withSingleRoom } from '../pax';

import { hashParams, type HotelAnchor, isHotelAnchor } from './hotel-anchor';

export { HOTEL_ANCHORS, hotelAnchorOf, type HotelAnchor } from './hotel-anchor';

export interface HotelHash {
  checkin?: IsoDate | undefined;
  checkout?: IsoDate | undefined;
  a: number;
  c: number;
  b: number;
  s: boolean;
  anchor?: HotelAnchor | undefined;
}

/*
 * Read and written by hand rather than through the field tables of ../params (ADR 0036): the
 * hotel page parses its hash on its first screen, and these few fields cost a fraction of the
 * generic machinery. The values follow the same rules (fields.ts: int, isoDate, oneOf).
 */
const INTEGER = /^\d+$/;
const PAX_KEYS = [
  ['a', 'adult', DEFAULT_ADULTS],
  ['c', 'child', DEFAULT_CHILDREN],
  ['b', 'baby', DEFAULT_BABIES],
] as const;

function count(text: string | null, bounds: { min: number; max: number }): number | undefined {
  if (text === null || !INTEGER.test(text)) return undefined;
  const value = Number(text);
  return value >= bounds.min && value <= bounds.max ? value : undefined;
}

/** PROD-047: reads the hotel hash (leading `#` optional); never throws. */
export function parseHotelHash(hash: string | null | undefined): HotelHash {
  const params = hashParams(hash);
  const read: HotelHash = { a: DEFAULT_ADULTS, c: DEFAULT_CHILDREN, b: DEFAULT_BABIES, s: false };
  for (const key of ['checkin', 'checkout'] as const) {
    const text = params.get(key);
    if (text !== null && isIsoDate(text)) read[key] = text;
  }
  for (const [key, pax, fallback] of PAX_KEYS)
    read[key] = count(params.get(key), PAX_BOUNDS[pax]) ?? fallback;
  const anchor = params.get('anchor');
  if (isHotelAnchor(anchor)) read.anchor = anchor;
  return withSingleRoom(read);
}

/** PROD-047: writes the hotel hash without `#`; defaults (a=2, c=0, b=0) are left out. */
export function serialiseHotelHash(hash: HotelHash): string {
  const entries: string[] = [];
  if (hash.checkin && isIsoDate(hash.checkin)) entries.push(`checkin=${hash.checkin}`);
  if (hash.checkout && isIsoDate(hash.checkout)) entries.push(`checkout=${hash.checkout}`);
  for (const [key, pax, fallback] of PAX_KEYS) {
    const value = hash[key];
    if (value !== fallback && count(String(value), PAX_BOUNDS[pax]) !== undefined)
      entries.push(`${key}=${value}`);
  }
  if (hash.s) entries.push('s=1');
  if (hash.anchor && isHotelAnchor(hash.anchor)) entries.push(`anchor=${hash.anchor}`);
  return entries.join('&');
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
