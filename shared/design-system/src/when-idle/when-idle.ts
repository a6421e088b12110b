import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` once the page has had a moment to itself: after `delayMs`, at the browser's next
 * idle time (or soon where it cannot tell). Code a page does not need for its first screen
 * (search panels, the hero's search box, the stay page's sections) loads this way once that
 * screen is shown, so it never competes with it (ADR 0014, ADR 0033). Returns a cancel.
 */
export function whenIdle(task: () => void, delayMs = 1000): () => void {
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}

/**
 * True once the page has been idle after `start` became true (see whenIdle). What it reveals
 * renders in a transition, in short slices, so the idle time it uses never becomes a long task.
 */
export function useIdle(start = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () => (start ? whenIdle(() => startTransition(() => setIdle(true))) : undefined),
    [start],
  );
  return idle;
}
