import type { WeekendDetail } from '@shop/api-contract';
import { useTranslation } from '@shop/i18n';
import { Link, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './Details.module.css';

/**
 * PROD-005 (hotel section): the hotel: name, address, check-in and check-out times, the stay's
 * things to know, and a link to the hotel's page.
 */
export function HotelInfo({
  detail,
  headingId,
}: {
  detail: Pick<WeekendDetail, 'hotel' | 'importantInfos'>;
  headingId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const search = usePlatform((state) => state.location.search);
  const { hotel } = detail;
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {t('stay.hotelInfo.title', { hotel: hotel.label })}
      </h2>
      <address className={styles.address}>
        {hotel.address}, {hotel.zipCode} {hotel.city}
      </address>
      <ul className={styles.facts}>
        <li>{t('stay.hotelInfo.checkin', { time: hotel.checkInOut.checkin })}</li>
        <li>{t('stay.hotelInfo.checkout', { time: hotel.checkInOut.checkout })}</li>
      </ul>
      {detail.importantInfos.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('stay.hotelInfo.important')}</h3>
          <ul className={styles.infos}>
            {detail.importantInfos.map((info) => (
              <li key={info}>{info}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={paths.hotel(hotel.id, shellQueryOf(search))} className={styles.link}>
          {t('stay.hotelInfo.seeHotel', { hotel: hotel.label })}
        </Link>
      </p>
    </>
  );
}
