import type { ActivityCard, OfferCard } from '@shop/api-contract';
import {
  cancellationConditions,
  isCancellablePolicy,
  PARTIAL_REFUND_PERCENT,
  parseProductHash,
  serialiseProductHash,
  type CancellationPolicy,
} from '@shop/criteria';
import { paths, type SearchFlow, type WishlistItem, type WishlistType } from '@shop/platform';
import type { SearchCard } from '../model/search-card';

/** SRCH-052: the four kinds of offer card. */
export const CARD_KINDS = ['stay', 'singleVoucher', 'activity', 'condensed'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * Where a card is shown: the results grid, or a compact list (the not-found page's "Other offer
 * in {hotel}" carousel, fallback suggestion blocks of 3, the map's offer preview).
 */
export type CardPlacement = 'grid' | 'compact';

/** An activity-only package card (the activity-only search's answer): no hotel, a location. */
export function isActivityCard(card: SearchCard): card is ActivityCard {
  return !('hotel' in card);
}

/**
 * SRCH-052: the kind of card for `card` in `flow`:
 * - an activity-only package → activity (its price per person, no activity count: SRCH-055);
 * - in a compact placement → condensed;
 * - in the gifting flow, or a gift-priced offer (priceType GIFT) → single voucher;
 * - otherwise → stay (booking and hotel flows).
 */
export function cardKind(
  flow: SearchFlow,
  card: SearchCard,
  placement: CardPlacement = 'grid',
): CardKind {
  if (isActivityCard(card)) return 'activity';
  if (placement === 'compact') return 'condensed';
  if (flow === 'gifting' || card.priceType === 'GIFT') return 'singleVoucher';
  return 'stay';
}

/** The card's link to the product: the product hash (dates, guests) of the search hash. */
export function productHref(id: number, flow: SearchFlow, hash: string): string {
  const productHash = serialiseProductHash(parseProductHash(hash));
  return paths.product(id, flow === 'gifting' ? { flow } : undefined, productHash);
}

/** An activity-only package's page. */
export function activityHref(card: ActivityCard): string {
  return paths.activity(card.id);
}

const HOTEL_SLUG = /^[\w-]{1,100}$/;

/**
 * SRCH-054: the hotel page of a card's hotel, by hotel id, else by the last segment of its uri
 * ("hotel/grand-hotel-madrid"); undefined when neither is usable (the name is shown unlinked).
 */
export function hotelHref(hotel: { id: number; uri: string }): string | undefined {
  if (Number.isSafeInteger(hotel.id) && hotel.id > 0) return paths.hotel(hotel.id);
  const slug = hotel.uri.split('/').filter(Boolean).pop();
  return slug && HOTEL_SLUG.test(slug) ? paths.hotel(slug) : undefined;
}

/** The card's images: the main image first, then the others, each once. */
export function cardImages(card: { imageUrl: string | null; images: readonly string[] }): string[] {
  return [...new Set([card.imageUrl, ...card.images].filter((src): src is string => !!src))];
}

/** CRIT-101: the wishlist list (per product type) and item of a card. */
export function wishlistEntry(
  card: SearchCard,
  flow: SearchFlow,
): { type: WishlistType; item: WishlistItem } {
  const imageUrl = cardImages(card)[0];
  if (isActivityCard(card))
    return {
      type: 'ACTIVITY',
      item: {
        id: card.id,
        label: card.label,
        imageUrl,
        hotel: { label: card.location.label, location: { label: card.location.city } },
        uri: activityHref(card),
      },
    };
  return {
    type: 'STAY',
    item: {
      id: card.id,
      label: card.label,
      imageUrl,
      hotel: {
        label: card.hotel.label,
        stars: card.hotel.stars,
        location: { label: card.hotel.location.label },
      },
      uri: productHref(card.id, flow === 'gifting' ? 'gifting' : 'booking', ''),
    },
  };
}

/**
 * A card with cancellation terms (SRCH-053): a stay card, or an activity card (the same policy
 * model and searched check-in).
 */
export type CancellableCard = Pick<OfferCard, 'cancellationPolicy' | 'checkin'>;

/** CRIT-087: the card's policy in the criteria model (null fields as absent). */
export function cardPolicy(card: CancellableCard): CancellationPolicy {
  const { cancellable, isCancellable, message, cancellationDeadline, type } =
    card.cancellationPolicy;
  return {
    cancellable,
    isCancellable,
    type,
    message: message ?? undefined,
    cancellationDeadline: cancellationDeadline ?? undefined,
  };
}

/**
 * CRIT-086: what the cancellation-conditions modal explains: with dates, the deadline and the
 * no-refund date (check-in); without dates, the deadline in days before check-in when known.
 */
export type CancellationTerms = { refundPercent: number } & (
  | { kind: 'dated'; deadline: string; noRefundFrom: string }
  | { kind: 'daysBefore'; days: number }
  | { kind: 'deadline' }
);

/** CRIT-086, CRIT-087: the modal's terms of a card; undefined when not cancellable (NCNR). */
export function cancellationTerms(
  card: CancellableCard,
  checkin: string | undefined,
): CancellationTerms | undefined {
  const policy = cardPolicy(card);
  if (!isCancellablePolicy(policy)) return undefined;
  const dated = checkin ? cancellationConditions(policy, checkin) : undefined;
  if (dated)
    return {
      kind: 'dated',
      refundPercent: dated.refundPercent,
      deadline: dated.deadline,
      noRefundFrom: dated.noRefundFrom,
    };
  const days = card.cancellationPolicy.deadlineDays;
  return days !== null && days > 0
    ? { kind: 'daysBefore', refundPercent: PARTIAL_REFUND_PERCENT, days }
    : { kind: 'deadline', refundPercent: PARTIAL_REFUND_PERCENT };
}
