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

/** GET /api/weekend/:id/detail.json?locale=&checkin&night(s)&adult&child&baby (API-015, API-016) */
export const weekendRoutes: ApiPlugin<{ db: Database; now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
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
      const { locale, ...criteria } = request.query;
      const detail = await findWeekendDetail(db.orm, request.params.id, locale, criteria, now());
      if (!detail) throw notFound(`Weekend ${request.params.id} not found`);
      return detail;
    },
  );
};
