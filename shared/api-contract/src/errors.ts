import { z } from 'zod/mini';
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES };
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Body of every non-2xx answer; `message` reads "<field>: <what is wrong>" for bad input. */
export const apiErrorSchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
