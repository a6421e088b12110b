import { paxFromHash, type SearchCriteria, type Flow } from '@shop/criteria';
import { Popover } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { BOOKING_NAMESPACE } from '@shop/booking';
import { lazy, Suspense } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import styles from './SearchBox.module.css';

// ADR 0030: the panel is the shared one (@shop/booking), loaded on first open.
const GuestsPanel = lazy(() => import('@shop/booking/guests'));

export interface GuestsFieldProps {
  flow: Flow;
  criteria: SearchCriteria;
  onCriteriaChange: (next: SearchCriteria) => void;
}

/** SRCH-051: the participants selector; it opens on focus, closes on Escape, outside or Confirm. */
export function GuestsField({ flow, criteria, onCriteriaChange }: GuestsFieldProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const { t: tBooking } = useTranslation(BOOKING_NAMESPACE);
  const pax = paxFromHash({ a: criteria.a, c: criteria.c, b: criteria.b });
  const value =
    flow === 'activity'
      ? tBooking('guests.participantCount', { count: pax.adult })
      : [
          tBooking('guests.adultCount', { count: pax.adult }),
          pax.child > 0 ? tBooking('guests.childCount', { count: pax.child }) : '',
          pax.baby > 0 ? tBooking('guests.babyCount', { count: pax.baby }) : '',
        ]
          .filter(Boolean)
          .join(', ');

  return (
    <Popover
      className={styles.field}
      triggerClassName={styles.trigger}
      panelClassName={styles.guestsPanel}
      panelLabel={t('searchBox.guests.title')}
      chevron={false}
      openOnFocus
      trigger={
        <span className={styles.triggerText}>
          <span className={styles.fieldLabel}>{t('searchBox.guests.label')}</span>
          <span className={styles.fieldValue}>{value}</span>
        </span>
      }
    >
      {(close) => (
        <Suspense fallback={<span className={styles.loading}>…</span>}>
          <GuestsPanel
            flow={flow}
            criteria={criteria}
            onCriteriaChange={onCriteriaChange}
            onConfirm={close}
          />
        </Suspense>
      )}
    </Popover>
  );
}
