import {
  analyticsResponseSchema,
  analyticsParamsSchema,
  analyticsPayloadSchema,
  type AnalyticsResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { sharedState } from '../http/shared-state';
import type { ApiPlugin } from '../http/zod';
import { storeAnalyticsEvent } from './analytics.service';

/**
 * Analytics events per minute and address (issue 15 §4): a shopper's pages send a few dozen; an
 * office or school behind one address many more, so the cap is generous but finite.
 */
export const ANALYTICS_RATE_LIMIT = 600;

/** POST /api/analytics/ga/collect/:pos (API-046, SHELL-063/064): JSON only, answered 200. */
export const analyticsRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  const limit = rateLimit(ANALYTICS_RATE_LIMIT, 60_000, {
    store: sharedState(db).windows(),
    what: 'analytics events',
  });
  app.post(
    '/analytics/ga/collect/:pos',
    {
      bodyLimit: 64 * 1024,
      onRequest: async (request, reply) => {
        await limit(request, reply);
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
