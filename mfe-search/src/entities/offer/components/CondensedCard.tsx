import type { OfferCard } from '@shop/api-contract';
import { CardCancellation } from './CardCancellation';
import { CardMedia } from './CardMedia';
import {
  ActivityCount,
  AutoDiscountLine,
  CardTitle,
  HotelLine,
  StayPrice,
  type CardBaseProps,
} from './card-parts';
import { cardImages, productHref } from './card-rules';
import styles from './StayCard.module.css';

export interface CondensedCardProps extends CardBaseProps {
  card: OfferCard;
}

/**
 * SRCH-052 condensed card: a stay offer in little room, image beside the text. Where: the compact
 * placements (`cardKind(flow, card, 'compact')`): the not-found page's "Other offer in {hotel}"
 * carousel, the fallback suggestion blocks (3 per block) and the map's offer preview — lists
 * where the full card's review and scarcity lines do not fit. It keeps what SRCH-053 asks of every
 * card: media (carousel, gallery, heart), price and promotion (StayPrice), hotel details
 * (SRCH-054), cancellation terms with the conditions modal, plus the activity count (SRCH-055) and
 * the auto-discount text (SRCH-058).
 */
export function CondensedCard({
  card,
  flow,
  hash,
  hasDates,
  formatTag,
  eager,
  onSelect,
  wishlist,
}: CondensedCardProps) {
  return (
    <article
      className={`${styles.card} ${styles.condensed}`}
      data-testid="offer-card"
      data-kind="condensed"
    >
      <CardMedia images={cardImages(card)} label={card.label} eager={eager} wishlist={wishlist} />
      <div className={styles.body}>
        <CardTitle href={productHref(card.id, flow, hash)} label={card.label} onSelect={onSelect} />
        <HotelLine hotel={card.hotel} />
        <ActivityCount flow={flow} count={card.activities.length} />
        <CardCancellation card={card} hasDates={hasDates} formatTag={formatTag} />
        <AutoDiscountLine autoDiscount={card.autoDiscount} />
        <StayPrice card={card} flow={flow} formatTag={formatTag} />
      </div>
    </article>
  );
}
