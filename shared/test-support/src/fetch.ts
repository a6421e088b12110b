import { jest } from '@jest/globals';
import { stubGlobal } from './stubs';

/** A JSON answer of the API. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What a test's API answers to a call. */
export type FetchAnswer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Calls a page makes on the side, answered 204 without asking the test: error reports, analytics. */
const SIDE_CALLS = ['/api/logs', '/api/analytics'];

/**
 * The global fetch as a jest.fn answering `answer`, and 204 for the logs and analytics calls
 * (recorded like every call; put back by unstubAllGlobals).
 */
export function mockFetch(answer: FetchAnswer) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (SIDE_CALLS.some((prefix) => url.startsWith(prefix))) {
      return new Response(null, { status: 204 });
    }
    return answer(url, init);
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs `fetchMock` was called with, in order. */
export const calledUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url));
