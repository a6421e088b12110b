import {
  type CalendarSelection,
  completeSelection,
  daysBetween,
  type IsoDate,
  isCompleteSelection,
  selectDay,
} from '@shop/criteria';
import { Button, MonthGrid, parseIsoDate, toIsoDate } from '@shop/design-system';
import { formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import {
  CALENDAR_MONTHS_AHEAD,
  firstMonthOf,
  initialMobileMonths,
  isSearchDaySelectable,
  MOBILE_MONTHS_STEP,
  type MonthKey,
  monthKeyOf,
  monthOfKey,
} from './calendar-days';
import styles from './CalendarPanel.module.css';

export interface CalendarPanelProps {
  /** The dates in the criteria when the calendar opened (the pair restored on close, SRCH-036). */
  dates: CalendarSelection;
  /** 'pair': two months side by side (desktop); 'list': a scrolling list of months (mobile). */
  layout: 'pair' | 'list';
  /** Writes dates to the criteria: a complete selection (CRIT-057) or none at all (Clear). */
  onCommit: (dates: CalendarSelection) => void;
  /** Closes the calendar. */
  onDone: () => void;
}

function startSelection(dates: CalendarSelection): CalendarSelection {
  const { checkin, checkout } = dates;
  if (checkin && checkout && checkout > checkin) {
    return completeSelection(checkin, daysBetween(checkin, checkout));
  }
  return {};
}

/**
 * SRCH-032..040: the date picker of the search box, loaded on first open. First click checkin,
 * second click checkout (CRIT-056); it commits and closes on completion (SRCH-037). Closing it
 * any other way leaves the criteria untouched, so a lone checkin gives way to the previous pair
 * (SRCH-036). Clear empties the dates (SRCH-038); Validate commits and closes.
 */
export default function CalendarPanel({ dates, layout, onCommit, onDone }: CalendarPanelProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  // The clock is read once per opening.
  const [now] = useState(() => new Date());
  const current = monthKeyOf(now);
  const lastMonth = current + CALENDAR_MONTHS_AHEAD - 1;
  const [selection, setSelection] = useState<CalendarSelection>(() => startSelection(dates));
  const [firstMonth, setFirstMonth] = useState<MonthKey>(() => firstMonthOf(dates.checkin, now));
  const [monthCount, setMonthCount] = useState(() => initialMobileMonths(dates.checkin, now));
  const [activeDate, setActiveDate] = useState<Date | undefined>(undefined);

  const { checkin, checkout } = selection;

  const isDisabled = useCallback(
    (date: Date) => !isSearchDaySelectable(toIsoDate(date), selection, now),
    [selection, now],
  );
  const isSelected = useCallback(
    (date: Date) => {
      const day = toIsoDate(date);
      return day === checkin || day === checkout;
    },
    [checkin, checkout],
  );
  const isInRange = useCallback(
    (date: Date) => {
      const day = toIsoDate(date);
      return checkin !== undefined && checkout !== undefined && day > checkin && day < checkout;
    },
    [checkin, checkout],
  );

  const onSelect = (date: Date) => {
    const next = selectDay(selection, toIsoDate(date) as IsoDate);
    setSelection(next);
    if (isCompleteSelection(next)) {
      onCommit(next);
      onDone();
    }
  };

  const clear = () => {
    setSelection({});
    onCommit({ checkin: undefined, checkout: undefined, nights: undefined });
  };

  const validate = () => {
    if (isCompleteSelection(selection)) onCommit(selection);
    onDone();
  };

  const loadMore = useCallback(
    () => setMonthCount((count) => Math.min(CALENDAR_MONTHS_AHEAD, count + MOBILE_MONTHS_STEP)),
    [],
  );

  const onActiveDateChange = (date: Date) => {
    const key = monthKeyOf(date);
    if (key < current || key > lastMonth) return;
    setActiveDate(date);
    if (layout === 'pair') {
      if (key < firstMonth) setFirstMonth(key);
      else if (key > firstMonth + 1) setFirstMonth(key - 1);
    } else if (key >= current + monthCount) {
      loadMore();
    }
  };

  const months: MonthKey[] =
    layout === 'pair'
      ? [firstMonth, firstMonth + 1].filter((key) => key <= lastMonth)
      : Array.from({ length: monthCount }, (_, i) => current + i);

  const grid = (key: MonthKey) => {
    const { year, month } = monthOfKey(key);
    return (
      <MonthGrid
        key={key}
        year={year}
        month={month}
        locale={tag}
        today={now}
        isDisabled={isDisabled}
        isSelected={isSelected}
        isInRange={isInRange}
        onSelect={onSelect}
        activeDate={activeDate}
        onActiveDateChange={onActiveDateChange}
        className={styles.month}
      />
    );
  };

  // SRCH-040: the list grows when its end scrolls into view (a button does it without a pointer).
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (layout !== 'list' || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [layout, loadMore]);

  const checkinDate = checkin ? parseIsoDate(checkin) : null;
  const heading =
    checkin && !checkout && checkinDate
      ? t('searchBox.dates.chooseCheckout', {
          checkin: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long' }).format(
            checkinDate,
          ),
        })
      : t('searchBox.dates.chooseCheckin');

  return (
    <div className={layout === 'pair' ? styles.pair : styles.list}>
      <p className={styles.header} aria-live="polite">
        {heading}
      </p>
      {layout === 'pair' ? (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t('searchBox.dates.previousMonth')}
            disabled={firstMonth <= current}
            onClick={() => setFirstMonth((key) => Math.max(current, key - 1))}
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t('searchBox.dates.nextMonth')}
            disabled={firstMonth + 1 >= lastMonth}
            onClick={() => setFirstMonth((key) => Math.min(lastMonth - 1, key + 1))}
          >
            ›
          </button>
        </div>
      ) : null}
      <div className={layout === 'pair' ? styles.months : styles.scroller}>
        {months.map(grid)}
        {layout === 'list' && monthCount < CALENDAR_MONTHS_AHEAD ? (
          <div ref={sentinel} className={styles.more}>
            <Button variant="secondary" onClick={loadMore}>
              {t('searchBox.dates.moreMonths')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={clear}>
          {t('searchBox.dates.clear')}
        </Button>
        <Button onClick={validate}>{t('searchBox.dates.validate')}</Button>
      </div>
    </div>
  );
}
