import { fetchApiLazy, queryString, type QuoteQuery } from '@shop/api-contract';
import type { IsoDate, Locale } from '@shop/criteria';
import { reportError } from '@shop/platform';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["quoteSchema"] */ '@shop/api-contract');

export interface QuoteRequest {
  productId: string;
  locale: Locale;
  checkin: IsoDate;
  nights: number;
  adult: number;
  child: number;
  baby: number;
  /** "activityId_yyyy-MM-dd" selections (CRIT-027). */
  activitySelections: readonly string[];
  /** PROD-017: the minisite context. */
  minisite?: string | undefined;
}

/**
 * PROD-029, PROD-031, LEFT-035: GET /api/product/{id}/quote with the stay's criteria. The URL is
 * the SWR key: each criteria is its own cache entry, so going back to dates already seen is
 * instant.
 */
export function productQuoteUrl(request: QuoteRequest): string {
  const query: QuoteQuery = {
    checkin: request.checkin,
    nights: String(request.nights),
    adult: String(request.adult),
    child: String(request.child),
    baby: String(request.baby),
    activitySelectionList: request.activitySelections.join(','),
    locale: request.locale,
    minisite: request.minisite || undefined,
  };
  return `/api/product/${encodeURIComponent(request.productId)}/quote${queryString(query)}`;
}

export function getProductQuote(url: string) {
  return fetchApiLazy(url, async () => (await contract()).quoteSchema);
}

/** The quote of the chosen stay; none without dates. A failure is logged (PROD-036). */
export function useProductQuote(request: QuoteRequest | undefined) {
  return useSWR(request ? productQuoteUrl(request) : null, getProductQuote, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onError: (error: unknown) => {
      void reportError({
        message: `Quote failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    },
  });
}
