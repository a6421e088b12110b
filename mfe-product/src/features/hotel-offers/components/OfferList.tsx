import { useTranslation } from '@shop/i18n';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './HotelOffers.module.css';
import { OfferRow } from './OfferRow';

export interface OfferListProps {
  offers: OfferChoice[];
  onSelect: (offer: OfferChoice, offers: OfferChoice[]) => void;
  onDetails: (offer: OfferChoice, offers: OfferChoice[]) => void;
}

/** PROD-058: the hotel's offers, cheapest first, for a hotel whose offers have no room. */
export function OfferList({ offers, onSelect, onDetails }: OfferListProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <ul className={styles.list} aria-label={t('hotel.offers.listLabel')}>
      {offers.map((offer) => (
        <OfferRow
          key={offer.id}
          offer={offer}
          offers={offers}
          onSelect={onSelect}
          onDetails={onDetails}
          labelAs="h3"
        />
      ))}
    </ul>
  );
}
