import type { HotelReviewsResponse, ReviewsPreviewResponse } from '@shop/api-contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

const isPreviewReview = (review: unknown): boolean =>
  isRecord(review) &&
  isNumber(review.id) &&
  isText(review.positive) &&
  isText(review.customer) &&
  isText(review.locale) &&
  isText(review.date) &&
  isNumber(review.average);

/**
 * CONT-062: structural checks of what the widget reads (ADR 0019: the widget loads with a
 * product page, without zod); the API tests hold the answers to the contract.
 */
export function isReviewsPreview(body: unknown): body is ReviewsPreviewResponse {
  return isRecord(body) && Array.isArray(body.list) && body.list.every(isPreviewReview);
}

export function isHotelReviews(body: unknown): body is HotelReviewsResponse {
  return (
    isRecord(body) &&
    Array.isArray(body.list) &&
    body.list.every((review) => isPreviewReview(review) && isText(review.negative)) &&
    Array.isArray(body.details) &&
    body.details.every(
      (detail) => isRecord(detail) && isText(detail.label) && isNumber(detail.score),
    ) &&
    (body.score === null || isNumber(body.score)) &&
    isNumber(body.totalCount) &&
    isNumber(body.page) &&
    isNumber(body.pageSize) &&
    typeof body.languageFallback === 'boolean'
  );
}
