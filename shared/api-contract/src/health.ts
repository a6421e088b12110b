import { z } from 'zod/mini';

/** GET /api/health — 200 when the database answers, 503 otherwise. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'down']),
});
export type Health = z.infer<typeof healthSchema>;
