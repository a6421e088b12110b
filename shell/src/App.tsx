import { activeRoutes, type RemoteName } from '@shop/platform';
import { useCallback, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { CareGate } from './care/CareGate';
import { CrashBoundary } from './crash/CrashBoundary';
import { type Registry, registerRegistryRemotes } from './federation/registry';
import { Splash } from './layout/Splash';
import { createShellRouter } from './routing/router';

interface AppProps {
  registry: Registry;
  languageChoiceNeeded: boolean;
}

export function App({ registry, languageChoiceNeeded }: AppProps) {
  const [splash, setSplash] = useState(languageChoiceNeeded);
  const resetRemote = useCallback(
    (remote: RemoteName) => {
      const entry = registry.remotes[remote];
      if (entry) registerRegistryRemotes({ ...registry, remotes: { [remote]: entry } }, true);
    },
    [registry],
  );
  const router = useMemo(
    () => createShellRouter(activeRoutes(registry.flags), resetRemote),
    [registry, resetRemote],
  );

  return (
    <CrashBoundary>
      {splash ? (
        <Splash onChosen={() => setSplash(false)} />
      ) : (
        <CareGate>
          <RouterProvider router={router} />
        </CareGate>
      )}
    </CrashBoundary>
  );
}
