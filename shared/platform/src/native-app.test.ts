import { describe, expect, it } from '@jest/globals';
import { detectNativeApp, NATIVE_APP_SESSION_KEY } from './native-app';

function memorySession(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe('PROD-002: the native app wrapper', () => {
  it('PROD-002: is recognised by the app web view user agent token', () => {
    expect(detectNativeApp(`${BROWSER} ShopApp/3.2.0`, '', memorySession())).toBe(true);
    expect(detectNativeApp(BROWSER, '', memorySession())).toBe(false);
    expect(detectNativeApp(`${BROWSER} NotShopApp`, '', memorySession())).toBe(false);
  });

  it('PROD-002: ?app=ios|android marks the tab for its session; other values do not', () => {
    const session = memorySession();
    expect(detectNativeApp(BROWSER, '?app=ios', session)).toBe(true);
    expect(session.values.get(NATIVE_APP_SESSION_KEY)).toBe('1');
    expect(detectNativeApp(BROWSER, '', session)).toBe(true);
    expect(detectNativeApp(BROWSER, '?app=<script>', memorySession())).toBe(false);
    expect(detectNativeApp(BROWSER, '?app=', memorySession())).toBe(false);
  });

  it('PROD-002: refused storage never throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectNativeApp(BROWSER, '?app=android', refusing)).toBe(true);
    expect(detectNativeApp(BROWSER, '', refusing)).toBe(false);
    expect(detectNativeApp(BROWSER, '', null)).toBe(false);
  });
});
