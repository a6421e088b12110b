import { fetchApiChecked, type HotelDetail, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** LEFT-030: GET /api/hotels/{hotelId}/detail.json?locale= — the hotel, its rooms and neighbours. */
export function hotelDetailUrl(hotelId: string, locale: Locale): string {
  return `/api/hotels/${encodeURIComponent(hotelId)}/detail.json${queryString({ locale })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isList = Array.isArray;

/**
 * A structural check of what the page reads and iterates over (ADR 0019: no zod on a page's
 * first load); the API tests hold the answer to the contract (PROD-059..061).
 */
export function isHotelDetail(body: unknown): body is HotelDetail {
  return (
    isRecord(body) &&
    typeof body.id === 'number' &&
    typeof body.label === 'string' &&
    typeof body.description === 'string' &&
    isRecord(body.location) &&
    isRecord(body.policy) &&
    isRecord(body.localTax) &&
    isRecord(body.review) &&
    isRecord(body.checkInOut) &&
    [
      body.images,
      body.importantInfos,
      body.facilities,
      body.highlightedFacilities,
      body.infoGeneral,
      body.breadcrumb,
      body.nearbyHotels,
      body.weekends,
    ].every(isList) &&
    isList(body.rooms) &&
    body.rooms.every((room) => isRecord(room) && isList(room.offers))
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
