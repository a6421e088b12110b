import { fetchApiChecked, type ProductOffer, queryString } from '@shop/api-contract';
import type { Locale, Pax } from '@shop/criteria';
import useSWR from 'swr';

export interface RoomOffersRequest {
  /** Any offer of the hotel: the call answers every offer of its hotel. */
  productId: number;
  locale: Locale;
  pax: Pax;
  stay: { checkin: string; nights: number } | null;
  /** PROD-017: the minisite context of the visit. */
  minisite?: string | undefined;
}

/**
 * PROD-057: GET /api/product/{id}/offers with checkin, nights, adult, child, baby and locale.
 * The API answers cents (shown through formatPrice, cents/100) and a promo under 10 % as 0
 * (CRIT-075, `promoPercentageRounded`), so the page shows what it is given.
 */
export function roomOffersUrl({
  productId,
  locale,
  pax,
  stay,
  minisite,
}: RoomOffersRequest): string {
  return `/api/product/${productId}/offers${queryString({
    locale,
    checkin: stay?.checkin,
    nights: stay?.nights,
    adult: pax.adult,
    child: pax.child,
    baby: pax.baby,
    minisite: minisite || undefined,
  })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isProductOffer(value: unknown): value is ProductOffer {
  if (!isRecord(value) || !isRecord(value.priceInfo) || !isRecord(value.cancellationPolicy))
    return false;
  const price = value.priceInfo;
  return (
    isNumber(value.weekendId) &&
    typeof value.label === 'string' &&
    (value.roomId === null || isNumber(value.roomId)) &&
    isNumber(value.nights) &&
    isNumber(price.sellPrice) &&
    isNumber(price.refPrice) &&
    isNumber(price.promoPercentageRounded)
  );
}

export function isRoomOffers(body: unknown): body is Record<string, ProductOffer> {
  return isRecord(body) && Object.values(body).every(isProductOffer);
}

/** The offers, cheapest first (ties by id), whatever order the map arrives in. */
export async function getRoomOffers(url: string): Promise<ProductOffer[]> {
  const map = await fetchApiChecked(url, isRoomOffers);
  return Object.values(map).sort(
    (a, b) => a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.weekendId - b.weekendId,
  );
}

export function useRoomOffers(request: RoomOffersRequest | null) {
  return useSWR(request ? roomOffersUrl(request) : null, getRoomOffers, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
