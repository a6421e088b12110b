import { useSyncExternalStore } from 'react';

/** Desktop layout from this width (the burger menu is for everything narrower; SHELL-039/041). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function mediaList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY)
    : null;
}

/** Whether the page is laid out for desktop; false before measuring (SHELL-021: mobile first). */
export function useDesktop(): boolean {
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
