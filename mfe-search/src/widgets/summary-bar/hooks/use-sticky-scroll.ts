import { isSummaryBarSticky } from '@shop/criteria';
import { useSyncExternalStore } from 'react';

/**
 * Whether the page has scrolled past the summary bar's threshold, read in an animation frame
 * after a scroll: a render never reads `scrollY` itself, which would force a layout in the middle
 * of React's work.
 */
let sticky = false;
const listeners = new Set<() => void>();
let scheduled = false;
let frame = 0;

function read(): void {
  scheduled = false;
  const next = isSummaryBarSticky(window.scrollY);
  if (next === sticky) return;
  sticky = next;
  for (const listener of [...listeners]) listener();
}

function onScroll(): void {
  if (scheduled) return;
  scheduled = true;
  frame = window.requestAnimationFrame(read);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may open already scrolled (back navigation, an anchor).
    onScroll();
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    if (scheduled) window.cancelAnimationFrame(frame);
    scheduled = false;
    // The next page to mount reads its own position.
    sticky = false;
  };
}

/** SRCH-014: true once the page has scrolled 250 px (read at most once per frame). */
export function useStickyScroll(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sticky,
    () => false,
  );
}
