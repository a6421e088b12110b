import { activeRoutes } from '@shop/platform';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { CareGate } from './care/CareGate';
import { useIdle } from '@shop/design-system/when-idle';
import { usePageSettled } from './layout/page-settled';
import { CrashBoundary } from './crash/CrashBoundary';
import type { Registry } from './federation/registry';
import type { RemoteLoader } from './federation/remote-loader';
import { PlatformBridge } from './routing/PlatformBridge';
import { ShellRouter } from './routing/ShellRouter';

// Only a first visit to a two-language market sees the splash.
const Splash = lazy(() => import('./layout/Splash'));
// BEY-004: the cookie banner (and its preferences) load once the first screen is shown.
const ConsentHost = lazy(() => import('./consent/ConsentHost'));

interface AppProps {
  registry: Registry;
  /** The shell's remote loader, also registered in the platform store for embedded widgets. */
  loader: RemoteLoader;
  languageChoiceNeeded: boolean;
  /** Server rendering (ADR 0088): the page's address; the browser routes on its own history. */
  location?: string | undefined;
}

export function App({ registry, loader, languageChoiceNeeded, location }: AppProps) {
  const [splash, setSplash] = useState(languageChoiceNeeded);
  const routes = useMemo(() => activeRoutes(registry.flags), [registry]);
  const idle = useIdle(usePageSettled());

  const page = (
    <>
      <PlatformBridge />
      {/* BEY-004: the cookie choice, on every layout (splash included). */}
      {idle && (
        <Suspense fallback={null}>
          <ConsentHost />
        </Suspense>
      )}
      {splash ? (
        <Suspense fallback={null}>
          <Splash onChosen={() => setSplash(false)} />
        </Suspense>
      ) : (
        <CareGate>
          <ShellRouter routes={routes} loader={loader} />
        </CareGate>
      )}
    </>
  );
  // ADR 0022: react-router owns the history. Its updates are not transitions: remotes read the
  // address from the platform store (useSyncExternalStore), which cannot take part in one. On the
  // server (ADR 0088) the page's address is all there is.
  return (
    <CrashBoundary>
      {location === undefined ? (
        <BrowserRouter useTransitions={false}>{page}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{page}</StaticRouter>
      )}
    </CrashBoundary>
  );
}
