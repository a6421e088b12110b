import type { ComponentType } from 'react';

/** What every exposed page module default-exports: the shell renders it with the route params. */
export interface RemotePageProps {
  params: Readonly<Record<string, string | undefined>>;
}

export type RemotePage = ComponentType<RemotePageProps>;

export interface RemotePageModule {
  default: RemotePage;
}
