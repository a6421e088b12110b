import type { WeekendDetail } from '@shop/api-contract';
import { DEFAULT_SEARCH_CRITERIA, serialiseSearchHash } from '@shop/criteria';
import type { BreadcrumbItem } from '@shop/design-system';
import { paths, shellQueryOf } from '@shop/platform';

/**
 * PROD-002: the product's breadcrumb: home, the hotel's places (each its search page, the place
 * in the hash), the hotel (its page), then the product (the current page, no link). Links keep
 * the shell's query (lng, experiments).
 */
export function breadcrumbItems(
  detail: Pick<WeekendDetail, 'label' | 'breadcrumb' | 'hotel'>,
  search: string,
  homeLabel: string,
): BreadcrumbItem[] {
  const query = shellQueryOf(search);
  const trail = detail.breadcrumb.map((crumb): BreadcrumbItem => {
    if (crumb.place) {
      const hash = serialiseSearchHash({
        ...DEFAULT_SEARCH_CRITERIA,
        [crumb.place.category]: String(crumb.place.id),
      });
      return { label: crumb.label, href: paths.search(query, hash) };
    }
    return { label: crumb.label, href: paths.hotel(detail.hotel.id, query) };
  });
  return [{ label: homeLabel, href: paths.home(query) }, ...trail, { label: detail.label }];
}
