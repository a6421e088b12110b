import { PageSkeleton } from '@shop/design-system';
import { usePlatform } from '@shop/platform';
import type { ReactNode } from 'react';
import { useCareSession } from './api/care-session';
import { CareLogin } from './CareLogin';

/**
 * SHELL-015: on the care host nothing but the login screen shows until the API has verified the
 * agent's signed token. Loaded only on the care host.
 */
export default function CareSession({ children }: { children: ReactNode }) {
  const agent = usePlatform((state) => state.agent);
  const { checked } = useCareSession();

  if (!checked) return <PageSkeleton />;
  if (!agent) return <CareLogin standalone />;
  return children;
}
