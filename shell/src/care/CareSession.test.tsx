import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiErrorSchema, careSessionSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { platformStore } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithCopy } from '../test/render';
import CareSession from './CareSession';

const SESSION = fixture(careSessionSchema, {
  agent: { id: 7, email: 'agent@weekend-shop.test', name: 'Camille Agent' },
});
const NO_TOKEN = fixture(apiErrorSchema, { error: 'UNAUTHORIZED', message: 'no token' }, 'error');

function answer(response: () => Promise<Response>) {
  const fetchMock = jest.fn<typeof fetch>(response);
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderSession = () =>
  renderWithCopy(
    <MemoryRouter>
      <CareSession>
        <p>the shop</p>
      </CareSession>
    </MemoryRouter>,
  );

beforeEach(() => platformStore.setState({ agent: null, careMode: true }));
afterEach(() => unstubAllGlobals());

describe('care session (SHELL-015)', () => {
  it('SHELL-015: nothing of the shop shows until the API has checked the token', async () => {
    let release = (_: Response) => {};
    answer(() => new Promise<Response>((resolve) => (release = resolve)));
    await renderSession();
    expect(screen.queryByText('the shop')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Customer-care sign-in' })).toBeNull();
    release(Response.json(SESSION));
    expect(await screen.findByText('the shop')).toBeVisible();
  });

  it('SHELL-015: a valid token shows the shop and publishes the agent to the platform', async () => {
    const fetchMock = answer(async () => Response.json(SESSION));
    await renderSession();
    expect(await screen.findByText('the shop')).toBeVisible();
    expect(platformStore.getState().agent).toEqual(SESSION.agent);
    expect(fetchMock).toHaveBeenCalledWith('/api/care/session', { credentials: 'same-origin' });
  });

  it('SHELL-015: no token, a refused one or an unreachable API shows the sign-in screen only', async () => {
    for (const reply of [
      async () => Response.json(NO_TOKEN, { status: 401 }),
      // Deliberately off-contract: an agent without its email and name, with a text id.
      async () => Response.json({ agent: { id: 'x' } }),
      async () => Promise.reject(new TypeError('network down')),
    ]) {
      answer(reply);
      const { unmount } = await renderSession();
      expect(await screen.findByRole('heading', { name: 'Customer-care sign-in' })).toBeVisible();
      expect(screen.queryByText('the shop')).toBeNull();
      expect(platformStore.getState().agent).toBeNull();
      unmount();
    }
  });
});
