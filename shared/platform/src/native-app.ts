/**
 * PROD-002: whether the page runs inside the shop's native app wrapper (ADR 0085). The app's web view says so in its user agent
 * (`ShopApp/<version>`), or opens its first page with `?app=ios|android`; the latter is kept for
 * the tab's session, as the app's later navigations do not repeat it.
 */
export const NATIVE_APP_SESSION_KEY = 'shop:native-app';
const USER_AGENT_TOKEN = /\bShopApp\/\d/;
const APP_PARAMETER = /^(ios|android)$/;

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function detectNativeApp(
  userAgent: string,
  search: string,
  session: SessionStore | null,
): boolean {
  if (USER_AGENT_TOKEN.test(userAgent)) return true;
  const app = new URLSearchParams(search).get('app');
  if (app !== null && APP_PARAMETER.test(app)) {
    try {
      session?.setItem(NATIVE_APP_SESSION_KEY, '1');
    } catch {
      // Storage refused (private mode): this page still knows.
    }
    return true;
  }
  try {
    return session?.getItem(NATIVE_APP_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}
