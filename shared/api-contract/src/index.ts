export {
  centsSchema,
  FlowSchema,
  idParamSchema,
  IsoDateSchema,
  localeSchema,
  promoSchema,
} from './common';
export * from './limits';
export { ERROR_CODES } from './error-codes';
export { apiErrorSchema, errorCodeSchema } from './errors';
export type { ApiError, ErrorCode } from './errors';
export { healthSchema } from './health';
export type { Health } from './health';
export {
  cutLogMessage,
  LOG_BODY_LIMIT,
  LOG_LEVELS,
  LOG_MESSAGE_ACCEPTED_MAX,
  LOG_MESSAGE_MAX_LENGTH,
  logEntrySchema,
  logLevelSchema,
} from './logs';
export type { LogEntry, LogLevel } from './logs';
export {
  agentSchema,
  CARE_TOKEN_COOKIE,
  careLoginRequestSchema,
  careLoginResponseSchema,
  careSessionSchema,
} from './care';
export type { Agent, CareLoginRequest, CareLoginResponse, CareSession } from './care';
export * from './weekend';
export { offerCardSchema, PRICE_TYPES, priceTypeSchema, type OfferCard } from './offers';
export {
  offersRequestSchema,
  offersResponseSchema,
  type OffersRequest,
  type OffersResponse,
} from './offers-search';
export { ApiRequestError, callApi, fetchApiChecked, queryString } from './client';
export { fetchApi } from './fetch-api';
export { fetchApiLazy, type LazySchema } from './fetch-api-lazy';
export * from './purchase';
export * from './activity-voucher';
export * from './order-changes';
export * from './content';
export * from './reviews';
export * from './tracking';
export * from './search';
export * from './facets';
export * from './autocomplete';
export * from './activities';
export * from './gifting';
export * from './gift-cards';
export * from './gift-codes';
export * from './gift-vouchers';
export * from './product';
export * from './availability';
export * from './account';
