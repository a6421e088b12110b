import {
  type CalendarSelection,
  DEFAULT_SEARCH_CRITERIA,
  type HotelHash,
  paxFromHash,
  PRODUCT_CALENDAR_MONTHS_PER_PAGE,
  type SearchCriteria,
} from '@shop/criteria';
import { Modal, Popover } from '@shop/design-system';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './DatesPax.module.css';

// One calendar, not two (ADR 0030): the shared calendar and guests panel of @shop/booking, loaded
// on first open (the page's first load carries only the two buttons).
const CalendarPanel = lazy(() => import('@shop/booking/calendar'));
const GuestsPanel = lazy(() => import('@shop/booking/guests'));

export interface DatesPaxSelectorProps {
  hash: HotelHash;
  /** The dates the page prices (valid, bookable), or null. */
  stay: { checkin: string; checkout: string } | null;
  onChange: (next: HotelHash) => void;
  calendarOpen: boolean;
  onCalendarOpenChange: (open: boolean) => void;
  /** Tells apart the selectors of the page and of the sticky bar. */
  idPrefix: string;
  hotelId: number;
  mobile: boolean;
}

/**
 * PROD-044, PROD-046, §4.2: the date and traveller selector. A complete pair of dates writes
 * checkin and checkout to the hash, Clear removes them; a pax change writes a, c, b (defaults
 * 2/0/0 left out) within the bounds (adults 1–20, children and babies 0–10).
 */
export function DatesPaxSelector({
  hash,
  stay,
  onChange,
  calendarOpen,
  onCalendarOpenChange,
  idPrefix,
  hotelId,
  mobile,
}: DatesPaxSelectorProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const pax = paxFromHash(hash);
  const travellers = pax.adult + pax.child + pax.baby;

  const commit = (dates: CalendarSelection) =>
    onChange({ ...hash, checkin: dates.checkin, checkout: dates.checkout, anchor: undefined });
  // The guests panel reads and writes search criteria: the party is all it touches (CRIT-020..024).
  const criteria: SearchCriteria = {
    ...DEFAULT_SEARCH_CRITERIA,
    a: hash.a,
    c: hash.c,
    b: hash.b,
    s: hash.s,
  };
  const changeGuests = (next: SearchCriteria) =>
    onChange({ ...hash, a: next.a, c: next.c, b: next.b, s: next.s, anchor: undefined });

  return (
    <div className={styles.selector}>
      <button
        type="button"
        className={styles.field}
        aria-haspopup="dialog"
        id={`${idPrefix}-dates`}
        onClick={() => onCalendarOpenChange(true)}
      >
        <span className={styles.fieldLabel}>{t('hotel.dates.label')}</span>{' '}
        <span>
          {stay
            ? t('hotel.dates.range', {
                checkin: formatDate(stay.checkin, tag, 'short'),
                checkout: formatDate(stay.checkout, tag, 'short'),
              })
            : t('hotel.dates.placeholder')}
        </span>
      </button>
      <Popover
        className={styles.guests}
        chevron
        panelLabel={t('hotel.guests.title')}
        trigger={
          <span className={styles.fieldText}>
            <span className={styles.fieldLabel}>{t('hotel.guests.label')}</span>{' '}
            <span>{t('hotel.guests.summary', { count: travellers })}</span>
          </span>
        }
      >
        {(close: () => void) => (
          <Suspense fallback={null}>
            <GuestsPanel
              flow="booking"
              criteria={criteria}
              onCriteriaChange={changeGuests}
              onConfirm={close}
            />
          </Suspense>
        )}
      </Popover>
      {calendarOpen ? (
        <Modal
          open
          variant="fullscreen"
          size="l"
          onClose={() => onCalendarOpenChange(false)}
          title={t('hotel.dates.title')}
          closeLabel={t('hotel.close')}
        >
          <Suspense fallback={null}>
            <CalendarPanel
              dates={{ checkin: hash.checkin, checkout: hash.checkout }}
              layout={mobile ? 'list' : 'pair'}
              onCommit={commit}
              onDone={() => onCalendarOpenChange(false)}
              hotel={{ id: String(hotelId), adult: pax.adult, child: pax.child, baby: pax.baby }}
              monthsPerPage={PRODUCT_CALENDAR_MONTHS_PER_PAGE}
            />
          </Suspense>
        </Modal>
      ) : null}
    </div>
  );
}
