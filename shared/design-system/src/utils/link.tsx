import type { ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  className?: string | undefined;
  children: ReactNode;
  rel?: string | undefined;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string | undefined;
}

/** Renders a link; apps pass their router's link here (the design system knows no router). */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ children, ...props }) => (
  <a {...props}>{children}</a>
);
