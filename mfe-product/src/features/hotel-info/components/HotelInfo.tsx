import type { HotelDetail } from '@shop/api-contract';
import type { Viewport } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n-later';
import { HotelDescription } from './HotelDescription';
import type { HotelInfoTopic } from './HotelInfoModal';
import styles from './HotelInfo.module.css';

// The modals' contents load on first open.
const HotelInfoModal = lazy(() => import('./HotelInfoModal'));

const TOPICS: readonly HotelInfoTopic[] = ['location', 'hours', 'services', 'thingsToKnow'];

/**
 * PROD-062, PROD-064, §2.4: the hotel info block: description, highlights, the important
 * information box and the buttons opening Getting there, hours, services and equipment and
 * things to know.
 */
export function HotelInfo({ hotel, viewport }: { hotel: HotelDetail; viewport: Viewport }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const [topic, setTopic] = useState<HotelInfoTopic | null>(null);
  return (
    <div className={styles.info}>
      <HotelDescription text={hotel.description} viewport={viewport} />
      {hotel.highlightedFacilities.length > 0 ? (
        <div>
          <h3 className={styles.subheading}>{t('hotel.about.highlights')}</h3>
          <ul className={styles.highlights}>
            {hotel.highlightedFacilities.map((facility) => (
              <li key={facility.code}>{facility.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {hotel.importantInfos.length > 0 ? (
        <section className={styles.important} aria-labelledby="hotel-important-title">
          <h3 id="hotel-important-title" className={styles.subheading}>
            {t('hotel.about.important')}
          </h3>
          <ul>
            {hotel.importantInfos.map((info, index) => (
              <li key={index}>{info}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className={styles.topics}>
        {TOPICS.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={styles.topicButton}
              aria-haspopup="dialog"
              onClick={() => setTopic(name)}
            >
              {t(`hotel.info.${name}.button`)}
            </button>
          </li>
        ))}
      </ul>
      {topic ? (
        <Suspense fallback={null}>
          <HotelInfoModal hotel={hotel} topic={topic} onClose={() => setTopic(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
