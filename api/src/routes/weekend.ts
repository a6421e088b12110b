import {
  weekendDetailParamsSchema,
  weekendDetailQuerySchema,
  weekendDetailSchema,
  type WeekendDetail,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import { findWeekendDetail } from './weekend.service';

/** GET /api/weekend/:id/detail.json?locale= (API-015) */
export const weekendRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/weekend/:id/detail.json',
    {
      schema: {
        params: weekendDetailParamsSchema,
        querystring: weekendDetailQuerySchema,
        response: { 200: weekendDetailSchema },
      },
    },
    async (request): Promise<WeekendDetail> => {
      const detail = await findWeekendDetail(db.orm, request.params.id, request.query.locale);
      if (!detail) throw notFound(`Weekend ${request.params.id} not found`);
      return detail;
    },
  );
};
