import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import type { IsoDate } from '@shop/criteria';
import { NAMESPACE } from '../../../i18n';
import styles from './ProductBooking.module.css';

export interface DatesButtonProps {
  checkin: IsoDate | undefined;
  checkout: IsoDate | undefined;
  nights: number | undefined;
  onOpen: () => void;
}

/** The stay's dates; a click opens the calendar (PROD-020). */
export function DatesButton({ checkin, checkout, nights, onOpen }: DatesButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const value =
    checkin && checkout
      ? `${t('booking.dates.range', {
          checkin: formatDate(checkin, tag, 'short'),
          checkout: formatDate(checkout, tag, 'short'),
        })} · ${t('booking.dates.nights', { count: nights ?? 1 })}`
      : t('booking.dates.placeholder');
  return (
    <button type="button" className={styles.field} onClick={onOpen} aria-haspopup="dialog">
      <span className={styles.fieldLabel}>{t('booking.dates.label')}</span>
      <span>{value}</span>
    </button>
  );
}
