import type { RouteDefinition } from '@shop/platform';
import type { ReactNode } from 'react';

/** What the router hands every layout. */
export interface LayoutProps {
  route: RouteDefinition;
  params: Readonly<Record<string, string | undefined>>;
  children: ReactNode;
}
