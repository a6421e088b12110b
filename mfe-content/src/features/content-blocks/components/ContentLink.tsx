import { VisuallyHidden } from '@shop/design-system';
import { Link } from '@shop/platform';
import { useEnabledPath } from '@shop/platform/feature-links';
import type { ReactNode } from 'react';

export interface ContentLinkProps {
  /** A link already through the safe-href rule (read-block); none: plain text. */
  url: string | undefined;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  newTabLabel?: string;
}

/**
 * A link from content: in-app for site paths, a new tab (no opener) when the editor asks. A link
 * to a feature whose toggle is off (SHELL-054) is plain text, never a way to the not-found page.
 */
export function ContentLink({ url, newTab, className, children, newTabLabel }: ContentLinkProps) {
  const enabled = useEnabledPath();
  if (!url || !enabled(url)) return <span className={className}>{children}</span>;
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
