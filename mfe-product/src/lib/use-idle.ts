import { useEffect, useState } from 'react';

/**
 * True once the page has had a moment to itself after its first screen: `delayMs`, then the
 * browser's next idle time (or soon where it cannot tell). What lies below the fold preloads this
 * way (ADR 0014's pattern, ADR 0036).
 */
export function useIdle(delayMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let handle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      else setIdle(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (handle !== undefined) window.cancelIdleCallback(handle);
    };
  }, [delayMs]);
  return idle;
}
