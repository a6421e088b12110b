/** The error codes of the API's non-2xx answers, without their schema: pages read them without zod. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  // 429 of a search beyond the client's budget without a solved human check (SHELL-053, ADR 0105).
  'HUMAN_CHECK_REQUIRED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
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
  'GIFT_CODE_UNKNOWN',
  'GIFT_VOUCHER_EXPIRED',
  'GIFT_VOUCHER_USED',
  'GIFT_VOUCHER_NOT_ACCEPTED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
