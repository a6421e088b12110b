import { type ZodMiniType, safeParse } from 'zod/mini';
import { ApiRequestError, callApi } from './client';

/**
 * Calls the shop API and checks the answer against its contract schema, so a page never renders
 * data it does not understand. Throws ApiRequestError on HTTP errors, network failures and
 * answers that break the contract.
 */
export async function fetchApi<T>(
  url: string,
  schema: ZodMiniType<T>,
  init?: RequestInit,
): Promise<T> {
  const { status, body } = await callApi(url, init);
  const parsed = safeParse(schema, body);
  if (!parsed.success)
    throw new ApiRequestError(status, 'CONTRACT', `Unexpected answer from ${url}`);
  return parsed.data;
}
