import { describe, expect, it } from '@jest/globals';
import {
  NAVIGATION_TAB_OBSERVER_THRESHOLD,
  STICKY_OFFSETS_PX,
  stickyOffset,
  TAB_OBSERVER_THRESHOLD,
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
