import {
  type CalendarSelection,
  changePax,
  type HotelHash,
  PAX_BOUNDS,
  type PaxKey,
  paxFromHash,
  paxToHash,
} from '@shop/criteria';
import { Modal, Popover, Stepper } from '@shop/design-system';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './DatesPax.module.css';

// The months load on first open (the page's first load carries only the two buttons).
const HotelCalendar = lazy(() => import('./HotelCalendar'));

export interface DatesPaxSelectorProps {
  hash: HotelHash;
  /** The dates the page prices (valid, bookable), or null. */
  stay: { checkin: string; checkout: string } | null;
  onChange: (next: HotelHash) => void;
  calendarOpen: boolean;
  onCalendarOpenChange: (open: boolean) => void;
  /** Tells apart the selectors of the page and of the sticky bar. */
  idPrefix: string;
}

const KEYS: readonly PaxKey[] = ['adult', 'child', 'baby'];

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
}: DatesPaxSelectorProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const pax = paxFromHash(hash);
  const travellers = pax.adult + pax.child + pax.baby;

  const commit = (dates: CalendarSelection) =>
    onChange({ ...hash, checkin: dates.checkin, checkout: dates.checkout, anchor: undefined });
  const changeGuests = (key: PaxKey, value: number) =>
    onChange({ ...hash, ...paxToHash(changePax(pax, key, value)), anchor: undefined });

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
        <div className={styles.guestsPanel}>
          {KEYS.map((key) => (
            <Stepper
              key={key}
              label={t(`hotel.guests.${key}`)}
              description={t(`hotel.guests.${key}Ages`)}
              value={pax[key]}
              min={PAX_BOUNDS[key].min}
              max={PAX_BOUNDS[key].max}
              decrementLabel={t(`hotel.guests.remove.${key}`)}
              incrementLabel={t(`hotel.guests.add.${key}`)}
              onChange={(value) => changeGuests(key, value)}
            />
          ))}
        </div>
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
            <HotelCalendar
              dates={{ checkin: hash.checkin, checkout: hash.checkout }}
              onCommit={commit}
              onDone={() => onCalendarOpenChange(false)}
            />
          </Suspense>
        </Modal>
      ) : null}
    </div>
  );
}
