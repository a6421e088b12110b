/**
 * CONT-013, LEFT-037: targeted-banner matching. A banner carries targeting fields (department,
 * theme, city, country, region, isLessThanTwoHours, locale, flow, page); an unset field matches
 * anything, a set one must equal the current context, and the first matching banner wins.
 */

/** The place and theme fields a banner may target (ids or slugs, compared as text). */
export const TARGETING_TEXT_FIELDS = ['department', 'theme', 'city', 'country', 'region'] as const;
export type TargetingTextField = (typeof TARGETING_TEXT_FIELDS)[number];

/** The targeting of one banner; every field optional. */
export interface Targeting extends Partial<Record<TargetingTextField, string | undefined>> {
  isLessThanTwoHours?: boolean | undefined;
  locale?: string | undefined;
  flow?: string | undefined;
  page?: string | undefined;
}

/**
 * Where the banner would show. A place or theme may be known under several names (its id and its
 * label's slug): a banner matches when its value is one of them.
 */
export interface TargetingContext extends Partial<
  Record<TargetingTextField, readonly string[] | undefined>
> {
  isLessThanTwoHours?: boolean | undefined;
  locale?: string | undefined;
  flow?: string | undefined;
  page?: string | undefined;
}

const fold = (text: string) => text.trim().toLowerCase();

/** LEFT-037: true when every field the banner sets equals the context's value. */
export function matchesTargeting(targeting: Targeting, context: TargetingContext): boolean {
  for (const field of TARGETING_TEXT_FIELDS) {
    const wanted = targeting[field];
    if (wanted === undefined) continue;
    if (!(context[field] ?? []).some((name) => fold(name) === fold(wanted))) return false;
  }
  if (
    targeting.isLessThanTwoHours !== undefined &&
    targeting.isLessThanTwoHours !== (context.isLessThanTwoHours ?? false)
  )
    return false;
  for (const field of ['locale', 'flow', 'page'] as const) {
    const wanted = targeting[field];
    if (wanted !== undefined && wanted !== context[field]) return false;
  }
  return true;
}

/** LEFT-037: the first banner whose targeting matches the context, if any. */
export function firstTargetedBanner<T extends { targeting: Targeting }>(
  banners: readonly T[],
  context: TargetingContext,
): T | undefined {
  return banners.find((banner) => matchesTargeting(banner.targeting, context));
}
