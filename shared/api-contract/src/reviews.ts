import { z } from 'zod/mini';
import { LOCALES } from '@shop/criteria';
import { idParamSchema } from './common';
import { REVIEW_CRITERIA, REVIEW_SORTS } from './limits';

// The plain values (page size, sorts, criteria, language choices, preview size) live in limits.ts:
// the reviews widget imports them without bundling these schemas (ADR 0014, ADR 0039).
export const reviewSortSchema = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof reviewSortSchema>;

export const reviewCriterionSchema = z.enum(REVIEW_CRITERIA);
export type ReviewCriterion = z.infer<typeof reviewCriterionSchema>;

export const reviewLocaleFilterSchema = z.enum(['all', ...LOCALES]);

/** CONT-062: one review. */
export const reviewSchema = z.object({
  id: z.int(),
  locale: z.string(),
  customer: z.string(),
  type: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** 0–10, one decimal (CONT-065). */
  average: z.number(),
  positive: z.string(),
  negative: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const flagSchema = z.pipe(
  z.enum(['true', 'false', '1', '0', '']),
  z.transform((value) => value === 'true' || value === '1'),
);
const pageSchema = z.pipe(
  z.string().check(z.regex(/^(0|[1-9][0-9]{0,5})$/, 'expected a page number from 0')),
  z.transform(Number),
);

export const hotelReviewsParamsSchema = z.object({ hotelId: idParamSchema });
export type HotelReviewsParams = z.input<typeof hotelReviewsParamsSchema>;

/** GET /api/hotel/:hotelId/reviews.json (API-043) */
export const hotelReviewsQuerySchema = z.object({
  client: z.optional(z.enum(['msite'])),
  /** When the chosen language has no review, answer the other languages instead. */
  withOtherLanguageFallback: z._default(flagSchema, false),
  locale: z._default(reviewLocaleFilterSchema, 'all'),
  sort: z._default(reviewSortSchema, 'DATE_DESC'),
  /** Zero-based. */
  page: z._default(pageSchema, 0),
});
export type HotelReviewsQuery = z.input<typeof hotelReviewsQuerySchema>;

export const reviewDetailSchema = z.object({
  label: reviewCriterionSchema,
  /** 0–10, one decimal. */
  score: z.number(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export const hotelReviewsResponseSchema = z.object({
  list: z.array(reviewSchema),
  /** Average per criterion over the matching reviews; empty when there is none. */
  details: z.array(reviewDetailSchema),
  /** Overall average 0–10, null without reviews (CONT-060). */
  score: z.nullable(z.number()),
  totalCount: z.int().check(z.minimum(0)),
  page: z.int(),
  pageSize: z.int(),
  /** The language asked for had no review and other languages were answered (CONT-059). */
  languageFallback: z.boolean(),
});
export type HotelReviewsResponse = z.infer<typeof hotelReviewsResponseSchema>;

/** GET /api/hotels/:hotelId/reviews (API-044, preview); locale puts reviews in its language first. */
export const reviewsPreviewQuerySchema = z.object({
  locale: z.optional(z.enum(LOCALES)),
});
export type ReviewsPreviewQuery = z.input<typeof reviewsPreviewQuerySchema>;

export const reviewPreviewSchema = z.object({
  id: z.int(),
  positive: z.string(),
  customer: z.string(),
  locale: z.string(),
  type: z.string(),
  date: z.string(),
  average: z.number(),
});
export type ReviewPreview = z.infer<typeof reviewPreviewSchema>;

export const reviewsPreviewResponseSchema = z.object({ list: z.array(reviewPreviewSchema) });
export type ReviewsPreviewResponse = z.infer<typeof reviewsPreviewResponseSchema>;
