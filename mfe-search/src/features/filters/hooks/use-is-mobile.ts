import { useSyncExternalStore } from 'react';

/** The design system's small-screen breakpoint (Modal.module.css: max-width 767px). */
export const MOBILE_QUERY = '(max-width: 767px)';

function mediaList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

/** SRCH-002, SRCH-020: whether the page is laid out for phones; re-renders when that changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList()?.matches ?? false,
    () => false,
  );
}
