import type { HotelDetail } from '@shop/api-contract';
import { Modal } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './HotelInfo.module.css';

export type HotelInfoTopic = 'location' | 'hours' | 'services' | 'thingsToKnow';

export interface HotelInfoModalProps {
  hotel: HotelDetail;
  topic: HotelInfoTopic;
  onClose: () => void;
}

/** PROD-062: one of the hotel info modals; focus returns to its button on close. */
export default function HotelInfoModal({ hotel, topic, onClose }: HotelInfoModalProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <Modal
      open
      variant="sheet"
      onClose={onClose}
      title={t(`hotel.info.${topic}.title`)}
      closeLabel={t('hotel.close')}
    >
      {topic === 'location' ? <Location hotel={hotel} /> : null}
      {topic === 'hours' ? <Hours hotel={hotel} /> : null}
      {topic === 'services' ? <Services hotel={hotel} /> : null}
      {topic === 'thingsToKnow' ? <ThingsToKnow hotel={hotel} /> : null}
    </Modal>
  );
}

function Location({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const { location } = hotel;
  return (
    <address className={styles.address}>
      <span>{hotel.label}</span>
      <span>{location.completeAddress.streetAddress}</span>
      <span>
        {location.completeAddress.zipCode} {location.label}
      </span>
      <span>
        {t('hotel.info.location.coordinates', {
          latitude: location.latitude.toFixed(5),
          longitude: location.longitude.toFixed(5),
        })}
      </span>
    </address>
  );
}

function Hours({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <dl className={styles.facts}>
      <dt>{t('hotel.info.hours.checkin')}</dt>
      <dd>{t('hotel.info.hours.from', { time: hotel.checkInOut.checkin })}</dd>
      <dt>{t('hotel.info.hours.checkout')}</dt>
      <dd>{t('hotel.info.hours.until', { time: hotel.checkInOut.checkout })}</dd>
    </dl>
  );
}

function Services({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const groups = hotel.infoGeneral.filter((group) => group.facilities.length > 0);
  if (groups.length === 0) return <p>{t('hotel.info.services.none')}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.code}>
          <h3 className={styles.subheading}>
            {group.code === 'parking'
              ? t('hotel.info.services.parking')
              : t('hotel.info.services.facilities')}
          </h3>
          <ul>
            {group.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** PROD-063, PROD-041..043 and the cancellation terms of the hotel's offers. */
function ThingsToKnow({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const { policy, localTax } = hotel;
  const pets = policy.petsAllowed
    ? [
        t('hotel.info.thingsToKnow.petsAllowed', { count: policy.petsMaxNumberOfPets || 1 }),
        policy.petsPrice !== null && policy.petsPrice > 0
          ? t('hotel.info.thingsToKnow.petsPrice', { price: formatPrice(policy.petsPrice, tag) })
          : t('hotel.info.thingsToKnow.petsFree'),
        ...(policy.petsMaxWeight !== null
          ? [t('hotel.info.thingsToKnow.petsMaxWeight', { weight: policy.petsMaxWeight })]
          : []),
      ]
    : [t('hotel.info.thingsToKnow.petsNotAllowed')];
  const tax =
    localTax.type === 'BOOKING_PERCENTAGE'
      ? t('hotel.info.thingsToKnow.taxPercentage', { percentage: localTax.percentage ?? 0 })
      : localTax.amount > 0
        ? t('hotel.info.thingsToKnow.taxPerPerson', { price: formatPrice(localTax.amount, tag) })
        : t('hotel.info.thingsToKnow.taxNone');
  const policyOf = hotel.weekends[0]?.cancellationPolicy;
  const cancellation =
    !policyOf || policyOf.type === 'NCNR' || !policyOf.isCancellable
      ? t('hotel.info.thingsToKnow.nonRefundable')
      : t('hotel.info.thingsToKnow.cancellable', { count: policyOf.deadlineDays ?? 0 });
  return (
    <div className={styles.groups}>
      <section>
        <h3 className={styles.subheading}>{t('hotel.info.thingsToKnow.pets')}</h3>
        <ul>
          {pets.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className={styles.subheading}>{t('hotel.info.thingsToKnow.localTax')}</h3>
        <p>{tax}</p>
        {localTax.toBePaidAtHotel ? <p>{t('hotel.info.thingsToKnow.taxAtHotel')}</p> : null}
      </section>
      <section>
        <h3 className={styles.subheading}>{t('hotel.info.thingsToKnow.cancellation')}</h3>
        <p>{cancellation}</p>
      </section>
    </div>
  );
}
