import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { OfferPrice } from '../../../entities/hotel/components/OfferPrice';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './HotelOffers.module.css';

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
        <li key={offer.id} className={styles.offerRow}>
          <div>
            <h3 className={styles.offerLabel}>{offer.label}</h3>
            {offer.intro ? <p className={styles.offerIntro}>{offer.intro}</p> : null}
            <OfferPrice offer={offer} size="s" />
          </div>
          <div className={styles.offerActions}>
            <Button
              variant="secondary"
              onClick={() => onDetails(offer, offers)}
              aria-label={t('hotel.offers.detailsOf', { offer: offer.label })}
            >
              {t('hotel.offers.details')}
            </Button>
            <Button
              onClick={() => onSelect(offer, offers)}
              aria-label={t('hotel.offers.selectOf', { offer: offer.label })}
            >
              {t('hotel.offers.select')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
