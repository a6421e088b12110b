import { activeRoutes } from '@shop/platform';
import { useEffect, useMemo, useState } from 'react';
import { CareGate } from './care/CareGate';
import { CrashBoundary } from './crash/CrashBoundary';
import type { Registry } from './federation/registry';
import { createRemoteLoader } from './federation/remote-loader';
import { Splash } from './layout/Splash';
import { startHistory } from './routing/history';
import { ShellRouter } from './routing/ShellRouter';

interface AppProps {
  registry: Registry;
  languageChoiceNeeded: boolean;
}

export function App({ registry, languageChoiceNeeded }: AppProps) {
  const [splash, setSplash] = useState(languageChoiceNeeded);
  const routes = useMemo(() => activeRoutes(registry.flags), [registry]);
  const loader = useMemo(() => createRemoteLoader(registry), [registry]);
  useEffect(() => startHistory(), []);

  return (
    <CrashBoundary>
      {splash ? (
        <Splash onChosen={() => setSplash(false)} />
      ) : (
        <CareGate>
          <ShellRouter routes={routes} loader={loader} />
        </CareGate>
      )}
    </CrashBoundary>
  );
}
