import { fetchApiChecked, type HotelDetail, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** LEFT-030: GET /api/hotels/{hotelId}/detail.json?locale= — the hotel, its rooms and neighbours. */
export function hotelDetailUrl(hotelId: string, locale: Locale): string {
  return `/api/hotels/${encodeURIComponent(hotelId)}/detail.json${queryString({ locale })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isArrayOf = (value: unknown, item: (entry: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(item);
const isString = (value: unknown): value is string => typeof value === 'string';

const isRoomOffer = (offer: unknown): boolean =>
  isRecord(offer) &&
  isNumber(offer.id) &&
  isString(offer.label) &&
  isNumber(offer.nights) &&
  isRecord(offer.price) &&
  isNumber(offer.price.sellPrice);

/**
 * A structural check of what the page reads (ADR 0019: no zod on a page's first load); the API
 * tests hold the answer to the contract (PROD-059..061).
 */
export function isHotelDetail(body: unknown): body is HotelDetail {
  if (!isRecord(body)) return false;
  const { location, policy, localTax, review, checkInOut } = body;
  return (
    isNumber(body.id) &&
    isString(body.label) &&
    isNumber(body.stars) &&
    isString(body.description) &&
    typeof body.active === 'boolean' &&
    isRecord(location) &&
    isString(location.address) &&
    isRecord(policy) &&
    typeof policy.petsAllowed === 'boolean' &&
    isRecord(localTax) &&
    isRecord(review) &&
    isNumber(review.count) &&
    isRecord(checkInOut) &&
    isArrayOf(body.images, isString) &&
    isArrayOf(body.importantInfos, isString) &&
    isArrayOf(body.facilities, isString) &&
    isArrayOf(body.highlightedFacilities, isRecord) &&
    isArrayOf(body.infoGeneral, isRecord) &&
    isArrayOf(body.breadcrumb, isRecord) &&
    isArrayOf(body.nearbyHotels, isRecord) &&
    isArrayOf(body.weekends, isRoomOffer) &&
    isArrayOf(
      body.rooms,
      (room) => isRecord(room) && isString(room.label) && isArrayOf(room.offers, isRoomOffer),
    )
  );
}

export function getHotelDetail(url: string): Promise<HotelDetail> {
  return fetchApiChecked(url, isHotelDetail);
}

export function useHotelDetail(hotelId: string | undefined, locale: Locale) {
  return useSWR(hotelId ? hotelDetailUrl(hotelId, locale) : null, getHotelDetail, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
