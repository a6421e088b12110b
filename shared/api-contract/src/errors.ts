import { z } from 'zod/mini';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'AMOUNT_MISMATCH',
  'IDEMPOTENCY_CONFLICT',
  'NOT_BOOKABLE',
  'PAYMENT_FAILED',
  'CONFLICT',
  'GIFT_CARD_UNKNOWN',
  'GIFT_CARD_EXPIRED',
  'GIFT_CARD_EMPTY',
  'GIFT_CARD_ALREADY_APPLIED',
  'GIFT_CARD_NOT_ACCEPTED',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Body of every non-2xx answer; `message` reads "<field>: <what is wrong>" for bad input. */
export const apiErrorSchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
