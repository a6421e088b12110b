import {
  type CalendarSelection,
  fromIsoDate,
  isCompleteSelection,
  isPastDay,
  selectDay,
  toIsoDate,
} from '@shop/criteria';
import { Button, MonthGrid } from '@shop/design-system';
import { formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './DatesPax.module.css';

export interface HotelCalendarProps {
  dates: CalendarSelection;
  /** A complete pair, or no dates at all (Clear). */
  onCommit: (dates: CalendarSelection) => void;
  onDone: () => void;
}

const monthStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/**
 * §4.2: pick a checkin, then a later checkout, which commits both; a pick on or before the
 * checkin restarts; Clear resets; Validate is disabled until both dates exist.
 * The stand-in of the shared calendar (@shop/booking) while it is not available.
 */
export default function HotelCalendar({ dates, onCommit, onDone }: HotelCalendarProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const [now] = useState(() => new Date());
  const [selection, setSelection] = useState<CalendarSelection>(() =>
    isCompleteSelection(dates) ? dates : {},
  );
  const [first, setFirst] = useState(() =>
    monthStart((dates.checkin ? fromIsoDate(dates.checkin) : null) ?? now),
  );
  const [active, setActive] = useState<Date | undefined>(undefined);
  const second = new Date(first.getFullYear(), first.getMonth() + 1, 1);
  const { checkin, checkout } = selection;
  const select = (date: Date) => {
    const next = selectDay(selection, toIsoDate(date));
    setSelection(next);
    if (isCompleteSelection(next)) {
      onCommit(next);
      onDone();
    }
  };
  const grid = (month: Date) => (
    <MonthGrid
      key={month.toISOString()}
      year={month.getFullYear()}
      month={month.getMonth()}
      locale={tag}
      today={now}
      isDisabled={(date) => isPastDay(toIsoDate(date), now)}
      isSelected={(date) => {
        const day = toIsoDate(date);
        return day === checkin || day === checkout;
      }}
      isInRange={(date) => {
        const day = toIsoDate(date);
        return !!checkin && !!checkout && day > checkin && day < checkout;
      }}
      onSelect={select}
      activeDate={active}
      onActiveDateChange={(date) => {
        setActive(date);
        if (date < first) setFirst(monthStart(date));
        else if (date >= new Date(second.getFullYear(), second.getMonth() + 1, 1))
          setFirst(new Date(date.getFullYear(), date.getMonth() - 1, 1));
      }}
    />
  );
  const current = monthStart(now);
  return (
    <div className={styles.calendar}>
      <p className={styles.calendarHint}>
        {checkin && !checkout ? t('hotel.dates.pickCheckout') : t('hotel.dates.pickCheckin')}
      </p>
      <div className={styles.monthNav}>
        <Button
          variant="neutral"
          disabled={first <= current}
          onClick={() => setFirst(new Date(first.getFullYear(), first.getMonth() - 1, 1))}
        >
          {t('hotel.dates.previousMonth')}
        </Button>
        <Button
          variant="neutral"
          onClick={() => setFirst(new Date(first.getFullYear(), first.getMonth() + 1, 1))}
        >
          {t('hotel.dates.nextMonth')}
        </Button>
      </div>
      <div className={styles.months}>
        {grid(first)}
        {grid(second)}
      </div>
      <div className={styles.calendarActions}>
        <Button
          variant="secondary"
          onClick={() => {
            setSelection({});
            onCommit({});
          }}
        >
          {t('hotel.dates.clear')}
        </Button>
        <Button
          disabled={!isCompleteSelection(selection)}
          onClick={() => {
            if (isCompleteSelection(selection)) onCommit(selection);
            onDone();
          }}
        >
          {t('hotel.dates.validate')}
        </Button>
      </div>
    </div>
  );
}
