import type { Locale } from '@shop/criteria';
import { usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { useEffect } from 'react';

/** PROD-075: the page model an API detail answer carries for the document head. */
export interface PageModel {
  metaRobots: string;
  canonicalUrl: string;
  pageTitle: string;
  alternateUrls: readonly { locale: Locale | string; url: string }[];
}

/** `fr_BE` → `fr-BE` (the hreflang form). */
export const hreflangOf = (locale: string) => locale.replace('_', '-');

function linkElement(rel: string, href: string, hreflang?: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (hreflang) element.hreflang = hreflang;
  return element;
}

/** PROD-075: the canonical link and one alternate link per locale of the page model. */
export function headLinks(model: PageModel): HTMLLinkElement[] {
  return [
    ...(model.canonicalUrl ? [linkElement('canonical', model.canonicalUrl)] : []),
    ...model.alternateUrls.map((alternate) =>
      linkElement('alternate', alternate.url, hreflangOf(alternate.locale)),
    ),
  ];
}

/**
 * PROD-075: the page model drives the document head while the page is shown: the title (through
 * the platform's page title), robots (only where the environment allows indexing: elsewhere the
 * shell's noindex stays, SHELL-056), the canonical link and one alternate link per locale. What
 * the page added is removed and the previous robots value restored when it goes.
 */
export function usePageModel(model: PageModel | undefined): void {
  const indexing = usePlatform((state) => state.environment.indexing);
  usePageTitle(model?.pageTitle);
  useEffect(() => {
    if (!model) return;
    const { head } = document;
    const added: HTMLElement[] = headLinks(model);
    head.append(...added);

    let robots = head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    let previousRobots: string | null = null;
    if (indexing && model.metaRobots) {
      if (!robots) {
        robots = document.createElement('meta');
        robots.name = 'robots';
        head.append(robots);
        added.push(robots);
      } else previousRobots = robots.getAttribute('content');
      robots.setAttribute('content', model.metaRobots);
    }
    return () => {
      for (const element of added) element.remove();
      if (previousRobots !== null) robots?.setAttribute('content', previousRobots);
    };
  }, [model, indexing]);
}
