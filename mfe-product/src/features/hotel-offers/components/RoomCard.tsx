import { useTranslation } from '@shop/i18n';
import { useId } from 'react';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { LATER_NAMESPACE } from '../../../i18n-later';
import type { RoomWithOffers } from '../model/offer-choices';
import styles from './HotelOffers.module.css';
import { OfferRow } from './OfferRow';

export interface RoomCardProps extends RoomWithOffers {
  /** PROD-051: choosing an offer (the page opens the calendar when there are no dates). */
  onSelect: (offer: OfferChoice, roomOffers: OfferChoice[]) => void;
  /** PROD-065: the offer's details. */
  onDetails: (offer: OfferChoice, roomOffers: OfferChoice[]) => void;
}

/** PROD-051, PROD-060: a room (picture, size, capacity, bedding) and the offers it is sold in. */
export function RoomCard({ room, offers, onSelect, onDetails }: RoomCardProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardMedia}>
        {room.imageUrl ? (
          <img
            src={room.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={320}
            height={180}
          />
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {room.label}
        </h3>
        <p className={styles.roomFacts}>
          {[
            room.size > 0 ? t('hotel.room.size', { size: room.size }) : null,
            t('hotel.room.capacity', { count: room.maxCapacity || room.capacity }),
            room.bedding || null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <ul className={styles.offerRows}>
          {offers.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              offers={offers}
              onSelect={onSelect}
              onDetails={onDetails}
              labelAs="p"
            />
          ))}
        </ul>
      </div>
    </article>
  );
}
