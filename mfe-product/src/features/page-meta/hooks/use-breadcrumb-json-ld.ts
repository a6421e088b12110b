import { breadcrumbJsonLd, type BreadcrumbItem } from '@shop/design-system';
import { useEffect } from 'react';

/** PROD-002: the breadcrumb as schema.org BreadcrumbList data in the document head. */
export function useBreadcrumbJsonLd(items: readonly BreadcrumbItem[] | undefined): void {
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
