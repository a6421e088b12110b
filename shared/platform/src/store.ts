import type { Locale } from '@shop/criteria';
import type { Language } from '@shop/i18n';
import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand';
import { CONTROL_EXPERIMENTS, type ExperimentName, type Experiments } from './experiments';
import { DEFAULT_MARKET, type Market } from './markets';
import type { RemoteModuleLoader } from './remote';
import { DEFAULT_FLAGS, type Flags } from './routes';
import { HASH_PENDING_ATTRIBUTE } from './server-render';

export interface Agent {
  id: number;
  email: string;
  name: string;
}

export interface PlatformLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface Environment {
  /** Production build served on a production host (SHELL-057). */
  production: boolean;
  /** Search engines may index pages (SHELL-056). */
  indexing: boolean;
  /**
   * SHELL-029: the external gift shop agents are sent to (this deployment's setting); without it
   * the gift icon leads to the shop's own gift search.
   */
  externalGiftShop?: string;
  /**
   * SHELL-057: the staging host's origin static content files are read from outside production
   * (this deployment's setting); without it they come from this site.
   */
  stagingContentOrigin?: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface PlatformState {
  market: Market;
  /** Market locale: prices, dates, API calls. */
  locale: Locale;
  /** Copy language: the market locale, or `en` with ?lng=en. */
  language: Language;
  careMode: boolean;
  agent: Agent | null;
  publicHost: string;
  flags: Flags;
  /** SHELL-055: this visitor's experiment variations (set by the shell at start-up). */
  experiments: Experiments;
  environment: Environment;
  /** PROD-002: the page runs inside the native app wrapper (set by the shell at start-up). */
  nativeApp: boolean;
  location: PlatformLocation;
  /**
   * The page shows HTML the server rendered (issue 16, ADR 0088): true on the server and while
   * the browser hydrates that page, until the visitor moves to another page. A page renders then
   * what the server rendered (its sections, not what it would load when idle).
   */
  served: boolean;
  /**
   * The viewport width the server rendered the page for (a guess from the user agent,
   * `servedWidthOf`); null on pages rendered in the browser.
   */
  servedWidth: number | null;
  /** Wired by the shell to its router; remotes never import the router. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Registered by the shell at start-up; null where no shell runs (standalone harness, tests). */
  remoteLoader: RemoteModuleLoader | null;
}

function browserLocation(): PlatformLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** The one platform store of the page (@shop/platform is a Module Federation singleton). */
export const platformStore = createStore<PlatformState>(() => ({
  market: DEFAULT_MARKET,
  locale: DEFAULT_MARKET.locales[0],
  language: DEFAULT_MARKET.locales[0],
  careMode: false,
  agent: null,
  publicHost: typeof window === 'undefined' ? 'localhost' : window.location.host,
  flags: DEFAULT_FLAGS,
  experiments: CONTROL_EXPERIMENTS,
  environment: { production: false, indexing: false },
  nativeApp: false,
  location: browserLocation(),
  served: false,
  servedWidth: null,
  navigate: (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  remoteLoader: null,
}));

const PlatformStoreContext = createContext<StoreApi<PlatformState> | null>(null);

/**
 * Server rendering (issue 16, ADR 0088): the request's own platform store for the page it
 * renders; requests in different markets render at once on the server. In the browser no
 * provider is rendered and every app reads the page's one store.
 */
export const PlatformStoreProvider = PlatformStoreContext.Provider;

/** A platform store of its own for one server render: the page's defaults, then `state`. */
export function createPlatformStore(state: Partial<PlatformState>): StoreApi<PlatformState> {
  return createStore<PlatformState>(() => ({ ...platformStore.getInitialState(), ...state }));
}

const servedViews = new WeakMap<PlatformState, PlatformState>();

/**
 * The state as the server rendered it (ADR 0088): a served page's address without its hash, which
 * the server never sees. One view per state, so that a selector reads the same value twice.
 */
function asServed(state: PlatformState): PlatformState {
  if (!state.served || state.location.hash === '') return state;
  let view = servedViews.get(state);
  if (!view) {
    view = { ...state, location: { ...state.location, hash: '' } };
    servedViews.set(state, view);
  }
  return view;
}

export function usePlatform<T>(selector: (state: PlatformState) => T): T {
  const store = useContext(PlatformStoreContext) ?? platformStore;
  // zustand's useStore reads the store's *initial* state while hydrating; a hydrating page must
  // read the state the shell set from the visit, the one the server rendered with (ADR 0088) —
  // without the address hash: every section hydrates as the server rendered it, also one whose
  // code arrives late, and renders again at once with the hash (search criteria, chosen dates).
  const read = () => selector(store.getState());
  const readServed = () => selector(asServed(store.getState()));
  return useSyncExternalStore(store.subscribe, read, readServed);
}

/** The attribute that marks an element as depending on the address hash (ADR 0097). */
const HASH_SENSITIVE = { 'data-hash-sensitive': '' } as const;

/**
 * Issue 16 (ADR 0097): for the element that shows what depends on the address hash (search
 * criteria, chosen dates), spread on it. A served page was rendered without the hash; while the
 * hash gate says one is pending, the element stays hidden (its space kept), and it is shown once
 * it has rendered with the hash, before that render is painted — not when the page around it
 * has (a section hydrates in a pass of its own, still showing the server's content).
 */
export function useHashSensitive(): typeof HASH_SENSITIVE {
  const store = useContext(PlatformStoreContext) ?? platformStore;
  const hash = usePlatform((state) => state.location.hash);
  useLayoutEffect(() => {
    if (hash === store.getState().location.hash)
      document.documentElement.removeAttribute(HASH_PENDING_ATTRIBUTE);
  }, [hash, store]);
  return HASH_SENSITIVE;
}

export function navigate(to: string, options?: NavigateOptions): void {
  platformStore.getState().navigate(to, options);
}

/** SHELL-055: true when this visitor is in the variation of the experiment. */
export function useExperiment(name: ExperimentName): boolean {
  return usePlatform((state) => state.experiments[name] === 'variation');
}
