import { isSummaryBarSticky } from '@shop/criteria';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  let scheduled = false;
  let frame = 0;
  const onScroll = () => {
    if (scheduled) return;
    scheduled = true;
    frame = window.requestAnimationFrame(() => {
      scheduled = false;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (scheduled) window.cancelAnimationFrame(frame);
  };
}

/** SRCH-014: true once the page has scrolled 250 px (read at most once per frame). */
export function useStickyScroll(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSummaryBarSticky(window.scrollY),
    () => false,
  );
}
