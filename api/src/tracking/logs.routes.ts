import { logEntrySchema } from '@shop/api-contract';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { storeLog } from './logs.service';

/** POST /api/logs (API-045): client error reports, answered 204. */
export const logRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.post('/logs', { schema: { body: logEntrySchema } }, async (request, reply) => {
    await storeLog(db.orm, request.body);
    return reply.code(204).send();
  });
};
