import {
  fetchApiChecked,
  type OfferCard,
  type OffersRequest,
  type OffersResponse,
} from '@shop/api-contract';
import type { Locale, Pax } from '@shop/criteria';
import useSWR from 'swr';

/** The most offers one hotel shows (the API's page size cap). */
export const HOTEL_OFFERS_MAX = 48;

export interface HotelOffersQuery {
  hotelId: number;
  locale: Locale;
  pax: Pax;
  stay: { checkin: string; nights: number } | null;
}

/**
 * PROD-058: the body of POST /api/offers.json for one hotel's offers: locale, orderBy priceAsc,
 * criteria (hotelId, adults, children, babies, checkin, night) and the packages per hotel.
 */
export function hotelOffersBody({ hotelId, locale, pax, stay }: HotelOffersQuery): OffersRequest {
  return {
    locale,
    orderBy: 'priceAsc',
    criteria: {
      hotelId,
      adults: pax.adult,
      children: pax.child,
      babies: pax.baby,
      ...(stay ? { checkin: stay.checkin, night: stay.nights } : {}),
    },
    numberOfPackagesPerHotel: HOTEL_OFFERS_MAX,
    fetchPageModel: false,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function isOffersResponse(body: unknown): body is OffersResponse {
  return (
    isRecord(body) &&
    Array.isArray(body.exactMatch) &&
    body.exactMatch.every(
      (card) =>
        isRecord(card) &&
        isNumber(card.id) &&
        typeof card.label === 'string' &&
        isNumber(card.sellPrice) &&
        isNumber(card.promo) &&
        isNumber(card.nights),
    )
  );
}

export async function searchHotelOffers(body: string): Promise<OfferCard[]> {
  const answer = await fetchApiChecked('/api/offers.json', isOffersResponse, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return answer.exactMatch;
}

/** The SWR key is the body itself: one cache entry per hotel, party and stay. */
export function useHotelOffers(query: HotelOffersQuery | null) {
  return useSWR(query ? JSON.stringify(hotelOffersBody(query)) : null, searchHotelOffers, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
