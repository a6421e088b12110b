import { type RemoteName, type RouteDefinition } from '@shop/platform';
import { createBrowserRouter, useParams } from 'react-router';
import { CareLogin } from '../care/CareLogin';
import { CrashScreen } from '../crash/CrashScreen';
import { RemoteRegion } from '../federation/RemoteRegion';
import { Root } from './Root';

function RoutePage({
  route,
  onReset,
}: {
  route: RouteDefinition;
  onReset: (remote: RemoteName) => void;
}) {
  const params = useParams();
  if (route.remote === null) return <CareLogin />;
  return (
    <RemoteRegion remote={route.remote} module={route.module} params={params} onReset={onReset} />
  );
}

/** One router built from the platform route table (SHELL-001..015). */
export function createShellRouter(
  routes: RouteDefinition[],
  onReset: (remote: RemoteName) => void,
) {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <CrashScreen />,
      children: routes.map((route) => ({
        path: route.path,
        handle: route,
        element: <RoutePage route={route} onReset={onReset} />,
      })),
    },
  ]);
}
