import type { SearchDetails } from '@shop/api-contract';
import {
  selectedDestination,
  type Locale,
  type SearchCriteria,
  type TargetingContext,
  type TargetingTextField,
} from '@shop/criteria';
import type { SearchFlow } from '@shop/platform';

/** SRCH-005: the six kinds of inline promotional block. */
export const INLINE_PROMO_KINDS = [
  'box',
  'singleVoucherBanner',
  'giftCardBanner',
  'giftStayBanner',
  'giftBlock',
  'targetedBanner',
] as const;
export type InlinePromoKind = (typeof INLINE_PROMO_KINDS)[number];

/**
 * SRCH-005: the blocks of one flow, in order (one row). Stays: the targeted banner, then gifts of
 * a stay; gifts: a box, gift cards and the gift block; activities: the targeted banner and gifts.
 */
export function inlinePromoKinds(flow: SearchFlow): readonly InlinePromoKind[] {
  if (flow === 'gifting') return ['box', 'giftCardBanner', 'giftBlock'];
  if (flow === 'activity') return ['targetedBanner', 'giftBlock', 'giftCardBanner'];
  return ['targetedBanner', 'giftStayBanner', 'singleVoucherBanner'];
}

/** A label as a targeting slug: "Côte d'Azur" → "cote-d-azur". */
export function targetingSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const TARGETED_PLACES: readonly string[] = ['department', 'city', 'country', 'region'];
const isTargetedPlace = (field: string): field is Exclude<TargetingTextField, 'theme'> =>
  TARGETED_PLACES.includes(field);

/**
 * CONT-013: the search page as a targeting context: locale, flow (hotel counts as booking), page
 * "search", the theme and places searched (by id and by label slug, the places above included)
 * and whether it is a "less than 2h" search (around the visitor, no distance chosen, CRIT-039).
 */
export function searchTargetingContext(
  flow: SearchFlow,
  criteria: SearchCriteria,
  details: SearchDetails | null | undefined,
  locale: Locale,
): TargetingContext {
  const names = (id: string | number, label?: string) =>
    label ? [String(id), targetingSlug(label)] : [String(id)];
  const context: TargetingContext = {
    locale,
    flow: flow === 'hotel' ? 'booking' : flow,
    page: 'search',
    isLessThanTwoHours:
      criteria.lat !== undefined &&
      criteria.lng !== undefined &&
      criteria.distanceMin === undefined &&
      criteria.distanceMax === undefined &&
      selectedDestination(criteria) === undefined,
  };
  if (criteria.theme !== undefined) {
    const theme = details?.theme;
    context.theme = names(criteria.theme, theme?.id === criteria.theme ? theme.label : undefined);
  }
  const selected = selectedDestination(criteria);
  if (selected && isTargetedPlace(selected.category)) {
    const destination = details?.destination;
    context[selected.category] = names(
      selected.id,
      destination && String(destination.id) === selected.id ? destination.label : undefined,
    );
  }
  for (const place of details?.locationHierarchy ?? []) {
    context[place.type] = [...(context[place.type] ?? []), ...names(place.id, place.label)];
  }
  return context;
}

/** The safe-href rule of content and its image rule live in @shop/criteria (one home). */
export { safeContentHref, sameSiteImage } from '@shop/criteria';
