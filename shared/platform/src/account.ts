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

/** Where the account section's session ends on the server (ADR 0046). */
export const SIGN_OUT_URL = '/api/front/account/sign-out';

function clearAccountCookies(): void {
  for (const name of [ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE])
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  refreshAccount();
}

/**
 * SHELL-036: sign-out ends the session on the server (POST /api/front/account/sign-out revokes it
 * and expires its HttpOnly cookie), then clears the access-token and account-id cookies and
 * refreshes the state. The readable cookies are cleared even when the call fails (offline): the
 * header must not keep showing a signed-in menu; the server session then ends at its expiry.
 */
export async function signOut(): Promise<void> {
  try {
    await fetch(SIGN_OUT_URL, { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline or refused: nothing more to do than forget the session here (below).
  } finally {
    clearAccountCookies();
  }
}

export function useAccount<T>(selector: (state: AccountState) => T): T {
  return useStore(accountStore, selector);
}
