import {
  fetchApiChecked,
  queryString,
  type HotelReviewsResponse,
  type ReviewSort,
} from '@shop/api-contract';
import useSWRInfinite from 'swr/infinite';
import { isHotelReviews } from '../lib/is-reviews';

/** CONT-058: a review language choice: every language, or one market locale's language. */
export type ReviewLanguage = 'all' | 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL';

export interface ReviewsFilter {
  language: ReviewLanguage;
  sort: ReviewSort;
}

/** CONT-057: newest first, every language. */
export const DEFAULT_REVIEWS_FILTER: ReviewsFilter = { language: 'all', sort: 'DATE_DESC' };

/** API-043: GET /api/hotel/{hotelId}/reviews.json — one page (zero-based) of 10 reviews. */
export function hotelReviewsUrl(hotelId: number, filter: ReviewsFilter, page: number): string {
  return `/api/hotel/${encodeURIComponent(String(hotelId))}/reviews.json${queryString({
    client: 'msite',
    withOtherLanguageFallback: false,
    locale: filter.language,
    sort: filter.sort,
    page,
  })}`;
}

export function getHotelReviews(url: string): Promise<HotelReviewsResponse> {
  return fetchApiChecked(url, isHotelReviews);
}

/**
 * CONT-056, CONT-063: the pages loaded so far for a language and sort ("Show more" asks the next
 * one). SWR keeps every page in the browser for the page's life (one cache for every app: SWR is
 * a shared singleton), so a sort or language seen before shows again at once. `seed`, the first
 * page of the default filter the embedding page already holds, is shown without a call.
 */
export function useHotelReviews(
  hotelId: number,
  filter: ReviewsFilter,
  seed?: HotelReviewsResponse,
) {
  const seeded =
    seed !== undefined &&
    filter.language === DEFAULT_REVIEWS_FILTER.language &&
    filter.sort === DEFAULT_REVIEWS_FILTER.sort;
  return useSWRInfinite(
    (page: number, previous: HotelReviewsResponse | null) =>
      previous && previous.list.length === 0 ? null : hotelReviewsUrl(hotelId, filter, page),
    getHotelReviews,
    {
      fallbackData: seeded ? [seed] : undefined,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnMount: !seeded,
      shouldRetryOnError: false,
    },
  );
}
