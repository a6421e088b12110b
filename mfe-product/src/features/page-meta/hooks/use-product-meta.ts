import type { WeekendDetail } from '@shop/api-contract';
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

/**
 * Issue 11: the stay page's head from its pageModel — title, robots (where indexing is allowed),
 * canonical and alternate links through the app's `usePageModel` (PROD-075), plus the meta
 * description (the page always asks for the page model). The breadcrumb's JSON-LD comes with the
 * page's second part (`useBreadcrumbJsonLd`).
 */
export function useProductMeta(detail: Pick<WeekendDetail, 'pageModel'> | undefined): void {
  usePageModel(detail?.pageModel ?? undefined);
  useMeta('description', detail?.pageModel?.metaDescription);
}
