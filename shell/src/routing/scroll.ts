import type { RouteKind } from '@shop/platform';

/** SHELL-016: the search-result pages keep their scroll position when their path changes. */
export const SCROLL_KEPT_ROUTES: readonly RouteKind[] = ['search', 'activitySearch', 'giftSearch'];

/**
 * SHELL-016, LEFT-038: the excluded path group: moving between the customer account's sections
 * (`/account`, `/account/trips`, `/account/profile`…) keeps the scroll position, as their section
 * links stay where the visitor clicked them; arriving in the group from elsewhere goes to the top.
 */
export const SCROLL_KEPT_PATH_GROUP = '/account';

const inGroup = (pathname: string) =>
  pathname === SCROLL_KEPT_PATH_GROUP || pathname.startsWith(`${SCROLL_KEPT_PATH_GROUP}/`);

/** SHELL-016: whether a path change (from `previous`, null on the first page) scrolls to the top. */
export function scrollsToTop(kind: RouteKind, previous: string | null, pathname: string): boolean {
  if (SCROLL_KEPT_ROUTES.includes(kind)) return false;
  return !(previous !== null && inGroup(previous) && inGroup(pathname));
}
