import {
  type CalendarSelection,
  calendarShortcuts,
  completeSelection,
  dayCellPrice,
  daysBetween,
  fromIsoDate,
  hasAvailability,
  type IsoDate,
  isCompleteSelection,
  isPastDay,
  nextListMonths,
  SEARCH_CALENDAR_MONTHS_PER_PAGE,
  selectDay,
  toIsoDate,
} from '@shop/criteria';
import { Button, MonthGrid, ToggleButton } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { useExperiment, usePlatform } from '@shop/platform';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCheckoutNights, useHotelCalendar } from '../api/hotel-calendar';
import { type ProductCalendarRequest, useProductAvailability } from '../api/product-availability';
import { type SearchAvailabilityRequest, useSearchAvailability } from '../api/search-availability';
import { BOOKING_NAMESPACE } from '../i18n';
import {
  CALENDAR_MONTHS_AHEAD,
  type CalendarDays,
  firstMonthOf,
  initialMobileMonths,
  isoMonthOfKey,
  isSearchDaySelectable,
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
  /**
   * The hotel searched for (`hotel` in the criteria) and the party: its days show prices and
   * minimum stays, and a check-in limits the checkout to its possible nights (SRCH-033, SRCH-043).
   */
  hotel?:
    | { id: string; adult: number; child: number; baby: number; minisite?: string | undefined }
    | undefined;
  /**
   * A general search (SRCH-042): its days show the lowest price of the packages it matches,
   * asked month by month as the calendar pages; undefined asks nothing (every future day).
   */
  search?: SearchAvailabilityRequest | undefined;
  /**
   * A product page (PROD-018..022): the product's days asked month by month as the calendar pages
   * (2 months a page on desktop, 4 on mobile), its checkout nights after a check-in; Validate waits
   * for both dates (PROD-020).
   */
  product?: ProductCalendarRequest | undefined;
  /** SRCH-040: months the mobile list grows by: 3 for the search (default), 4 for a product. */
  monthsPerPage?: number;
  /**
   * SRCH-037: how long a completed selection stays shown before the calendar closes (the search
   * box: SEARCH_CALENDAR_CLOSE_DELAY_MS); 0, the default, closes at once. A click meanwhile
   * restarts the selection and keeps the calendar open.
   */
  closeDelayMs?: number;
}

function startSelection(dates: CalendarSelection): CalendarSelection {
  const { checkin, checkout } = dates;
  if (checkin && checkout && checkout > checkin) {
    return completeSelection(checkin, daysBetween(checkin, checkout));
  }
  return {};
}

/**
 * SRCH-032..040: the date picker of the search box and of the product pages (ADR 0030: one
 * calendar, in @shop/booking), loaded on first open. First click checkin,
 * second click checkout (CRIT-056); it commits on completion and closes, at once or after
 * `closeDelayMs` (SRCH-037). Closing it
 * any other way leaves the criteria untouched, so a lone checkin gives way to the previous pair
 * (SRCH-036). Clear empties the dates (SRCH-038); Validate commits and closes.
 */
export default function CalendarPanel({
  dates,
  layout,
  onCommit,
  onDone,
  hotel,
  search,
  product,
  monthsPerPage = SEARCH_CALENDAR_MONTHS_PER_PAGE,
  closeDelayMs = 0,
}: CalendarPanelProps) {
  const { t } = useTranslation(BOOKING_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  // The clock is read once per opening.
  const [now] = useState(() => new Date());
  const current = monthKeyOf(now);
  const lastMonth = current + CALENDAR_MONTHS_AHEAD - 1;
  const [selection, setSelection] = useState<CalendarSelection>(() => startSelection(dates));
  const [firstMonth, setFirstMonth] = useState<MonthKey>(() => firstMonthOf(dates.checkin, now));
  const [monthCount, setMonthCount] = useState(() =>
    initialMobileMonths(dates.checkin, now, monthsPerPage),
  );
  const [activeDate, setActiveDate] = useState<Date | undefined>(undefined);
  // SRCH-032, CRIT-071..073: popular-date shortcuts, only in the experiment and its locales.
  const inShortcutExperiment = useExperiment('calendarShortcuts');
  const shortcuts = useMemo(
    () => calendarShortcuts({ locale, inExperiment: inShortcutExperiment, now }),
    [locale, inShortcutExperiment, now],
  );

  const { checkin, checkout } = selection;

  const months: MonthKey[] =
    layout === 'pair'
      ? [firstMonth, firstMonth + 1].filter((key) => key <= lastMonth)
      : Array.from({ length: monthCount }, (_, i) => current + i);
  // The same months keep the same array: their calls are not asked again.
  const monthsKey = months.join(',');
  const isoMonths = useMemo(
    () => (monthsKey ? monthsKey.split(',').map((key) => isoMonthOfKey(Number(key))) : []),
    [monthsKey],
  );

  // SRCH-041..043: a hotel search shows the hotel's days; SRCH-033: a check-in asks its nights.
  const { data: hotelCalendar, isLoading: availabilityLoading } = useHotelCalendar(
    hotel?.id,
    locale,
  );
  const weekendId =
    checkin && !checkout
      ? product
        ? Number(product.id)
        : hotelCalendar?.weekendOf[checkin]
      : undefined;
  const party = product ?? hotel;
  const checkoutNights = useCheckoutNights(
    party && checkin && weekendId !== undefined && Number.isInteger(weekendId)
      ? {
          weekendId,
          checkin,
          locale,
          adult: party.adult,
          child: party.child,
          baby: party.baby,
          // PROD-017: the minisite context of the visit, on a product or a hotel page.
          minisite: (product ?? hotel)?.minisite,
        }
      : undefined,
  );
  // PROD-021: a product's days, month by month for the months shown.
  const productMonths = useProductAvailability(product, isoMonths);
  const productDays = useMemo<CalendarDays | undefined>(
    () =>
      product
        ? { scope: 'hotel', availability: productMonths.availability, checkoutNights }
        : undefined,
    [product, productMonths.availability, checkoutNights],
  );
  // While the hotel's days load none is offered; if they cannot be had, every future day is.
  const hotelDays = useMemo<CalendarDays | undefined>(
    () =>
      hotelCalendar
        ? { scope: 'hotel', availability: hotelCalendar.availability, checkoutNights }
        : availabilityLoading
          ? { scope: 'hotel', availability: {} }
          : undefined,
    [hotelCalendar, checkoutNights, availabilityLoading],
  );
  // SRCH-042: a general search asks the months shown; a month that failed offers every day.
  const searched = useSearchAvailability(hotel || product ? undefined : search, isoMonths);
  const searchDays = useMemo<CalendarDays | undefined>(
    () =>
      search && !hotel && !product
        ? { scope: 'search', availability: searched.availability }
        : undefined,
    [search, hotel, product, searched.availability],
  );
  const days = productDays ?? hotelDays ?? searchDays;
  const daysOf = useCallback(
    (day: IsoDate) =>
      days?.scope === 'search' && searched.failedMonths.has(day.slice(0, 7)) ? undefined : days,
    [days, searched.failedMonths],
  );
  const loading =
    availabilityLoading ||
    (searchDays !== undefined && searched.loading) ||
    (productDays !== undefined && productMonths.loading);

  // PROD-021: with no day to offer in the months shown, a product calendar moves on month by month
  // (the desktop pair, or one page more of the mobile list) until days are found, a year at most;
  // PROD-030: a year without any shows that no availability remains.
  const shownWithoutDays =
    product !== undefined &&
    !checkin &&
    isoMonths.length > 0 &&
    isoMonths.every((month) => productMonths.answeredMonths.has(month)) &&
    !Object.entries(productMonths.availability).some(
      ([day, entry]) => entry != null && hasAvailability(entry) && !isPastDay(day, now),
    );
  const atYearEnd =
    layout === 'pair' ? firstMonth + 1 >= lastMonth : monthCount >= CALENDAR_MONTHS_AHEAD;
  const noMoreAvailability = shownWithoutDays && atYearEnd;
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!shownWithoutDays || atYearEnd || moved) return;
    // A reaction to months answered by the API (asynchronous data), one step per answer: the
    // next month is only asked once the shown ones are known to be empty.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (layout === 'pair') setFirstMonth((key) => Math.min(lastMonth - 1, key + 1));
    else setMonthCount((count) => nextListMonths(count, 1));
  }, [shownWithoutDays, atYearEnd, moved, layout, lastMonth]);

  const isDisabled = useCallback(
    (date: Date) => {
      const day = toIsoDate(date);
      return !isSearchDaySelectable(day, selection, now, daysOf(day));
    },
    [selection, now, daysOf],
  );
  const entryOf = (date: Date) => {
    const entry = days?.availability[toIsoDate(date)];
    return entry && hasAvailability(entry) ? dayCellPrice(entry) : undefined;
  };
  const fullDate = useMemo(
    () =>
      new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    [tag],
  );
  // SRCH-043, CRIT-066: the price per night, and an asterisk with a message for a minimum stay.
  const renderDay = (date: Date) => {
    const cell = entryOf(date);
    if (!cell) return date.getDate();
    return (
      <span className={styles.dayCell}>
        {/* The space keeps the day and price apart in the text the cell's name holds. */}
        <span>{date.getDate()}</span>{' '}
        <span className={styles.dayPrice}>
          {formatPrice(Math.round(cell.perNight * 100), tag, { roundUp: true })}
          {cell.hasMinimumStay ? <span aria-hidden="true">*</span> : null}
        </span>
      </span>
    );
  };
  const dayLabel = (date: Date) => {
    const cell = entryOf(date);
    const name = fullDate.format(date);
    if (!cell) return name;
    const price = t('calendar.pricePerNight', {
      price: formatPrice(Math.round(cell.perNight * 100), tag, { roundUp: true }),
    });
    // The name starts with the cell's visible text, day and price (WCAG 2.5.3, label in name).
    const shown = `${date.getDate()} ${price}, ${name}`;
    return cell.hasMinimumStay
      ? `${shown}, ${t('calendar.minimumStay', { count: cell.minLos })}`
      : shown;
  };
  const hasMinimumStays = useMemo(
    () =>
      Object.values(days?.availability ?? {}).some(
        (entry) => entry != null && hasAvailability(entry) && dayCellPrice(entry).hasMinimumStay,
      ),
    [days],
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

  // SRCH-037: the pending close of a completed selection, dropped by a new click or on unmount.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onSelect = (date: Date) => {
    clearTimeout(closeTimer.current);
    const next = selectDay(selection, toIsoDate(date));
    setSelection(next);
    if (!isCompleteSelection(next)) return;
    onCommit(next);
    if (closeDelayMs > 0) closeTimer.current = setTimeout(onDone, closeDelayMs);
    else onDone();
  };

  // Picking a shortcut sets checkin and checkout at once, like a completed selection (SRCH-037).
  const pickShortcut = (shortcut: { checkin: IsoDate; checkout: IsoDate }) => {
    const next = completeSelection(
      shortcut.checkin,
      daysBetween(shortcut.checkin, shortcut.checkout),
    );
    setSelection(next);
    onCommit(next);
    onDone();
  };

  const clear = () => {
    setSelection({});
    onCommit({ checkin: undefined, checkout: undefined, nights: undefined });
  };

  const validate = () => {
    if (isCompleteSelection(selection)) onCommit(selection);
    onDone();
  };

  // SRCH-040: one page of months more (3 here; 4 in a product's calendar).
  const loadMore = useCallback(
    () => setMonthCount((count) => nextListMonths(count, monthsPerPage)),
    [monthsPerPage],
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
        renderDay={days ? renderDay : undefined}
        dayLabel={days ? dayLabel : undefined}
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

  const checkinDate = checkin ? fromIsoDate(checkin) : null;
  const heading =
    checkin && !checkout && checkinDate
      ? t('calendar.chooseCheckout', {
          checkin: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long' }).format(
            checkinDate,
          ),
        })
      : t('calendar.chooseCheckin');

  return (
    <div className={layout === 'pair' ? styles.pair : styles.list}>
      <div className={styles.headerBlock}>
        <p className={styles.header} aria-live="polite">
          {heading}
        </p>
        {shortcuts.length > 0 ? (
          <div role="group" aria-label={t('shortcuts.label')} className={styles.shortcuts}>
            {shortcuts.map((shortcut) => (
              <ToggleButton
                key={shortcut.id}
                pressed={shortcut.checkin === checkin && shortcut.checkout === checkout}
                onClick={() => pickShortcut(shortcut)}
              >
                {t(`shortcuts.${shortcut.id}`)}
              </ToggleButton>
            ))}
          </div>
        ) : null}
      </div>
      {layout === 'pair' ? (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t('calendar.previousMonth')}
            disabled={firstMonth <= current}
            onClick={() => {
              setMoved(true);
              setFirstMonth((key) => Math.max(current, key - 1));
            }}
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t('calendar.nextMonth')}
            disabled={firstMonth + 1 >= lastMonth}
            onClick={() => {
              setMoved(true);
              setFirstMonth((key) => Math.min(lastMonth - 1, key + 1));
            }}
          >
            ›
          </button>
        </div>
      ) : null}
      {loading ? (
        <p role="status" className={styles.status}>
          {t('calendar.loading')}
        </p>
      ) : null}
      <div className={layout === 'pair' ? styles.months : styles.scroller}>
        {months.map(grid)}
        {layout === 'list' && monthCount < CALENDAR_MONTHS_AHEAD ? (
          <div ref={sentinel} className={styles.more}>
            <Button variant="secondary" onClick={loadMore}>
              {t('calendar.moreMonths', {
                months: Math.min(monthsPerPage, CALENDAR_MONTHS_AHEAD - monthCount),
              })}
            </Button>
          </div>
        ) : null}
      </div>
      {noMoreAvailability ? (
        <p role="status" className={styles.status}>
          {t('calendar.noMoreAvailabilities')}
        </p>
      ) : null}
      {hasMinimumStays ? <p className={styles.legend}>{t('calendar.minimumStayLegend')}</p> : null}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={clear}>
          {t('calendar.clear')}
        </Button>
        {/* PROD-020: a product's Validate waits for both dates. */}
        <Button
          onClick={validate}
          disabled={product !== undefined && !isCompleteSelection(selection)}
        >
          {t('calendar.validate')}
        </Button>
      </div>
    </div>
  );
}
