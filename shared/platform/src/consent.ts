import { createContext, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  type ConsentChoice,
  type ConsentPurpose,
  consentCookie,
  parseConsent,
} from './consent-cookie';

/**
 * BEY-004: the visitor's cookie-consent choice, one per purpose, kept six months in a first-party
 * cookie. Until a choice exists nothing but the page itself runs: no analytics call leaves the
 * browser (tracking.ts reads this store) and no analytics identifier is written. One store for
 * the page (@shop/platform is a Module Federation singleton), so every remote's events follow the
 * banner the shell shows.
 */

export * from './consent-cookie';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface ConsentState {
  /** The visitor's choice; null until one is made (the banner shows). */
  choice: ConsentChoice | null;
  /** The preferences dialog is open (from the banner or the footer's "Cookie settings"). */
  preferencesOpen: boolean;
}

export const consentStore = createStore<ConsentState>(() => ({
  choice: parseConsent(readCookie(CONSENT_COOKIE)),
  preferencesOpen: false,
}));

/**
 * BEY-004: records the choice for six months and applies it at once; resolves once the analytics
 * client id follows it (created with analytics, removed without; its code loads on demand).
 */
export async function saveConsent(
  purposes: Pick<ConsentChoice, ConsentPurpose>,
  now = Date.now(),
): Promise<void> {
  const choice: ConsentChoice = {
    analytics: purposes.analytics,
    ads: purposes.ads,
    decidedAt: now,
  };
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:';
    document.cookie = consentCookie(choice, secure);
  }
  consentStore.setState({ choice, preferencesOpen: false });
  // SHELL-066: the analytics client id exists only while analytics are accepted.
  if (typeof document === 'undefined') return;
  const { clearClientId, ensureClientId } = await import('./analytics-identity');
  if (choice.analytics) ensureClientId(CONSENT_MAX_AGE_DAYS, now);
  else clearClientId();
}

/** Opens the per-purpose preferences (the footer's link reopens the choice; BEY-004). */
export function openConsentPreferences(): void {
  consentStore.setState({ preferencesOpen: true });
}

export function closeConsentPreferences(): void {
  consentStore.setState({ preferencesOpen: false });
}

/** Test support: reads the cookie again. */
export function reloadConsent(): void {
  consentStore.setState({
    choice: parseConsent(readCookie(CONSENT_COOKIE)),
    preferencesOpen: false,
  });
}

const ConsentStoreContext = createContext<StoreApi<ConsentState> | null>(null);

/**
 * Server rendering (issue 16, ADR 0089): the request's own consent store, from the request's
 * cookie, so a served page shows the banner exactly when the browser will. In the browser no
 * provider is rendered and every app reads the page's one store.
 */
export const ConsentStoreProvider = ConsentStoreContext.Provider;

/** A consent store of its own for one server render, from the request's consent cookie. */
export function createConsentStore(cookie: string | undefined): StoreApi<ConsentState> {
  return createStore<ConsentState>(() => ({
    choice: parseConsent(cookie),
    preferencesOpen: false,
  }));
}

export function useConsent<T>(selector: (state: ConsentState) => T): T {
  return useStore(useContext(ConsentStoreContext) ?? consentStore, selector);
}
