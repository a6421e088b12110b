import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../utils/cx';
import { toIsoDate } from '@shop/criteria';
import {
  daysInMonth,
  endOfWeek,
  isSameDay,
  isSameMonth,
  makeDate,
  monthWeeks,
  startOfWeek,
  stepDays,
  stepMonths,
} from './dates';
import styles from './MonthGrid.module.css';

export interface MonthGridProps {
  year: number;
  /** Month index, 0 = January. */
  month: number;
  /** BCP 47 locale for weekday names, the month label and day labels (Intl). */
  locale: string;
  /** Month label (grid name); "March 2027" in the locale by default. */
  label?: string;
  hideLabel?: boolean;
  /** Content of a day cell (number, price…); the day number by default. */
  renderDay?: (date: Date) => ReactNode;
  /** Accessible name of a day (add price or availability); the full date by default. */
  dayLabel?: (date: Date) => string;
  isSelected?: (date: Date) => boolean;
  isDisabled?: (date: Date) => boolean;
  /** Days between checkin and checkout, styled as a range. */
  isInRange?: (date: Date) => boolean;
  /** Today, marked aria-current="date" (pass it for deterministic rendering). */
  today?: Date;
  onSelect?: (date: Date) => void;
  /** Controlled keyboard position (share it between two grids shown side by side). */
  activeDate?: Date;
  /**
   * Called when the keyboard moves to another day. Moves leaving this month (arrows at the edge,
   * PageUp/PageDown) are only possible with this callback: the caller shows the target month.
   */
  onActiveDateChange?: (date: Date) => void;
  className?: string;
}

/** Day that must take focus once rendered, shared by the grids of a multi-month calendar. */
let pendingFocus: string | null = null;

function requestFocus(iso: string | null): void {
  pendingFocus = iso;
}

function takeFocusRequest(container: HTMLElement): HTMLElement | null {
  if (!pendingFocus) return null;
  const cell = container.querySelector<HTMLElement>(`[data-date="${pendingFocus}"]`);
  if (cell) pendingFocus = null;
  return cell;
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, options);
}

/**
 * One calendar month as an ARIA grid: weeks start on Monday, one day is in the tab order (roving
 * tabindex), arrows move by day/week, Home/End to the week's ends, PageUp/PageDown by month
 * (with Shift by year), Enter/Space select.
 */
export function MonthGrid({
  year,
  month,
  locale,
  label,
  hideLabel = false,
  renderDay,
  dayLabel,
  isSelected,
  isDisabled,
  isInRange,
  today,
  onSelect,
  activeDate,
  onActiveDateChange,
  className,
}: MonthGridProps) {
  const captionId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const [internalActive, setInternalActive] = useState<Date | null>(null);
  const weeks = useMemo(() => monthWeeks(year, month), [year, month]);

  const { weekdays, monthLabel, fullDate } = useMemo(() => {
    const short = formatter(locale, { weekday: 'short' });
    const long = formatter(locale, { weekday: 'long' });
    // 1 January 2024 is a Monday.
    const days = Array.from({ length: 7 }, (_, i) => makeDate(2024, 0, 1 + i));
    return {
      weekdays: days.map((d) => ({ short: short.format(d), long: long.format(d) })),
      monthLabel: formatter(locale, { month: 'long', year: 'numeric' }).format(
        makeDate(year, month, 1),
      ),
      fullDate: formatter(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    };
  }, [locale, year, month]);

  const active = activeDate ?? internalActive;
  const tabStop = useMemo(() => {
    if (active && isSameMonth(active, year, month)) return active;
    const days = Array.from({ length: daysInMonth(year, month) }, (_, i) =>
      makeDate(year, month, i + 1),
    );
    return (
      days.find((d) => isSelected?.(d)) ??
      (today && isSameMonth(today, year, month) ? today : undefined) ??
      days.find((d) => !isDisabled?.(d)) ??
      makeDate(year, month, 1)
    );
  }, [active, year, month, isSelected, isDisabled, today]);

  useEffect(() => {
    if (tableRef.current) takeFocusRequest(tableRef.current)?.focus();
  });

  const moveTo = (target: Date) => {
    const inMonth = isSameMonth(target, year, month);
    if (!inMonth && !onActiveDateChange) return;
    requestFocus(toIsoDate(target));
    if (activeDate === undefined) setInternalActive(target);
    onActiveDateChange?.(target);
  };

  const select = (date: Date) => {
    if (isDisabled?.(date)) return;
    onSelect?.(date);
  };

  const onKeyDown = (event: KeyboardEvent, date: Date) => {
    const byKey: Record<string, () => Date> = {
      ArrowLeft: () => stepDays(date, -1),
      ArrowRight: () => stepDays(date, 1),
      ArrowUp: () => stepDays(date, -7),
      ArrowDown: () => stepDays(date, 7),
      Home: () => startOfWeek(date),
      End: () => endOfWeek(date),
      PageUp: () => stepMonths(date, event.shiftKey ? -12 : -1),
      PageDown: () => stepMonths(date, event.shiftKey ? 12 : 1),
    };
    const target = byKey[event.key];
    if (target) {
      event.preventDefault();
      moveTo(target());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(date);
    }
  };

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-labelledby={captionId}
      className={cx(styles.grid, className)}
    >
      <caption id={captionId} className={hideLabel ? styles.hidden : styles.caption}>
        {label ?? monthLabel}
      </caption>
      <thead>
        <tr>
          {weekdays.map((day) => (
            <th key={day.long} scope="col" className={styles.weekday}>
              <span aria-hidden="true">{day.short}</span>
              <span className={styles.hidden}>{day.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={`empty-${d}`} className={styles.empty} />;
              const selected = isSelected?.(date) ?? false;
              const disabled = isDisabled?.(date) ?? false;
              return (
                <td
                  key={toIsoDate(date)}
                  role="gridcell"
                  data-date={toIsoDate(date)}
                  tabIndex={isSameDay(date, tabStop) ? 0 : -1}
                  aria-selected={selected}
                  aria-disabled={disabled || undefined}
                  aria-current={today && isSameDay(date, today) ? 'date' : undefined}
                  aria-label={dayLabel ? dayLabel(date) : fullDate.format(date)}
                  className={cx(
                    styles.day,
                    selected && styles.selected,
                    disabled && styles.disabled,
                    isInRange?.(date) && styles.inRange,
                  )}
                  onClick={() => {
                    moveTo(date);
                    select(date);
                  }}
                  onKeyDown={(event) => onKeyDown(event, date)}
                >
                  {renderDay ? renderDay(date) : date.getDate()}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
