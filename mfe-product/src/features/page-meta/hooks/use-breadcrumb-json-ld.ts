import { breadcrumbJsonLd, type BreadcrumbItem } from '@shop/design-system';
import { useEffect } from 'react';

/** PROD-002: the breadcrumb as schema.org BreadcrumbList data in the document head. */
export function useBreadcrumbJsonLd(items: readonly BreadcrumbItem[] | undefined): void {
  // The page's address is the browser's: read in the effect, never during a server render.
  const crumbs = items ? JSON.stringify(items) : undefined;
  useEffect(() => {
    if (crumbs === undefined) return;
    const parsed = JSON.parse(crumbs) as BreadcrumbItem[];
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(breadcrumbJsonLd(parsed, window.location.origin));
    document.head.append(script);
    return () => script.remove();
  }, [crumbs]);
}
