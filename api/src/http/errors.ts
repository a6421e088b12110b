import type { ApiError, ErrorCode } from '@shop/api-contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { describeIssues } from './zod';

/** An error a route throws on purpose; the error handler answers it as `{ error: code, message }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(statusCode: number, code: ErrorCode, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, 'NOT_FOUND', message);

function send(
  reply: FastifyReply,
  statusCode: number,
  error: ErrorCode,
  message: string,
): FastifyReply {
  const body: ApiError = { error, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Client mistakes (validation, unreadable JSON, wrong content type, too large) answer 4xx with
 * a readable message; only a fault of ours answers 500, and it is logged.
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) return send(reply, error.statusCode, error.code, error.message);
  if (error instanceof z.core.$ZodError) {
    const context =
      error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'input');
    return send(reply, 400, 'BAD_REQUEST', describeIssues(error, context));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE', error.message);
  if (statusCode === 415) return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', error.message);
  if (statusCode === 404) return send(reply, 404, 'NOT_FOUND', error.message);
  if (statusCode >= 400 && statusCode < 500) return send(reply, 400, 'BAD_REQUEST', error.message);
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, 'INTERNAL_ERROR', 'Internal server error');
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return send(reply, 404, 'NOT_FOUND', `No route ${request.method} ${path}`);
}

/** Errors raised before routing (a malformed URL): same shape as every other error. */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return send(reply, 400, 'BAD_REQUEST', error.message);
}
