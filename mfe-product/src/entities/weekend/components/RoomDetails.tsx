import type { WeekendDetail } from '@shop/api-contract';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './Details.module.css';

/** PROD-005 (room section): the package's room: label, size, capacity, bedding, description. */
export function RoomDetails({
  room,
  headingId,
}: {
  room: WeekendDetail['room'];
  headingId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {t('stay.room.title')}
      </h2>
      {room ? (
        <>
          <h3 className={styles.subheading}>{room.label}</h3>
          <ul className={styles.facts}>
            {room.size > 0 ? <li>{t('stay.room.size', { size: room.size })}</li> : null}
            <li>{t('stay.room.capacity', { count: room.maxCapacity })}</li>
            {room.bedding ? <li>{room.bedding}</li> : null}
          </ul>
          {room.description ? <p>{room.description}</p> : null}
        </>
      ) : (
        <p>{t('stay.room.none')}</p>
      )}
    </>
  );
}
