import { activeRoutes, servedLazy, usePlatform } from '@shop/platform';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { CareGate } from './care/CareGate';
import { useIdle } from '@shop/design-system/when-idle';
import { usePageSettled } from './layout/page-settled';
import { CrashBoundary } from './crash/CrashBoundary';
import type { Registry } from './federation/registry';
import type { RemoteLoader } from './federation/remote-loader';
import { PlatformBridge } from './routing/PlatformBridge';
import { ShellRouter } from './routing/ShellRouter';
// The banner's styles come with the shell's first stylesheet, not with its code: a served page
// (issue 16) has the banner in its HTML, styled before any script runs.
import './consent/Consent.module.css';

// Only a first visit to a two-language market sees the splash.
const Splash = lazy(() => import('./layout/Splash'));
// BEY-004: the cookie banner (and its preferences) load once the first screen is shown.
const ConsentHost = servedLazy('shell/ConsentHost', () => import('./consent/ConsentHost'));

interface AppProps {
  registry: Registry;
  /** The shell's remote loader, also registered in the platform store for embedded widgets. */
  loader: RemoteLoader;
  languageChoiceNeeded: boolean;
  /**
   * The router: the browser's history by default; on the server (ADR 0088) a router at the
   * page's address (given here, so the browser's bundle does not carry it).
   */
  Router?: ComponentType<{ children: ReactNode }>;
}

// ADR 0022: react-router owns the history. Its updates are not transitions: remotes read the
// address from the platform store (useSyncExternalStore), which cannot take part in one.
function HistoryRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

export function App({ registry, loader, languageChoiceNeeded, Router = HistoryRouter }: AppProps) {
  const [splash, setSplash] = useState(languageChoiceNeeded);
  const routes = useMemo(() => activeRoutes(registry.flags), [registry]);
  const idle = useIdle(usePageSettled());
  // A served page (issue 16) has the banner in its HTML when the visitor has not chosen yet.
  const served = usePlatform((state) => state.served);

  return (
    <CrashBoundary>
      <Router>
        <PlatformBridge />
        {/* BEY-004: the cookie choice, on every layout (splash included). */}
        {(idle || served) && (
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
      </Router>
    </CrashBoundary>
  );
}
