import type { AnnouncementBanner, AnnouncementCatalogue, ContentFlow } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { RouteKind } from '@shop/platform';
import { createElement, type ReactNode } from 'react';

/** SHELL-018: the banner group and flow of a page kind (search and product pages only). */
export function announcementPlace(
  kind: RouteKind,
): { group: 'searchPages' | 'productPages'; flow: ContentFlow } | undefined {
  switch (kind) {
    case 'search':
    case 'hotel':
      return { group: kind === 'search' ? 'searchPages' : 'productPages', flow: 'booking' };
    case 'giftSearch':
      return { group: 'searchPages', flow: 'gifting' };
    case 'activitySearch':
      return { group: 'searchPages', flow: 'activity' };
    case 'product':
      return { group: 'productPages', flow: 'booking' };
    case 'activity':
      return { group: 'productPages', flow: 'activity' };
    default:
      return undefined;
  }
}

/** SHELL-018: the page's banner: its locale and flow, else its locale's booking banner. */
export function pickAnnouncement(
  catalogue: AnnouncementCatalogue,
  kind: RouteKind,
  locale: Locale,
): AnnouncementBanner | undefined {
  const place = announcementPlace(kind);
  if (!place) return undefined;
  const entries = catalogue[place.group].filter((entry) => entry.locale === locale);
  return (
    entries.find((entry) => entry.flow === place.flow) ??
    entries.find((entry) => entry.flow === 'booking')
  )?.announcementBanner;
}

/**
 * The banner's rich text as plain text: parsed by the browser's inert parser (nothing runs, no
 * markup is ever inserted into the page), only its text kept. Empty where no parser exists.
 */
export function richTextToPlain(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll('script, style, template, noscript'))
    element.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** CONT-009: the emphasis the banner keeps from its rich text. */
const EMPHASIS: Readonly<Record<string, 'strong' | 'em'>> = {
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
};

/**
 * CONT-009: the banner's rich text as React nodes: its text, with bold and italics kept; any
 * other markup is flattened to its text (links: the banner is one link already) and scripts and
 * styles are dropped. Parsed by the browser's inert parser; nothing is ever set as HTML.
 */
export function richTextNodes(html: string): ReactNode[] {
  if (typeof DOMParser === 'undefined') return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll('script, style, template, noscript'))
    element.remove();
  let key = 0;
  const walk = (node: Node): ReactNode[] =>
    [...node.childNodes].flatMap((child): ReactNode[] => {
      if (child.nodeType === Node.TEXT_NODE)
        return [(child.textContent ?? '').replace(/\s+/g, ' ')];
      if (child.nodeType !== Node.ELEMENT_NODE) return [];
      const tag = EMPHASIS[(child as Element).tagName];
      if ((child as Element).tagName === 'BR') return [' '];
      const inner = walk(child);
      return tag ? [createElement(tag, { key: key++ }, ...inner)] : inner;
    });
  return walk(body);
}
