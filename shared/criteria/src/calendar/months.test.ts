import { describe, expect, it } from '@jest/globals';
import {
  CALENDAR_MONTHS_AHEAD,
  initialListMonths,
  nextListMonths,
  PRODUCT_CALENDAR_MONTHS_PER_PAGE,
  SEARCH_CALENDAR_MONTHS_PER_PAGE,
} from './months';

describe('SRCH-040 mobile calendar list paging', () => {
  it('SRCH-040: the search calendar pages by 3 months, the product calendar by 4 (001 §7)', () => {
    expect(SEARCH_CALENDAR_MONTHS_PER_PAGE).toBe(3);
    expect(PRODUCT_CALENDAR_MONTHS_PER_PAGE).toBe(4);
    expect(nextListMonths(3, SEARCH_CALENDAR_MONTHS_PER_PAGE)).toBe(6);
    expect(nextListMonths(4, PRODUCT_CALENDAR_MONTHS_PER_PAGE)).toBe(8);
  });

  it('SRCH-040: the initial list reaches 3 months past the check-in month (4 for a product)', () => {
    // Check-in in the current month: that month and 3 more.
    expect(initialListMonths(0, 3)).toBe(4);
    // Check-in 2 months ahead: months 0..2, then 3 past it.
    expect(initialListMonths(2, 3)).toBe(6);
    expect(initialListMonths(2, 4)).toBe(7);
  });

  it('SRCH-040: without a check-in (or one in the past) the list shows one page', () => {
    expect(initialListMonths(undefined, 3)).toBe(3);
    expect(initialListMonths(undefined, 4)).toBe(4);
    expect(initialListMonths(-1, 3)).toBe(3);
  });

  it('SRCH-040 SRCH-042: never more than one year ahead', () => {
    expect(initialListMonths(10, 3)).toBe(CALENDAR_MONTHS_AHEAD);
    expect(nextListMonths(11, 3)).toBe(CALENDAR_MONTHS_AHEAD);
    expect(nextListMonths(12, 4)).toBe(12);
    expect(initialListMonths(1, 3, 4)).toBe(4);
  });

  it('SRCH-040: a page size below one still grows the list by a month', () => {
    expect(nextListMonths(3, 0)).toBe(4);
    expect(initialListMonths(undefined, 0)).toBe(1);
  });
});
