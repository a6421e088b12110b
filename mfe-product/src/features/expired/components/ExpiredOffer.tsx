import { buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './ExpiredOffer.module.css';

/**
 * PROD-013: the expired offer screen: "Too late!", "This offer has expired... Luckily, we have
 * other stays to suggest you." and a button to the hotel's other offers (its page, scrolled to
 * the offers: anchor=products).
 */
export function ExpiredOffer({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const search = usePlatform((state) => state.location.search);
  return (
    <section className={styles.expired} aria-labelledby="stay-expired-title">
      <h2 id="stay-expired-title" className={styles.title}>
        {t('stay.expired.title')}
      </h2>
      <p>{t('stay.expired.text')}</p>
      <Link
        to={paths.hotel(hotelId, shellQueryOf(search), 'anchor=products')}
        className={buttonClassName({ variant: 'primary' })}
      >
        {t('stay.expired.button')}
      </Link>
    </section>
  );
}
