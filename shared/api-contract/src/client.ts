/**
 * Calling the shop API without zod (ADR 0019): the pages' first load imports this module only.
 * fetchApi, which checks an answer with its contract schema, is in ./fetch-api.
 */
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** A failed API call: HTTP status (0 when the network failed) and the API's error code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The body of a non-2xx answer as the contract writes it (`apiErrorSchema`): a known code, a message. */
export function isApiError(body: unknown): body is { error: ErrorCode; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { error, message } = body as Record<string, unknown>;
  return ERROR_CODES.some((code) => code === error) && typeof message === 'string';
}

/**
 * BEY-011: how long a call may take, answer included, before it fails as TIMEOUT: a hanging API
 * shows the page's error copy, never an endless skeleton.
 */
export const API_TIMEOUT_MS = 15_000;

/**
 * Sends a call and reads its JSON answer; HTTP and network failures become ApiRequestError, and
 * so does a call that takes longer than API_TIMEOUT_MS (status 0, code TIMEOUT; BEY-011). A
 * caller's own `signal` still aborts it.
 */
export async function callApi(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const callerSignal = init?.signal;
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        credentials: 'same-origin',
        ...init,
        signal: controller.signal,
        headers: { Accept: 'application/json', ...init?.headers },
      });
    } catch (error) {
      if (timedOut) throw new ApiRequestError(0, 'TIMEOUT', `No answer from ${url} in time`);
      throw new ApiRequestError(
        0,
        'NETWORK',
        error instanceof Error ? error.message : 'Network error',
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (timedOut) throw new ApiRequestError(0, 'TIMEOUT', `No answer from ${url} in time`);
    return answerOf(response, body);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

function answerOf(response: Response, body: unknown): { status: number; body: unknown } {
  if (!response.ok) {
    const known = isApiError(body);
    throw new ApiRequestError(
      response.status,
      known ? body.error : 'HTTP_ERROR',
      known ? body.message : `HTTP ${response.status}`,
    );
  }
  return { status: response.status, body };
}

/**
 * Like fetchApi, with a structural check instead of the contract schema: for the few answers a
 * page's first screen needs where the schema's weight counts against the page budget (ADR 0014).
 * The check must cover what the page iterates over; the contract is enforced by the API tests.
 */
export async function fetchApiChecked<T>(
  url: string,
  accepts: (body: unknown) => body is T,
  init?: RequestInit,
): Promise<T> {
  const { status, body } = await callApi(url, init);
  if (!accepts(body))
    throw new ApiRequestError(status, 'CONTRACT', `Unexpected answer from ${url}`);
  return body;
}

/** A query string from defined values only. */
export function queryString(
  params: Record<string, string | number | boolean | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
