import '../../i18n';
import type { HotelReviewsResponse } from '@shop/api-contract';
import { Suspense } from 'react';
import { ReviewsPreview } from '../../features/hotel-reviews/components/ReviewsPreview';

/**
 * The props contract of `mfe_content/HotelReviews` for embedding apps (ADR 0039): additive only;
 * a prop is never renamed, retyped or made required, so a page built against an older contract
 * keeps working with a newer widget.
 */
export interface HotelReviewsProps {
  /** The hotel whose reviews are shown. */
  hotelId: number;
  /** CONT-063: the first page (newest first, every language) the embedding page already holds. */
  initialReviews?: HotelReviewsResponse | undefined;
}

/**
 * `mfe_content/HotelReviews` (CONT-056..065, PROD-064): the reviews preview (up to 4 positive
 * reviews, "See all reviews") and the reviews dialog, in mfe-content's own copy namespace (loaded
 * by the shared i18next on first render). Nothing shows when the hotel has no review or the call
 * fails; a bad hotel id shows nothing either.
 */
export default function HotelReviews({ hotelId, initialReviews }: HotelReviewsProps) {
  if (!Number.isSafeInteger(hotelId) || hotelId <= 0) return null;
  return (
    <Suspense fallback={null}>
      <ReviewsPreview hotelId={hotelId} initialReviews={initialReviews} />
    </Suspense>
  );
}
