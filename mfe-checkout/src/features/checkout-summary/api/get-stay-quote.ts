import { fetchApi, type QuoteQuery, queryString, quoteSchema } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';
import type { StayHandoff } from '../../../entities/checkout/lib/handoff';

/**
 * BEY-001: GET /api/product/{offerId}/quote with the hand-off's stay: the server's price of the
 * stay (never the browser's), its cancellation policy, local tax and programme.
 */
export function stayQuoteUrl(stay: StayHandoff, locale: Locale): string {
  const query: QuoteQuery = {
    locale,
    checkin: stay.checkin,
    nights: String(stay.nights),
    adult: String(stay.adults),
    child: String(stay.children),
    baby: String(stay.babies),
    activitySelectionList: stay.activitySelections.join(','),
  };
  return `/api/product/${stay.productId}/quote${queryString(query)}`;
}

export function getStayQuote(url: string) {
  return fetchApi(url, quoteSchema);
}

export function useStayQuote(stay: StayHandoff | null, locale: Locale) {
  return useSWR(stay ? stayQuoteUrl(stay, locale) : null, getStayQuote, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
