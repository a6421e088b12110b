import { errorReportRequestSchema, LOG_BODY_LIMIT, logEntrySchema } from '@shop/api-contract';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import { rateLimit } from '../http/rate-limit';
import { sharedState } from '../http/shared-state';
import type { ApiPlugin } from '../http/zod';
import { storeLog } from './logs.service';

/** Client log writes per minute and address (issue 15 §4): a page in trouble sends a few. */
export const LOG_RATE_LIMIT = 60;

/**
 * POST /api/logs (API-045): client error reports, answered 204; POST /api/error-report (API-011):
 * a page the product app could not find, logged as a warning. Both are writes: POST only (no
 * image tag on another site can trigger them), capped in size and per address (issue 15 §4).
 */
export const logRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  // One budget for both routes of this plugin.
  const limit = rateLimit(LOG_RATE_LIMIT, 60_000, {
    store: sharedState(db).windows(),
    what: 'error reports',
  });
  app.post(
    '/logs',
    { onRequest: limit, bodyLimit: LOG_BODY_LIMIT, schema: { body: logEntrySchema } },
    async (request, reply) => {
      await storeLog(db.orm, request.body);
      return reply.code(204).send();
    },
  );
  app.post(
    '/error-report',
    {
      onRequest: limit,
      bodyLimit: LOG_BODY_LIMIT,
      schema: { body: errorReportRequestSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const { uri, locale } = request.body;
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
