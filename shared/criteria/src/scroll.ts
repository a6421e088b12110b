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

/** PROD-007: a tab click leaves this much room above its section, in px. */
export const TAB_SCROLL_OFFSETS_PX: Readonly<Record<Viewport, number>> = {
  mobile: 30,
  desktop: 70,
};

/**
 * PROD-007: the page's scroll position that brings a section to the tab offset below the top:
 * its top in the viewport plus the current scroll, minus 30 px (mobile) or 70 px (desktop),
 * never above the page's top.
 */
export function tabScrollTarget(sectionTop: number, scrollY: number, viewport: Viewport): number {
  return Math.max(0, Math.round(sectionTop + scrollY - TAB_SCROLL_OFFSETS_PX[viewport]));
}
