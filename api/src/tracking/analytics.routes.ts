import {
  analyticsResponseSchema,
  analyticsParamsSchema,
  analyticsPayloadSchema,
  type AnalyticsResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import { storeAnalyticsEvent } from './analytics.service';

/** POST /api/analytics/ga/collect/:pos (API-046, SHELL-063/064): JSON only, answered 200. */
export const analyticsRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/analytics/ga/collect/:pos',
    {
      bodyLimit: 64 * 1024,
      onRequest: async (request) => {
        if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
          throw new HttpError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'content-type: expected application/json',
          );
        }
      },
      schema: {
        params: analyticsParamsSchema,
        body: analyticsPayloadSchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request): Promise<AnalyticsResponse> => {
      await storeAnalyticsEvent(db.orm, request.params.pos, request.body);
      return { received: true };
    },
  );
};
