import { type CalendarSelection, type HotelHash, paxFromHash } from '@shop/criteria';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { useHashSensitive, usePlatform } from '@shop/platform';
import { lazy, Suspense, useState } from 'react';
import { HOTEL_NAMESPACE } from '../../../i18n-hotel';
import styles from './DatesPax.module.css';
import { useMinisite } from '../../../lib/use-minisite';

// One calendar, not two (ADR 0030): the shared calendar and guests panel of @shop/booking, in
// dialogs loaded on first open (the page's first load carries only the two buttons).
const CalendarDialog = lazy(() => import('./CalendarDialog'));
const GuestsDialog = lazy(() => import('./GuestsDialog'));

export interface DatesPaxSelectorProps {
  hash: HotelHash;
  /** The dates the page prices (valid, bookable), or null. */
  stay: { checkin: string; checkout: string } | null;
  onChange: (next: HotelHash) => void;
  calendarOpen: boolean;
  onCalendarOpenChange: (open: boolean) => void;
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
  hotelId,
  mobile,
}: DatesPaxSelectorProps) {
  const hashSensitive = useHashSensitive();
  const { t } = useTranslation(HOTEL_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const minisite = useMinisite();
  const tag = formattingLocale(language, locale);
  const [guestsOpen, setGuestsOpen] = useState(false);
  const pax = paxFromHash(hash);
  const travellers = pax.adult + pax.child + pax.baby;

  const commit = (dates: CalendarSelection) =>
    onChange({ ...hash, checkin: dates.checkin, checkout: dates.checkout, anchor: undefined });

  return (
    // Issue 16 (ADR 0097): the dates and party live in the hash; served, this waits for them.
    <div className={styles.selector} {...hashSensitive}>
      <button
        type="button"
        className={styles.field}
        aria-haspopup="dialog"
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
      <button
        type="button"
        className={styles.field}
        aria-haspopup="dialog"
        onClick={() => setGuestsOpen(true)}
      >
        <span className={styles.fieldLabel}>{t('hotel.guests.label')}</span>{' '}
        <span>{t('hotel.guests.summary', { count: travellers })}</span>
      </button>
      <Suspense fallback={null}>
        {calendarOpen ? (
          <CalendarDialog
            dates={{ checkin: hash.checkin, checkout: hash.checkout }}
            hotel={{
              id: String(hotelId),
              adult: pax.adult,
              child: pax.child,
              baby: pax.baby,
              minisite,
            }}
            mobile={mobile}
            onCommit={commit}
            onClose={() => onCalendarOpenChange(false)}
          />
        ) : null}
        {guestsOpen ? (
          <GuestsDialog hash={hash} onChange={onChange} onClose={() => setGuestsOpen(false)} />
        ) : null}
      </Suspense>
    </div>
  );
}
