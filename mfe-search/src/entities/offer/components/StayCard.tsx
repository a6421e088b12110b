import type { OfferCard } from '@shop/api-contract';
import { roomsLeft } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { CardCancellation } from './CardCancellation';
import { CardMedia } from './CardMedia';
import {
  ActivityCount,
  AutoDiscountLine,
  CardReview,
  CardTitle,
  HotelLine,
  StayPrice,
  type CardBaseProps,
} from './card-parts';
import { cardImages, productHref } from './card-rules';
import styles from './StayCard.module.css';

export interface StayCardProps extends CardBaseProps {
  card: OfferCard;
}

/**
 * SRCH-052 stay card (booking and hotel flows). SRCH-053: image carousel, gallery and wishlist
 * heart (CardMedia), hotel details (hotel link SRCH-054, stars, city), review (SRCH-056), the
 * activity count outside the activity flow (SRCH-055), cancellation terms with the conditions
 * modal (CRIT-085, CRIT-086), rooms left (CRIT-088), the auto-discount text (SRCH-058) and the
 * price per person per night, rounded up (CRIT-077, CRIT-080), with reference price and promo
 * badge above the display threshold (CRIT-075, CRIT-079). Fields: SRCH-057.
 */
export function StayCard({
  card,
  flow,
  hash,
  hasDates,
  formatTag,
  eager,
  onSelect,
  wishlist,
}: StayCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const rooms = roomsLeft(card.availableRooms);
  return (
    <article className={styles.card} data-testid="offer-card" data-kind="stay">
      <CardMedia images={cardImages(card)} label={card.label} eager={eager} wishlist={wishlist} />
      <div className={styles.body}>
        <CardTitle href={productHref(card.id, flow, hash)} label={card.label} onSelect={onSelect} />
        <HotelLine hotel={card.hotel} />
        <CardReview review={card.hotel.review} />
        <ActivityCount flow={flow} count={card.activities.length} />
        <CardCancellation card={card} hasDates={hasDates} formatTag={formatTag} />
        {rooms !== undefined ? (
          <p className={styles.scarcity}>{t('results.card.roomsLeft', { count: rooms })}</p>
        ) : null}
        <AutoDiscountLine autoDiscount={card.autoDiscount} />
        <StayPrice card={card} flow={flow} formatTag={formatTag} />
      </div>
    </article>
  );
}
