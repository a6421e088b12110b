import { errorReportQuerySchema, logEntrySchema } from '@shop/api-contract';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { storeLog } from './logs.service';

/**
 * POST /api/logs (API-045): client error reports, answered 204; GET /api/error-report (API-011):
 * a page the product app could not find, logged as a warning.
 */
export const logRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.post('/logs', { schema: { body: logEntrySchema } }, async (request, reply) => {
    await storeLog(db.orm, request.body);
    return reply.code(204).send();
  });
  app.get(
    '/error-report',
    { schema: { querystring: errorReportQuerySchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { uri, locale } = request.query;
      await storeLog(db.orm, {
        level: 'WARN',
        message: `NOT_FOUND ${uri}`,
        location: uri.slice(0, 2048),
        locale,
        app: 'product',
      });
      return reply.code(204).send();
    },
  );
};
