import { type Health, healthSchema } from '@shop/api-contract';
import { pingDatabase, type Database } from '../db/client';
import type { ApiPlugin } from './zod';

/** GET /api/health: 200 when the database answers `select 1`, 503 otherwise. */
export const healthRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply): Promise<Health> => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        reply.code(503);
        return { status: 'error', database: 'down' };
      }
    },
  );
};
