import { fetchApiChecked, queryString, type WeekendDetail } from '@shop/api-contract';
import type { Locale, Pax } from '@shop/criteria';
import useSWR from 'swr';

export interface OfferDetailRequest {
  offerId: number;
  locale: Locale;
  pax: Pax;
  stay: { checkin: string; nights: number } | null;
}

/**
 * Spec §7: GET /api/weekend/{offerId}/detail.json with checkin, nights, adult, child, baby,
 * fetchPageModel=false, client=msite and locale: the offer's program lines, room and activities.
 */
export function offerDetailUrl({ offerId, locale, pax, stay }: OfferDetailRequest): string {
  return `/api/weekend/${offerId}/detail.json${queryString({
    checkin: stay?.checkin,
    nights: stay?.nights,
    adult: pax.adult,
    child: pax.child,
    baby: pax.baby,
    fetchPageModel: false,
    client: 'msite',
    locale,
  })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the offer detail reads (ADR 0019 structural check). */
export function isOfferDetail(body: unknown): body is WeekendDetail {
  return (
    isRecord(body) &&
    typeof body.id === 'number' &&
    typeof body.label === 'string' &&
    Array.isArray(body.programLine) &&
    body.programLine.every((line) => isRecord(line) && typeof line.title === 'string') &&
    Array.isArray(body.activities) &&
    body.activities.every(
      (activity) => isRecord(activity) && typeof activity.activityId === 'string',
    ) &&
    (body.room === null || (isRecord(body.room) && typeof body.room.label === 'string'))
  );
}

export function getOfferDetail(url: string): Promise<WeekendDetail> {
  return fetchApiChecked(url, isOfferDetail);
}

export function useOfferDetail(request: OfferDetailRequest | null) {
  return useSWR(request ? offerDetailUrl(request) : null, getOfferDetail, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
