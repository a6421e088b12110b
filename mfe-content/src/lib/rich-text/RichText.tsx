import { navigate } from '@shop/platform';
import { type MouseEvent, useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextProps {
  /** HTML from a content call (sanitised here, never trusted). */
  html: string;
  className?: string;
}

/** A plain left click on a site link navigates in the app; everything else is the browser's. */
function onLinkClick(event: MouseEvent<HTMLDivElement>): void {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || anchor.getAttribute('target')) return;
  event.preventDefault();
  navigate(href);
}

/** Issue 14 item 9: rich text of a content call, sanitised before it renders. */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    // The click handler only routes site links in the app; the links themselves are focusable.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={onLinkClick} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
