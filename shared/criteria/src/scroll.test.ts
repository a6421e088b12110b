import { describe, expect, it } from '@jest/globals';
import {
  NAVIGATION_TAB_OBSERVER_THRESHOLD,
  STICKY_OFFSETS_PX,
  stickyOffset,
  TAB_OBSERVER_THRESHOLD,
  TAB_SCROLL_OFFSETS_PX,
  tabScrollTarget,
} from './scroll';

describe('CRIT-099 tab observer thresholds', () => {
  it('CRIT-099: 0.3, and 0.88 for the tabs in the shared navigation', () => {
    expect(TAB_OBSERVER_THRESHOLD).toBe(0.3);
    expect(NAVIGATION_TAB_OBSERVER_THRESHOLD).toBe(0.88);
  });
});

describe('CRIT-100 sticky offsets', () => {
  it('CRIT-100: 70 px on mobile, 100 px on desktop', () => {
    expect(STICKY_OFFSETS_PX).toEqual({ mobile: 70, desktop: 100 });
    expect(stickyOffset('mobile')).toBe(70);
    expect(stickyOffset('desktop')).toBe(100);
  });
});

describe('PROD-007 tab scroll offsets', () => {
  it('PROD-007: a tab leaves 30 px above its section on mobile, 70 px on desktop', () => {
    expect(TAB_SCROLL_OFFSETS_PX).toEqual({ mobile: 30, desktop: 70 });
    expect(tabScrollTarget(500, 1000, 'mobile')).toBe(1470);
    expect(tabScrollTarget(500, 1000, 'desktop')).toBe(1430);
  });

  it('PROD-007: never scrolls above the top of the page; rounds to whole pixels', () => {
    expect(tabScrollTarget(20, 0, 'desktop')).toBe(0);
    expect(tabScrollTarget(-300, 100, 'mobile')).toBe(0);
    expect(tabScrollTarget(100.6, 0, 'mobile')).toBe(71);
  });
});
