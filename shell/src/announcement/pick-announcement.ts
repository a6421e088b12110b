import type { AnnouncementBanner, AnnouncementCatalogue, ContentFlow } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { RouteKind } from '@shop/platform';

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
