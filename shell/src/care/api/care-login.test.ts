import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiErrorSchema, careLoginResponseSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { loginAgent } from './care-login';

const AGENT = { id: 7, email: 'agent@weekend-shop.test', name: 'Camille Agent' };

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn<typeof fetch>(async () => Response.json(body, { status }));
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => unstubAllGlobals());

describe('care login call (SHELL-015, issue 15 §2)', () => {
  it('SHELL-015: the answer names the agent only; the token stays in the HttpOnly cookie', async () => {
    const fetchMock = answer(200, fixture(careLoginResponseSchema, { agent: AGENT }));
    expect(await loginAgent('agent@weekend-shop.test', 'secret')).toEqual({
      ok: true,
      agent: AGENT,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/care/login');
    expect(init?.credentials).toBe('same-origin');
  });

  it.each([
    [401, 'credentials'],
    [429, 'throttled'],
    [503, 'unavailable'],
  ] as const)('SHELL-015: HTTP %i reads as %s', async (status, reason) => {
    answer(status, fixture(apiErrorSchema, { error: 'BAD_REQUEST', message: 'x' }, 'error'));
    expect(await loginAgent('agent@weekend-shop.test', 'secret')).toEqual({ ok: false, reason });
  });
});
