/** SRCH-042, 001 §7: calendars reach one year ahead: 12 months from the current one. */
export const CALENDAR_MONTHS_AHEAD = 12;
/** SRCH-040: the search calendar's mobile list grows 3 months at a time. */
export const SEARCH_CALENDAR_MONTHS_PER_PAGE = 3;
/** SRCH-037, 000 §9: the search calendar closes 1 second after its selection is complete. */
export const SEARCH_CALENDAR_CLOSE_DELAY_MS = 1_000;
/** SRCH-040 Δ 001 §7: the product calendar's mobile list grows 4 months at a time. */
export const PRODUCT_CALENDAR_MONTHS_PER_PAGE = 4;

/**
 * SRCH-040: how many months (from the current one) a mobile calendar list first shows: up to
 * `monthsPerPage` months past the check-in's month (`checkinOffset` months after the current one),
 * one page at least, `max` at most.
 */
export function initialListMonths(
  checkinOffset: number | undefined,
  monthsPerPage: number,
  max: number = CALENDAR_MONTHS_AHEAD,
): number {
  const page = Math.max(1, Math.floor(monthsPerPage));
  const reach = checkinOffset !== undefined && checkinOffset >= 0 ? checkinOffset + 1 + page : 0;
  return Math.min(max, Math.max(page, reach));
}

/** SRCH-040: the list's length after it scrolls to its end: one page more, `max` at most. */
export function nextListMonths(
  count: number,
  monthsPerPage: number,
  max: number = CALENDAR_MONTHS_AHEAD,
): number {
  return Math.min(max, count + Math.max(1, Math.floor(monthsPerPage)));
}
