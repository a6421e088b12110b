import {
  activityIdParamsSchema,
  activityImagesResponseSchema,
  activityLocaleQuerySchema,
  activityOnlyDetailSchema,
  activityProductSchema,
  activitySearchRequestSchema,
  activitySearchResponseSchema,
  apiErrorSchema,
  humanCheckHeadersSchema,
  type ActivityImagesResponse,
  type ActivityOnlyDetail,
  type ActivityProduct,
  type ActivitySearchResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import type { RequestCheck } from '../http/bot-check';
import { notFound } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import {
  findActivityImages,
  findActivityOnlyDetail,
  findActivityProduct,
  searchActivities,
} from './activities.service';

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`${what} not found`);
  return value;
};

/**
 * Activity-only products (issue 3): POST /api/activity-only/search.json (API-003),
 * GET /api/activity-only/weekend/:id/detail.json (API-017), GET /api/activities/:id/images.json
 * (API-018) and GET /api/weekend/:id/activity.json (API-022, LEFT-019). The search is behind the
 * search's bot check (`botCheck`, SHELL-053, ADR 0105).
 */
export const activityRoutes: ApiPlugin<{ db: Database; botCheck?: RequestCheck }> = async (
  app,
  { db, botCheck },
) => {
  const { orm } = db;
  app.post(
    '/activity-only/search.json',
    {
      ...(botCheck ? { onRequest: botCheck } : {}),
      schema: {
        headers: humanCheckHeadersSchema,
        body: activitySearchRequestSchema,
        response: { 200: activitySearchResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request): Promise<ActivitySearchResponse> => searchActivities(orm, request.body),
  );
  app.get(
    '/activity-only/weekend/:id/detail.json',
    {
      schema: {
        params: activityIdParamsSchema,
        querystring: activityLocaleQuerySchema,
        response: { 200: activityOnlyDetailSchema },
      },
    },
    async (request): Promise<ActivityOnlyDetail> =>
      found(
        await findActivityOnlyDetail(orm, request.params.id, request.query.locale),
        `Activity-only product ${request.params.id}`,
      ),
  );
  app.get(
    '/activities/:id/images.json',
    {
      schema: {
        params: activityIdParamsSchema,
        querystring: activityLocaleQuerySchema,
        response: { 200: activityImagesResponseSchema },
      },
    },
    async (request): Promise<ActivityImagesResponse> =>
      found(
        await findActivityImages(orm, request.params.id, request.query.locale),
        `Activity ${request.params.id}`,
      ),
  );
  app.get(
    '/weekend/:id/activity.json',
    {
      schema: {
        params: activityIdParamsSchema,
        querystring: activityLocaleQuerySchema,
        response: { 200: activityProductSchema },
      },
    },
    async (request): Promise<ActivityProduct> =>
      found(
        await findActivityProduct(orm, request.params.id, request.query.locale),
        `Product ${request.params.id}`,
      ),
  );
};
