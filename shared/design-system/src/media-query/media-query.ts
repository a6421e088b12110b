import { useSyncExternalStore } from 'react';

/** The design system's breakpoints (Modal.module.css and the apps' CSS use the same widths). */
/** Phones: drawers and dialogs full-screen, mobile bars, the calendar as a list. */
export const MOBILE_QUERY = '(max-width: 767px)';
/** Desktop layout from this width (the burger menu is for everything narrower; SHELL-039/041). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Whether the media query matches now (false before measuring: mobile first, SHELL-021). */
export function matchesMedia(query: string): boolean {
  return mediaList(query)?.matches ?? false;
}

/** Whether the media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
}
