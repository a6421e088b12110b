import { fetchApiChecked, type Quote, queryString } from '@shop/api-contract';
import type { Locale, Pax } from '@shop/criteria';
import useSWR from 'swr';

export interface QuoteRequest {
  offerId: number;
  locale: Locale;
  pax: Pax;
  stay: { checkin: string; nights: number };
  /** `activityId_yyyy-MM-dd` selections. */
  selections: readonly string[];
  /** PROD-017: the minisite context of the visit. */
  minisite?: string | undefined;
}

/** API-020: GET /api/product/{id}/quote with the stay, the party and activitySelectionList. */
export function quoteUrl({
  offerId,
  locale,
  pax,
  stay,
  selections,
  minisite,
}: QuoteRequest): string {
  return `/api/product/${offerId}/quote${queryString({
    locale,
    checkin: stay.checkin,
    nights: stay.nights,
    adult: pax.adult,
    child: pax.child,
    baby: pax.baby,
    activitySelectionList: [...selections].sort().join(','),
    minisite: minisite || undefined,
  })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isQuote(body: unknown): body is Quote {
  return (
    isRecord(body) &&
    typeof body.bookable === 'boolean' &&
    Array.isArray(body.errors) &&
    (body.priceInfo === null ||
      (isRecord(body.priceInfo) && typeof body.priceInfo.totalPrice === 'number'))
  );
}

export function getQuote(url: string): Promise<Quote> {
  return fetchApiChecked(url, isQuote);
}

export function useQuote(request: QuoteRequest | null) {
  return useSWR(request ? quoteUrl(request) : null, getQuote, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
