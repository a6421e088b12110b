import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { agentSchema } from '@shop/api-contract';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import {
  ACCESS_TOKEN_COOKIE,
  ACCOUNT_ID_COOKIE,
  SIGN_OUT_URL,
  accountStore,
  refreshAccount,
  signOut,
} from './account';
import { resolveHost } from './markets';
import { platformStore } from './store';

function signIn() {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=tok; Path=/`;
  document.cookie = `${ACCOUNT_ID_COOKIE}=acc-1; Path=/`;
  refreshAccount();
}

afterEach(() => unstubAllGlobals());

describe('sign-in state (SHELL-036, SHELL-058)', () => {
  it('SHELL-058: signed in when the access-token cookie exists; SHELL-036: sign-out ends the server session and clears both cookies', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    stubGlobal('fetch', fetchMock);
    signIn();
    expect(accountStore.getState()).toEqual({ signedIn: true, accountId: 'acc-1' });
    await signOut();
    expect(fetchMock).toHaveBeenCalledWith(SIGN_OUT_URL, {
      method: 'POST',
      credentials: 'same-origin',
    });
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(document.cookie).not.toContain(ACCOUNT_ID_COOKIE);
    expect(accountStore.getState()).toEqual({ signedIn: false, accountId: null });
  });

  it('SHELL-036: offline, sign-out still forgets the session in the browser', async () => {
    stubGlobal(
      'fetch',
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    signIn();
    await signOut();
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(accountStore.getState()).toEqual({ signedIn: false, accountId: null });
  });
});

describe('who a visitor is (SHELL-059, LEFT-029)', () => {
  it('SHELL-059, LEFT-029: signed in or not, or a care agent on the care host; no role nor permission', () => {
    // A role cookie, as another site might set, changes nothing: the state is two facts.
    document.cookie = 'role=admin; Path=/';
    refreshAccount();
    expect(accountStore.getState()).toEqual({ signedIn: false, accountId: null });
    signIn();
    expect(accountStore.getState()).toEqual({ signedIn: true, accountId: 'acc-1' });
    // Care mode is the host's; the agent is who signed in there, with no grade.
    expect(resolveHost('care.localhost').careMode).toBe(true);
    expect(resolveHost('localhost').careMode).toBe(false);
    expect(Object.keys(agentSchema.shape)).toEqual(['id', 'email', 'name']);
    // Nothing in the page's platform state grades visitors.
    expect(
      Object.keys(platformStore.getState()).filter((key) =>
        /role|permission|admin|tier|segment|group/i.test(key),
      ),
    ).toEqual([]);
    for (const name of ['role', ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE])
      document.cookie = `${name}=; Path=/; Max-Age=0`;
    refreshAccount();
  });
});
