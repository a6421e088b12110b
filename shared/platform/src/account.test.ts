import { describe, expect, it } from '@jest/globals';
import {
  ACCESS_TOKEN_COOKIE,
  ACCOUNT_ID_COOKIE,
  accountStore,
  refreshAccount,
  signOut,
} from './account';

describe('sign-in state (SHELL-036, SHELL-058)', () => {
  it('SHELL-058: signed in when the access-token cookie exists; SHELL-036: sign-out clears both cookies', () => {
    document.cookie = `${ACCESS_TOKEN_COOKIE}=tok; Path=/`;
    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-1; Path=/`;
    refreshAccount();
    expect(accountStore.getState()).toEqual({ signedIn: true, accountId: 'acc-1' });
    signOut();
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(document.cookie).not.toContain(ACCOUNT_ID_COOKIE);
    expect(accountStore.getState()).toEqual({ signedIn: false, accountId: null });
  });
});
