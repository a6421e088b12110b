import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './HotelOffers.module.css';

/**
 * PROD-048, PROD-055, LEFT-035: "Sorry, no availability on your dates", the phone help with its
 * opening hours, and "See all offers", which clears the hash.
 */
export function NoAvailability({ onSeeAllOffers }: { onSeeAllOffers: () => void }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <div className={styles.empty} role="status">
      <h3 className={styles.emptyTitle}>{t('hotel.offers.noAvailability')}</h3>
      <p>{t('hotel.offers.phoneHelp')}</p>
      <p>{t('hotel.offers.openingHours')}</p>
      <Button variant="secondary" onClick={onSeeAllOffers}>
        {t('hotel.offers.seeAll')}
      </Button>
    </div>
  );
}
