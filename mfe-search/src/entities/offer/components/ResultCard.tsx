import { type SearchFlow, servedLazy } from '@shop/platform';
import type { SearchCard } from '../model/search-card';
import { useCardWishlist } from '../hooks/use-card-wishlist';
import { StayCard } from './StayCard';
import type { CardBaseProps } from './card-parts';
import { cardKind, isActivityCard, type CardPlacement } from './card-rules';

// The stays flow's card is in the page; the other kinds load with their flow (ADR 0014).
const loadActivityCard = () => import('./ActivityCard');
const loadSingleVoucherCard = () => import('./SingleVoucherCard');
const loadCondensedCard = () => import('./CondensedCard');
const ActivityCard = servedLazy('search/ActivityCard', () =>
  loadActivityCard().then((module) => ({ default: module.ActivityCard })),
);
const SingleVoucherCard = servedLazy('search/SingleVoucherCard', () =>
  loadSingleVoucherCard().then((module) => ({ default: module.SingleVoucherCard })),
);
const CondensedCard = servedLazy('search/CondensedCard', () =>
  loadCondensedCard().then((module) => ({ default: module.CondensedCard })),
);

/** Starts loading the card kind a flow's results use, while its search is on its way. */
export function preloadCards(flow: SearchFlow): void {
  if (flow === 'activity') void loadActivityCard();
  else if (flow === 'gifting') void loadSingleVoucherCard();
}

export interface ResultCardProps extends Omit<CardBaseProps, 'wishlist'> {
  card: SearchCard;
  /** The grid (default) or a compact list (condensed cards). */
  placement?: CardPlacement;
}

/**
 * SRCH-052: a search result in the kind `cardKind` picks (stay, single voucher, activity,
 * condensed), with its wishlist heart wired to the browser-stored wishlist (CRIT-101).
 */
export function ResultCard({ card, placement = 'grid', ...props }: ResultCardProps) {
  const wishlist = useCardWishlist(card, props.flow);
  // No Suspense boundary per card: hydrating 24 boundaries of a served page ran as one long task
  // (about a second on a slow phone: Lighthouse TBT 800-900 ms on the gift search, 120-290
  // without). A card kind still loading suspends the results as a whole; `preloadCards` starts
  // its code while the search is on its way.
  if (isActivityCard(card)) return <ActivityCard card={card} {...props} wishlist={wishlist} />;
  switch (cardKind(props.flow, card, placement)) {
    case 'condensed':
      return <CondensedCard card={card} {...props} wishlist={wishlist} />;
    case 'singleVoucher':
      return <SingleVoucherCard card={card} {...props} wishlist={wishlist} />;
    default:
      return <StayCard card={card} {...props} wishlist={wishlist} />;
  }
}
