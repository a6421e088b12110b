import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { OfferPrice } from '../../../entities/hotel/components/OfferPrice';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './HotelOffers.module.css';

export interface OfferRowProps {
  offer: OfferChoice;
  /** The list the offer belongs to: the booking options dialog lets the shopper switch within it. */
  offers: OfferChoice[];
  onSelect: (offer: OfferChoice, offers: OfferChoice[]) => void;
  onDetails: (offer: OfferChoice, offers: OfferChoice[]) => void;
  /** A heading in a list of offers; a paragraph under a room's heading. */
  labelAs: 'h3' | 'p';
}

/** PROD-058: one offer of the hotel with its price, "Details" and "Select". */
export function OfferRow({ offer, offers, onSelect, onDetails, labelAs: Label }: OfferRowProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <li className={styles.offerRow}>
      <div>
        <Label className={styles.offerLabel}>{offer.label}</Label>
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
  );
}
