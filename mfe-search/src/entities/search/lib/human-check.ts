import { ApiRequestError, HUMAN_CHECK_HEADER } from '@shop/api-contract';
import { platformStore } from '@shop/platform';

/** A search call, with the headers to add (the solved check, on its retry). */
export type CheckedCall<T> = (headers?: Record<string, string>) => Promise<T>;

/**
 * SHELL-053, ADR 0105: makes a search call; when the API answers 429 HUMAN_CHECK_REQUIRED (the
 * client went beyond its searches a minute), solves the human check — its proof of work loaded
 * only now, never with the page — and makes the call once more with the solution in
 * `X-Human-Check`, which gives the client a pass for the next searches. Meanwhile the caller
 * still shows loading; a failure shows its error. Never on the server (the render leaves the call
 * to the browser) nor in customer-care mode (the API does not ask an agent).
 */
export async function withHumanCheck<T>(call: CheckedCall<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      !(error instanceof ApiRequestError && error.code === 'HUMAN_CHECK_REQUIRED') ||
      typeof window === 'undefined' ||
      platformStore.getState().careMode
    ) {
      throw error;
    }
    const { humanCheckToken } = await import('@shop/platform/human-check');
    return call({ [HUMAN_CHECK_HEADER]: await humanCheckToken() });
  }
}
