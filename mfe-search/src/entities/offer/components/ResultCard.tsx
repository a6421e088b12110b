import { type SearchFlow, servedLazy } from '@shop/platform';
import { Suspense } from 'react';
import type { SearchCard } from '../model/search-card';
import { useCardWishlist } from '../hooks/use-card-wishlist';
import { StayCard } from './StayCard';
import type { CardBaseProps } from './card-parts';
import { cardKind, isActivityCard, type CardPlacement } from './card-rules';
import styles from './StayCard.module.css';

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
  let content;
  if (isActivityCard(card)) content = <ActivityCard card={card} {...props} wishlist={wishlist} />;
  else
    switch (cardKind(props.flow, card, placement)) {
      case 'condensed':
        content = <CondensedCard card={card} {...props} wishlist={wishlist} />;
        break;
      case 'singleVoucher':
        content = <SingleVoucherCard card={card} {...props} wishlist={wishlist} />;
        break;
      default:
        return <StayCard card={card} {...props} wishlist={wishlist} />;
    }
  return (
    <Suspense fallback={<div className={styles.cardPlaceholder} aria-hidden="true" />}>
      {content}
    </Suspense>
  );
}
