import { BOOKING_NAMESPACE } from '@shop/booking';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './ProductBooking.module.css';

export interface GuestsButtonProps {
  adult: number;
  child: number;
  baby: number;
  onOpen: () => void;
}

/** The party; a click opens the shared guests panel (PROD-019). */
export function GuestsButton({ adult, child, baby, onOpen }: GuestsButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tBooking } = useTranslation(BOOKING_NAMESPACE);
  const value = [
    tBooking('guests.adultCount', { count: adult }),
    child > 0 ? tBooking('guests.childCount', { count: child }) : '',
    baby > 0 ? tBooking('guests.babyCount', { count: baby }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button type="button" className={styles.field} onClick={onOpen} aria-haspopup="dialog">
      <span className={styles.fieldLabel}>{t('booking.guests.label')}</span>
      <span>{value}</span>
    </button>
  );
}
