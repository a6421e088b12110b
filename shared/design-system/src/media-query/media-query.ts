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

/**
 * Whether a width query (`(max-width: Npx)`, `(min-width: Npx)`, joined by `and`) matches a
 * viewport `width` pixels wide; any other feature does not match.
 */
export function matchesWidth(query: string, width: number): boolean {
  const features = query.split(/\s+and\s+/);
  return features.every((feature) => {
    const match = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(feature.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}

/**
 * Whether the media query matches now; re-renders when that changes. `servedWidth` is the
 * viewport width a server render assumed (issue 16: a guess from the user agent, hydration renders
 * the same): without it, the server and hydration render as if the query did not match.
 */
export function useMediaQuery(query: string, servedWidth?: number | null): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
    () => (servedWidth == null ? false : matchesWidth(query, servedWidth)),
  );
}
