import { apiErrorSchema, type ApiError } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

// The API's error body (every non-2xx answer), parsed by the contract's schema when built (ADR 0027).
const apiError = (value: ApiError): ApiError =>
  fixture(apiErrorSchema, value, `${value.error} error`);

/** A 500 answer's body. */
export const INTERNAL_ERROR = apiError({ error: 'INTERNAL_ERROR', message: 'boom' });

/** A 404 answer's body for a path the API does not know. */
export const notFoundError = (path: string): ApiError =>
  apiError({ error: 'NOT_FOUND', message: `${path} not found` });
