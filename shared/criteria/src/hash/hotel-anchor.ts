/**
 * PROD-047: the anchor of the hotel page hash (anchor=products: scroll to the offers). A module of
 * its own: the hotel page reads it on its first screen without the rest of the hash (ADR 0036).
 */
export const HOTEL_ANCHORS = ['products'] as const;
export type HotelAnchor = (typeof HOTEL_ANCHORS)[number];

export const isHotelAnchor = (value: string | null | undefined): value is HotelAnchor =>
  (HOTEL_ANCHORS as readonly (string | null | undefined)[]).includes(value);

/** The hash as search params (leading `#` or `?` optional); any text is accepted. */
export const hashParams = (hash: string | null | undefined): URLSearchParams =>
  new URLSearchParams((hash ?? '').replace(/^[#?]/, ''));

/** PROD-047: the anchor the hash asks to scroll to, if any. */
export function hotelAnchorOf(hash: string | null | undefined): HotelAnchor | undefined {
  const anchor = hashParams(hash).get('anchor');
  return isHotelAnchor(anchor) ? anchor : undefined;
}
