import {
  hotelReviewsResponseSchema,
  reviewsPreviewResponseSchema,
  hotelReviewsParamsSchema,
  hotelReviewsQuerySchema,
  reviewsPreviewQuerySchema,
  type HotelReviewsResponse,
  type ReviewsPreviewResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import { listHotelReviews, previewHotelReviews } from './reviews.service';

/** Hotel reviews: the paged list (API-043) and the preview (API-044). */
export const reviewRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/hotel/:hotelId/reviews.json',
    {
      schema: {
        params: hotelReviewsParamsSchema,
        querystring: hotelReviewsQuerySchema,
        response: { 200: hotelReviewsResponseSchema },
      },
    },
    async (request): Promise<HotelReviewsResponse> => {
      const answer = await listHotelReviews(db.orm, request.params.hotelId, request.query);
      if (!answer) throw notFound(`Hotel ${request.params.hotelId} not found`);
      return answer;
    },
  );

  app.get(
    '/hotels/:hotelId/reviews',
    {
      schema: {
        params: hotelReviewsParamsSchema,
        querystring: reviewsPreviewQuerySchema,
        response: { 200: reviewsPreviewResponseSchema },
      },
    },
    async (request): Promise<ReviewsPreviewResponse> => {
      const answer = await previewHotelReviews(
        db.orm,
        request.params.hotelId,
        request.query.locale,
      );
      if (!answer) throw notFound(`Hotel ${request.params.hotelId} not found`);
      return answer;
    },
  );
};
