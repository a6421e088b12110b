import { PageSkeleton } from '@shop/design-system';
import { platformStore, usePlatform } from '@shop/platform';
import { type ReactNode, useEffect, useState } from 'react';
import { fetchCareSession } from './api/care-session';
import { CareLogin } from './CareLogin';

/**
 * SHELL-015: on the care host nothing but the login screen shows until the API has verified the
 * agent's signed token; the agent is published to the platform store. Loaded only on the care host.
 */
export default function CareSession({ children }: { children: ReactNode }) {
  const agent = usePlatform((state) => state.agent);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchCareSession().then((found) => {
      if (!live) return;
      platformStore.setState({ agent: found });
      setChecked(true);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!checked) return <PageSkeleton />;
  if (!agent) return <CareLogin standalone />;
  return children;
}
