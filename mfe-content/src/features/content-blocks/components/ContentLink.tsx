import { VisuallyHidden } from '@shop/design-system';
import { Link } from '@shop/platform';
import type { ReactNode } from 'react';

export interface ContentLinkProps {
  /** A link already through the safe-href rule (read-block); none: plain text. */
  url: string | undefined;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  newTabLabel?: string;
}

/** A link from content: in-app for site paths, a new tab (no opener) when the editor asks. */
export function ContentLink({ url, newTab, className, children, newTabLabel }: ContentLinkProps) {
  if (!url) return <span className={className}>{children}</span>;
  return newTab ? (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {children}
      {newTabLabel ? <VisuallyHidden>{` (${newTabLabel})`}</VisuallyHidden> : null}
    </a>
  ) : (
    <Link className={className} to={url}>
      {children}
    </Link>
  );
}
