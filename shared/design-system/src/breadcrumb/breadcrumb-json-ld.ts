export interface BreadcrumbItem {
  label: string;
  /** Link of the item; the last item (current page) usually has none. */
  href?: string;
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: Array<{
    '@type': 'ListItem';
    position: number;
    name: string;
    item?: string;
  }>;
}

/**
 * schema.org BreadcrumbList data of a breadcrumb (CRIT-095), to serialise into a
 * <script type="application/ld+json">. Relative links are resolved against `origin` when given.
 */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  origin?: string,
): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.label,
      ...(entry.href ? { item: origin ? new URL(entry.href, origin).href : entry.href } : {}),
    })),
  };
}
