import { paths, type RouteKind } from '@shop/platform';

/** LEFT-038: the two simplified routes whose back arrow goes home. */
export const BACK_TO_HOME_ROUTES: readonly RouteKind[] = ['confirmation', 'careLogin'];

export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' };

/**
 * SHELL-025/026: from a checkout-type route the back arrow returns to the product page with the
 * dates, pax, gift format and flow of the hash and query restored; two routes go home; otherwise
 * the browser goes back.
 */
export function backTarget(
  kind: RouteKind,
  params: Readonly<Record<string, string | undefined>>,
  location: { search: string; hash: string },
): BackTarget {
  if (BACK_TO_HOME_ROUTES.includes(kind)) return { kind: 'path', to: paths.home() };
  if ((kind === 'checkout' || kind === 'payment') && params.productId) {
    const flow = new URLSearchParams(location.search).get('flow') ?? undefined;
    return { kind: 'path', to: paths.product(params.productId, { flow }, location.hash) };
  }
  if (kind === 'activityCheckout' && params.activityId) {
    return { kind: 'path', to: paths.activity(params.activityId, {}, location.hash) };
  }
  return { kind: 'history' };
}
