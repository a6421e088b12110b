import type { CalendarSelection, SearchCriteria } from '@shop/criteria';
import { Modal, Popover } from '@shop/design-system';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { MOBILE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import styles from './SearchBox.module.css';

// Only the trigger ships with the bar: the months load on first open.
const CalendarPanel = lazy(() => import('./CalendarPanel'));

export interface DatesFieldProps {
  criteria: SearchCriteria;
  onCriteriaChange: (next: SearchCriteria) => void;
}

/** SRCH-032: the dates field, a popover with two months on desktop, a full-screen modal on mobile. */
export function DatesField({ criteria, onCriteriaChange }: DatesFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const { checkin, checkout } = criteria;

  const value =
    checkin && checkout
      ? t('searchBox.dates.range', {
          checkin: formatDate(checkin, tag, 'short'),
          checkout: formatDate(checkout, tag, 'short'),
        })
      : t('searchBox.dates.placeholder');

  const commit = (dates: CalendarSelection) =>
    onCriteriaChange({
      ...criteria,
      checkin: dates.checkin,
      checkout: dates.checkout,
      nights: dates.nights,
      // Clear removes every date field (SRCH-038).
      ...(dates.checkin ? {} : { night: undefined }),
    });

  const panel = (done: () => void) => (
    <Suspense
      fallback={
        <p role="status" className={styles.loading}>
          {t('searchBox.dates.loading')}
        </p>
      }
    >
      <CalendarPanel
        dates={{ checkin, checkout }}
        layout={mobile ? 'list' : 'pair'}
        onCommit={commit}
        onDone={done}
      />
    </Suspense>
  );

  const trigger = (
    <span className={styles.triggerText}>
      <span className={styles.fieldLabel}>{t('searchBox.dates.label')}</span>
      <span className={styles.fieldValue}>{value}</span>
    </span>
  );

  if (mobile) {
    return (
      <div className={styles.field}>
        <button
          type="button"
          className={styles.trigger}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {trigger}
        </button>
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          variant="fullscreen"
          title={t('searchBox.dates.title')}
          closeLabel={t('searchBox.close')}
        >
          {panel(() => setOpen(false))}
        </Modal>
      </div>
    );
  }

  return (
    <Popover
      className={styles.field}
      triggerClassName={styles.trigger}
      panelClassName={styles.calendarPanel}
      panelLabel={t('searchBox.dates.title')}
      chevron={false}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      {(close) => panel(close)}
    </Popover>
  );
}
