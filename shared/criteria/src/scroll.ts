import type { Viewport } from './description';

/** CRIT-099: the tab intersection-observer threshold. */
export const TAB_OBSERVER_THRESHOLD = 0.3;
/** CRIT-099: the threshold of the tabs in the shared navigation. */
export const NAVIGATION_TAB_OBSERVER_THRESHOLD = 0.88;

/** CRIT-100: sticky scroll offsets in px. */
export const STICKY_OFFSETS_PX: Readonly<Record<Viewport, number>> = { mobile: 70, desktop: 100 };

/** CRIT-100: the sticky scroll offset in px of a layout. */
export function stickyOffset(viewport: Viewport): number {
  return STICKY_OFFSETS_PX[viewport];
}
