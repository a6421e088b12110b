import { createStore, useStore } from 'zustand';

/**
 * SHELL-034..036, SHELL-058: the visitor's sign-in state, read from two cookies the account
 * section writes on sign-in. It is used only for tracking (user_id) and the header's account menu.
 */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const ACCOUNT_ID_COOKIE = 'account_id';

function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

export interface AccountState {
  signedIn: boolean;
  accountId: string | null;
}

/** The sign-in state as the cookies say now. */
export function readAccount(): AccountState {
  const accountId = cookie(ACCOUNT_ID_COOKIE);
  return {
    signedIn: cookie(ACCESS_TOKEN_COOKIE) !== undefined,
    accountId: accountId && /^[\w-]{1,64}$/.test(accountId) ? accountId : null,
  };
}

export const accountStore = createStore<AccountState>(readAccount);

/** Reads the cookies again (after sign-in or sign-out). */
export function refreshAccount(): void {
  accountStore.setState(readAccount());
}

/** SHELL-036: sign-out clears the access-token and account-id cookies and refreshes the state. */
export function signOut(): void {
  for (const name of [ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE])
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  refreshAccount();
}

export function useAccount<T>(selector: (state: AccountState) => T): T {
  return useStore(accountStore, selector);
}
