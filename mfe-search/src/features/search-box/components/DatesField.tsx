import {
  SEARCH_CALENDAR_CLOSE_DELAY_MS,
  type CalendarSelection,
  type SearchCriteria,
} from '@shop/criteria';
import { Modal, Popover } from '@shop/design-system';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { type SearchFlow, usePlatform } from '@shop/platform';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { searchAvailabilityRequestOf } from '../api/search-availability-request';
import { LATER_NAMESPACE } from '../../../i18n';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import styles from './SearchBox.module.css';

// Only the trigger ships with the bar: the months load on first open.
// ADR 0030: the calendar is the shared one (@shop/booking).
const CalendarPanel = lazy(() => import('@shop/booking/calendar'));

export interface DatesFieldProps {
  criteria: SearchCriteria;
  onCriteriaChange: (next: SearchCriteria) => void;
  /** Controlled open state (SRCH-015: the submit opens the picker); internal when undefined. */
  open?: boolean;
  /** Called when the picker opens or closes, with the controlled `open`. */
  onOpenChange?: (open: boolean) => void;
  /** The flow searched: booking and hotel searches show the days' availability (SRCH-042). */
  flow?: SearchFlow;
  /**
   * SRCH-035, SRCH-038: dates the calendar wrote (a complete pair, or none after Clear), to
   * mirror to the page hash and the stored dates.
   */
  onDatesCommit?: (dates: CalendarSelection) => void;
}

/** SRCH-032: the dates field, a popover with two months on desktop, a full-screen modal on mobile. */
export function DatesField({
  criteria,
  onCriteriaChange,
  open: openProp,
  onOpenChange,
  flow = 'booking',
  onDatesCommit,
}: DatesFieldProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [innerOpen, setInnerOpen] = useState(false);
  const open = openProp ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  // Opened from outside (SRCH-015) on desktop: focus goes to the field, next to its panel (the
  // mobile modal takes focus itself).
  const triggerText = useRef<HTMLSpanElement>(null);
  const openedFromTrigger = useRef(false);
  useEffect(() => {
    if (open && !mobile && !openedFromTrigger.current) {
      triggerText.current?.closest('button')?.focus();
    }
    openedFromTrigger.current = false;
  }, [open, mobile]);
  const { checkin, checkout } = criteria;

  const value =
    checkin && checkout
      ? t('searchBox.dates.range', {
          checkin: formatDate(checkin, tag, 'short'),
          checkout: formatDate(checkout, tag, 'short'),
        })
      : t('searchBox.dates.placeholder');

  const commit = (dates: CalendarSelection) => {
    onCriteriaChange({
      ...criteria,
      checkin: dates.checkin,
      checkout: dates.checkout,
      nights: dates.nights,
      // Clear removes every date field (SRCH-038).
      ...(dates.checkin ? {} : { night: undefined }),
    });
    onDatesCommit?.(dates);
  };

  // SRCH-042: the availability of the search being drafted (destination, theme, party, flow);
  // the same request keeps the same object, so the calendar asks nothing again.
  const request = searchAvailabilityRequestOf(criteria, flow, locale);
  const requestKey = request ? JSON.stringify(request) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => request, [requestKey]);

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
        closeDelayMs={SEARCH_CALENDAR_CLOSE_DELAY_MS}
        search={search}
        hotel={
          criteria.hotel
            ? { id: criteria.hotel, adult: criteria.a, child: criteria.c, baby: criteria.b }
            : undefined
        }
      />
    </Suspense>
  );

  const trigger = (
    <span ref={triggerText} className={styles.triggerText}>
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
          onClick={() => {
            openedFromTrigger.current = true;
            setOpen(true);
          }}
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
      onOpenChange={(next, reason) => {
        openedFromTrigger.current = reason === 'trigger';
        setOpen(next);
      }}
    >
      {(close) => panel(close)}
    </Popover>
  );
}
