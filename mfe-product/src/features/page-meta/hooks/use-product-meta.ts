import type { WeekendDetail } from '@shop/api-contract';
import { breadcrumbJsonLd, type BreadcrumbItem } from '@shop/design-system';
import { useEffect } from 'react';
import { usePageModel } from '../../../lib/use-page-model';

/** Sets `<meta name=…>` while mounted, then puts the previous value back (or removes it). */
function useMeta(name: string, content: string | undefined): void {
  useEffect(() => {
    if (content === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = name;
      document.head.append(meta);
    }
    const element = meta;
    const previous = element.getAttribute('content');
    element.setAttribute('content', content);
    return () => {
      if (created) element.remove();
      else if (previous !== null) element.setAttribute('content', previous);
    };
  }, [name, content]);
}

/** PROD-002: the breadcrumb as schema.org BreadcrumbList data in the document head. */
function useBreadcrumbJsonLd(items: readonly BreadcrumbItem[] | undefined): void {
  const json = items ? JSON.stringify(breadcrumbJsonLd(items, window.location.origin)) : undefined;
  useEffect(() => {
    if (json === undefined) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}

/**
 * Issue 11: the stay page's head from its pageModel — title, robots (where indexing is allowed),
 * canonical and alternate links through the app's `usePageModel` (PROD-075), plus the meta
 * description — and the breadcrumb's JSON-LD (the page always asks for the page model).
 */
export function useProductMeta(
  detail: Pick<WeekendDetail, 'pageModel'> | undefined,
  breadcrumb: readonly BreadcrumbItem[] | undefined,
): void {
  usePageModel(detail?.pageModel ?? undefined);
  useMeta('description', detail?.pageModel?.metaDescription);
  useBreadcrumbJsonLd(breadcrumb);
}
