import { PageSkeleton } from '@shop/design-system';
import { platformStore, usePlatform } from '@shop/platform';
import { type ReactNode, useEffect, useState } from 'react';
import { fetchCareSession } from './care-api';
import { CareLogin } from './CareLogin';

/**
 * SHELL-015: on the care host, nothing but the login screen shows until the API has verified the
 * agent's signed token. Everywhere else the gate is open.
 */
export function CareGate({ children }: { children: ReactNode }) {
  const careMode = usePlatform((state) => state.careMode);
  const agent = usePlatform((state) => state.agent);
  const [checked, setChecked] = useState(!careMode);

  useEffect(() => {
    if (!careMode) return;
    let live = true;
    void fetchCareSession().then((found) => {
      if (!live) return;
      platformStore.setState({ agent: found });
      setChecked(true);
    });
    return () => {
      live = false;
    };
  }, [careMode]);

  if (!careMode) return children;
  if (!checked) return <PageSkeleton />;
  if (!agent) return <CareLogin standalone />;
  return children;
}
