import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import {
  ACCESS_TOKEN_COOKIE,
  ACCOUNT_ID_COOKIE,
  SIGN_OUT_URL,
  accountStore,
  refreshAccount,
  signOut,
} from './account';

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
