import { fetchApiChecked, queryString, type ReviewsPreviewResponse } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';
import { isReviewsPreview } from '../lib/is-reviews';

/** API-044: GET /api/hotels/{hotelId}/reviews — the preview, the locale's language first. */
export function reviewsPreviewUrl(hotelId: number, locale: Locale): string {
  return `/api/hotels/${encodeURIComponent(String(hotelId))}/reviews${queryString({ locale })}`;
}

export function getReviewsPreview(url: string): Promise<ReviewsPreviewResponse> {
  return fetchApiChecked(url, isReviewsPreview);
}

/** CONT-064: the preview's reviews (SWR: cached for the page, shared by every embedding). */
export function useReviewsPreview(hotelId: number, locale: Locale) {
  return useSWR(reviewsPreviewUrl(hotelId, locale), getReviewsPreview, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
