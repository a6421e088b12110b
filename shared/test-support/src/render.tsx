import { loadBundledCopy } from '@shop/i18n/testing';
import { MARKETS, type PlatformState, platformStore } from '@shop/platform';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';

/** An app's copy for a test: namespace → resources, e.g. `{ [NAMESPACE]: en }`. */
export type Bundles = Parameters<typeof loadBundledCopy>[0];

export interface RenderWithBundlesOptions {
  /**
   * SWR options inside a fresh cache around `ui` (default `{ dedupingInterval: 0 }`: every
   * render asks again); `false`: no SWRConfig, the page's one cache.
   */
  swr?: SWRConfiguration | false;
  /** A `<Suspense fallback={null}>` around `ui` (default true). */
  suspense?: boolean;
}

/**
 * Renders `ui` with `copy` loaded in English (as ?lng=en does in the browser), synchronously,
 * inside a fresh SWR cache and a Suspense boundary (see the options).
 */
export async function renderWithBundles(
  copy: Bundles,
  ui: ReactElement,
  { swr = { dedupingInterval: 0 }, suspense = true }: RenderWithBundlesOptions = {},
): Promise<RenderResult> {
  loadBundledCopy(copy);
  const suspended = suspense ? <Suspense fallback={null}>{ui}</Suspense> : ui;
  return render(
    swr === false ? (
      suspended
    ) : (
      <SWRConfig value={{ provider: () => new Map(), ...swr }}>{suspended}</SWRConfig>
    ),
  );
}

type Locale = PlatformState['locale'];

const at = (to: string) => {
  const parsed = new URL(to, 'https://shop.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

/**
 * A page in English at `url`; the returned navigate() is a spy that moves the platform's
 * location as the shell's router does. Without `locale`: the fr_FR locale in the market the test
 * set (left as it is). With `locale`: that locale, and the market's point of sale and locales
 * follow it (its other settings stay).
 */
export function setPage(url: string, locale?: Locale) {
  const navigate = jest.fn<FunctionLike>((to: unknown) => {
    platformStore.setState({ location: at(String(to)) });
  });
  if (locale === undefined) {
    platformStore.setState({ locale: 'fr_FR', language: 'en', location: at(url), navigate });
    return navigate;
  }
  const home = Object.values(MARKETS).find((market) => market.locales.includes(locale));
  if (!home) throw new Error(`setPage: no market has the locale ${locale}`);
  platformStore.setState({
    locale,
    language: 'en',
    market: { ...platformStore.getState().market, pos: home.pos, locales: [locale] },
    location: at(url),
    navigate,
  });
  return navigate;
}
