import type { WeekendDetail } from '@shop/api-contract';
import { breadcrumbJsonLd, type BreadcrumbItem } from '@shop/design-system';
import { usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { useEffect } from 'react';

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
    script.dataset.owner = 'product-breadcrumb';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}

/**
 * Issue 11: the product page's document title, meta description and robots from its pageModel
 * (the title falls back to the label). Robots follow the pageModel only where the environment
 * lets search engines index (SHELL-056: elsewhere the shell's noindex stays).
 */
export function useProductMeta(
  detail: Pick<WeekendDetail, 'label' | 'pageModel'> | undefined,
  breadcrumb: readonly BreadcrumbItem[] | undefined,
): void {
  const indexing = usePlatform((state) => state.environment.indexing);
  usePageTitle(detail ? (detail.pageModel?.pageTitle ?? detail.label) : undefined);
  useMeta('description', detail?.pageModel?.metaDescription);
  useMeta('robots', indexing ? detail?.pageModel?.metaRobots : undefined);
  useBreadcrumbJsonLd(breadcrumb);
}
