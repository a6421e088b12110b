import {
  hotelAvailabilitiesQuerySchema,
  hotelAvailabilitiesResponseSchema,
  hotelDetailQuerySchema,
  hotelDetailSchema,
  hotelParamsSchema,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { hotelAvailabilities, hotelDetail } from './hotels.service';

/** GET /api/hotels/:hotelId/detail.json (LEFT-030) and /availabilities.json (API-014). */
export const hotelRoutes: ApiPlugin<{ db: Database; now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.get(
    '/hotels/:hotelId/detail.json',
    {
      schema: {
        params: hotelParamsSchema,
        querystring: hotelDetailQuerySchema,
        response: { 200: hotelDetailSchema },
      },
    },
    async (request) => hotelDetail(db.orm, request.params.hotelId, request.query.locale, now()),
  );
  app.get(
    '/hotels/:hotelId/availabilities.json',
    {
      schema: {
        params: hotelParamsSchema,
        querystring: hotelAvailabilitiesQuerySchema,
        response: { 200: hotelAvailabilitiesResponseSchema },
      },
    },
    async (request) => hotelAvailabilities(db.orm, request.params.hotelId, request.query, now()),
  );
};
